/**
 * The name a download of the PDF is saved under: the last segment of its URL's path, decoded ("field guide.pdf" for
 * /docs/field%20guide.pdf?v=2). "" when the URL names no file (a blob: URL, a path ending in "/"): the browser then
 * names it.
 */
export function downloadName(src: string): string {
  let path: string;
  try {
    const url = new URL(src, document.baseURI);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    path = url.pathname;
  } catch {
    return "";
  }
  const segment = path.slice(path.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray "%": the name as written
  }
}
