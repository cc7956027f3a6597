import * as z from "zod/mini";

/** One marker as the page writes it (markers attribute or a child JSON script). */
export interface Marker {
  lat: number;
  lng: number;
  /** Icon URL; absent: the element's own pin. */
  image?: string | undefined;
  /** The info window's text, or simple markup (b, strong, i, em, br, p, a): sanitised before it is shown. */
  "marker-info"?: string | undefined;
  /** Open the info window when the map appears. */
  "start-open"?: boolean | undefined;
}

export const markerSchema = z.strictObject({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  image: z.optional(z.string()),
  "marker-info": z.optional(z.string()),
  "start-open": z.optional(z.boolean()),
});

export const markersSchema = z.array(markerSchema);

/** The elements an info window may hold; everything else is reduced to its text. */
const ALLOWED = new Set(["B", "STRONG", "I", "EM", "BR", "P", "A", "SPAN", "SMALL"]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#|\.)/i;

function copyAllowed(from: Node, to: Node, doc: Document): void {
  for (const child of from.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ""));
    } else if (child instanceof Element) {
      if (!ALLOWED.has(child.tagName)) {
        // Scripts and styles are dropped with their content; other elements keep their text.
        if (!["SCRIPT", "STYLE", "TEMPLATE", "IFRAME", "OBJECT"].includes(child.tagName)) copyAllowed(child, to, doc);
        continue;
      }
      const copy = doc.createElement(child.tagName.toLowerCase());
      const href = child.getAttribute("href");
      if (child.tagName === "A" && href && SAFE_HREF.test(href.trim())) {
        copy.setAttribute("href", href.trim());
        if (/^https?:/i.test(href.trim())) copy.setAttribute("rel", "noopener");
      }
      copyAllowed(child, copy, doc);
      to.appendChild(copy);
    }
  }
}

/**
 * The info window's content: the allowed simple markup with no attribute but a safe link target, built in the given
 * document. Parsed in an inert template, so nothing in it runs or loads.
 */
export function sanitizeInfo(info: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement("template");
  template.innerHTML = info;
  const fragment = doc.createDocumentFragment();
  copyAllowed(template.content, fragment, doc);
  return fragment;
}

/** The info's plain text, for a marker's accessible name: whitespace collapsed. */
export function infoText(info: string, doc: Document = document): string {
  return (sanitizeInfo(info.replace(/<br\s*\/?>|<\/p>/gi, " "), doc).textContent ?? "").replace(/\s+/g, " ").trim();
}
