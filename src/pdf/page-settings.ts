import { isWebUrl } from "../define/declare";
import { refusedHost } from "../shared/allowed-hosts";
import { logger } from "../shared/log";

const log = logger("x-pdf");
const warned = new Set<string>();

/**
 * The page's setting for every x-pdf on it, the hosted PDF.js viewer's address:
 * `<meta name="x-pdf-viewer-url" content="/pdfjs/web/viewer.html">` (a CMS prints it from one option). An element's
 * own viewer-url wins over it. Only the head counts (a CMS's authors write the body). A value that is no web address,
 * or a frame on a host the page does not allow (see allowed-hosts.ts), warns once for the page and is ignored.
 */
export function pageViewerUrl(doc: Document): string {
  const value = doc.head?.querySelector<HTMLMetaElement>('meta[name="x-pdf-viewer-url"]')?.content.trim() ?? "";
  if (!value) return value;
  const problem = !isWebUrl(value, "resource")
    ? "is not an http, https, blob or relative URL"
    : refusedHost(value, [], doc)
      ? `is a frame on ${refusedHost(value, [], doc)}, a host this page does not allow`
      : "";
  if (!problem) return value;
  if (!warned.has(value)) {
    warned.add(value);
    log.warn(`<meta name="x-pdf-viewer-url">: ${JSON.stringify(value)} ${problem}; it is ignored`);
  }
  return "";
}
