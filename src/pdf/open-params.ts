/*
 * PDF open parameters (Adobe's "Parameters for Opening PDF Files": page, zoom, pagemode, nameddest, ...) as the URL
 * fragment, written as PDFObject 2.1.1 writes it: page first, fdf last, every name and value URI-encoded.
 */
import { isWebUrl } from "../define/declare";

export type OpenParams = Record<string, string | number | boolean>;

/** The fragment's text without its "#": "page=2&zoom=50&pagemode=none"; "" when there are no parameters. */
export function openParamsFragment(params: OpenParams, page: number | null): string {
  const all: OpenParams = { ...params };
  if (page !== null) all["page"] = page;
  // comment, viewrect and highlight need a page: PDFObject puts the first.
  if ((all["comment"] || all["viewrect"] || all["highlight"]) && !all["page"]) all["page"] = 1;
  const parts: string[] = [];
  if (all["page"]) parts.push(`page=${encodeURIComponent(String(all["page"]))}`);
  for (const [name, value] of Object.entries(all)) {
    if (name === "page" || name === "fdf") continue;
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  if (all["fdf"]) parts.push(`fdf=${encodeURIComponent(String(all["fdf"]))}`);
  return parts.join("&");
}

/** The browser's own viewer: the PDF's URL with the parameters as its fragment (no "#" without parameters). */
export function browserViewerUrl(src: string, fragment: string): string {
  return fragment ? `${src.replace(/#.*$/, "")}#${fragment}` : src;
}

/** A hosted PDF.js viewer, read like the page-provided setting: viewer + "?file=" + encoded URL + "#" + parameters. */
export function hostedViewerUrl(viewerUrl: string, src: string, fragment: string): string {
  return `${viewerUrl}?file=${encodeURIComponent(src)}#${fragment}`;
}

/** Whether the text is a document's web address (PDFObject refuses anything else; javascript: or data: would run in the frame). */
export function isValidUrl(src: string): boolean {
  return src.trim() !== "" && isWebUrl(src, "resource");
}
