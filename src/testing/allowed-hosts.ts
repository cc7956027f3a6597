/** Lets the page reach `content`'s hosts (`<meta name="x-elements-allowed-hosts">` in its head); returns the undo. */
export function allowHosts(content: string): () => void {
  const meta = Object.assign(document.createElement("meta"), { name: "x-elements-allowed-hosts", content });
  document.head.append(meta);
  return () => meta.remove();
}
