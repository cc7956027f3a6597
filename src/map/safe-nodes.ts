import { parseInertDocument } from "../shared/trusted-types";

/** What a piece of markup may keep: element names (lower case) by namespace, and attributes besides a safe href. */
export interface NodeRules {
  html: ReadonlySet<string>;
  svg: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
}

const SVG_NS = "http://www.w3.org/2000/svg";
const HTML_NS = "http://www.w3.org/1999/xhtml";
/** Dropped with their content; any other element that is not allowed is reduced to its content. */
const DROPPED = new Set(["script", "style", "template", "iframe", "object"]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#|\.)/i;

function copyElement(from: Element, rules: NodeRules, doc: Document): Element | null {
  const svg = from.namespaceURI === SVG_NS;
  const allowed = svg ? rules.svg : from.namespaceURI === HTML_NS ? rules.html : null;
  if (!allowed?.has(from.localName)) return null;
  const copy = svg ? doc.createElementNS(SVG_NS, from.localName) : doc.createElement(from.localName);
  for (const { namespaceURI, localName, value } of from.attributes) {
    // Never a handler (on...), whatever the rules say; namespaced ones (xmlns, xlink:href) are never needed.
    if (namespaceURI !== null || /^on/i.test(localName) || !rules.attributes.has(localName)) continue;
    copy.setAttribute(localName, value);
  }
  const href = from.getAttribute("href")?.trim();
  if (!svg && from.localName === "a" && href && SAFE_HREF.test(href)) {
    copy.setAttribute("href", href);
    if (/^https?:/i.test(href)) copy.setAttribute("rel", "noopener");
  }
  return copy;
}

function copyAllowed(from: Node, to: Node, rules: NodeRules, doc: Document): void {
  for (const child of from.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ""));
    } else if (child instanceof Element && !DROPPED.has(child.localName)) {
      const copy = copyElement(child, rules, doc);
      copyAllowed(child, copy ?? to, rules, doc);
      if (copy) to.appendChild(copy);
    }
  }
}

/**
 * Markup as new nodes of `doc`: parsed in an inert document (nothing in it runs or loads), then rebuilt with only
 * the allowed elements and attributes. No string reaches an HTML sink, so this works on pages enforcing Trusted Types.
 */
export function safeNodes(html: string, rules: NodeRules, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  // In <body> from the start: leading white space is kept, and a leading <title> or <style> is not moved to <head>.
  copyAllowed(parseInertDocument(`<body>${html}`).body, fragment, rules, doc);
  return fragment;
}
