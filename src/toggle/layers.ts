/*
 * A layered sub-level slides over the layer it sits in: while it is open, what it covers (the rest of the enclosing
 * toggle's content) is inert, so keyboard and screen-reader users stay on the current layer. Returns the function
 * that gives it back. A layered toggle in no other toggle covers nothing.
 */
export function coverLayer(host: HTMLElement): () => void {
  const layer = host.parentElement?.closest("x-toggle");
  if (!layer) return () => {};
  const covered: Element[] = [];
  for (let node: Element = host; node !== layer && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      const keep =
        sibling === node || sibling.getAttribute("slot") === "trigger" || sibling instanceof HTMLTemplateElement || sibling.hasAttribute("inert");
      if (keep) continue;
      sibling.setAttribute("inert", "");
      covered.push(sibling);
    }
  }
  return () => {
    for (const element of covered) element.removeAttribute("inert");
  };
}
