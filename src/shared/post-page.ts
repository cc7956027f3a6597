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

/** A copy of server markup for this page: no scripts, frames or event-handler attributes come along. */
export function inertCopy(node: Element): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const child of node.childNodes) fragment.append(document.importNode(child, true));
  for (const unsafe of fragment.querySelectorAll("script, iframe, object, embed, style, link, meta")) unsafe.remove();
  for (const element of fragment.querySelectorAll("*")) {
    for (const { name, value } of [...element.attributes]) {
      if (/^on/i.test(name) || (/^(href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value))) element.removeAttribute(name);
    }
  }
  return fragment;
}
