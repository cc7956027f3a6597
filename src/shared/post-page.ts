import { HttpError, OFFLINE_MESSAGE } from "./http";
import { inPreview, PREVIEW_MESSAGE } from "./preview";
import { parseInertDocument } from "./trusted-types";

/*
 * Posts a form the way the browser would without JavaScript and reads the page that comes back as an inert
 * document (DOMParser, through the Trusted Types policy in trusted-types.ts: its scripts never run). A network failure is the error contract's fetch_error; any status
 * is returned, since WordPress answers with a page also when it refuses. In a preview nothing is posted (fetch_error).
 */

export interface Page {
  status: number;
  ok: boolean;
  doc: Document;
}

export async function postPage(url: string, body: URLSearchParams): Promise<Page> {
  if (inPreview()) throw new HttpError("fetch_error", PREVIEW_MESSAGE);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, credentials: "same-origin", headers: { Accept: "text/html" } });
  } catch {
    throw new HttpError("fetch_error", OFFLINE_MESSAGE);
  }
  const text = await response.text().catch(() => "");
  return { status: response.status, ok: response.ok, doc: parseInertDocument(text) };
}

/**
 * Whether a value, read as an address the way the browser reads one (a leading space, java&#9;script:), would run a
 * script or show a page of its own: javascript:, vbscript:, a data: address other than an image. Any attribute counts
 * (an SVG link's xlink:href, an animation's `to`).
 */
function runsScript(value: string): boolean {
  let scheme = "";
  try {
    scheme = new URL(value, "https://relative.invalid/").protocol;
  } catch {
    return false;
  }
  return scheme === "javascript:" || scheme === "vbscript:" || (scheme === "data:" && !/^\s*data:image\//i.test(value));
}

/** A copy of server markup for this page: no scripts, frames or event-handler attributes come along. */
export function inertCopy(node: Element): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const child of node.childNodes) fragment.append(document.importNode(child, true));
  // Nothing that runs, frames, restyles or re-bases the page.
  for (const unsafe of fragment.querySelectorAll("script, iframe, frame, object, embed, style, link, meta, base")) unsafe.remove();
  for (const element of fragment.querySelectorAll("*")) {
    for (const { name, value } of [...element.attributes]) {
      if (/^on/i.test(name) || name === "srcdoc" || runsScript(value)) element.removeAttribute(name);
    }
  }
  return fragment;
}
