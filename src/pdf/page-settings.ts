import { isWebUrl } from "../define/declare";
import { logger } from "../shared/log";

const log = logger("x-pdf");
const warned = new Set<string>();

/**
 * The page's setting for every x-pdf on it, the hosted PDF.js viewer's address:
 * `<meta name="x-pdf-viewer-url" content="/pdfjs/web/viewer.html">` (a CMS prints it from one option). An element's
 * own viewer-url wins over it. A value that is no web address warns once for the page and is ignored.
 */
export function pageViewerUrl(doc: Document): string {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="x-pdf-viewer-url"]')?.content.trim() ?? "";
  if (!value || isWebUrl(value, "resource")) return value;
  if (!warned.has(value)) {
    warned.add(value);
    log.warn(`<meta name="x-pdf-viewer-url">: ${JSON.stringify(value)} is not an http, https, blob or relative URL; it is ignored`);
  }
  return "";
}
