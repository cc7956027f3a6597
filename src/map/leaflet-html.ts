import { safeNodes, type NodeRules } from "./safe-nodes";

/*
 * Leaflet writes its markup with `element.innerHTML = string`, a sink that a page enforcing Trusted Types refuses
 * (Leaflet's module would throw as it loads, in its inline-SVG check). The build rewrites each of those statements
 * into a call of setLeafletHTML (tools/build/leaflet-trusted-types.mjs), which builds the nodes instead: no string
 * reaches a sink, and no policy has to vouch for markup.
 */

/** What the parts of Leaflet that x-map uses write: its buttons' and credits' spans, links, the pin, the SVG check. */
const LEAFLET: NodeRules = {
  html: new Set(["span", "a", "b", "strong", "i", "em", "br", "small"]),
  svg: new Set(["svg", "path", "circle"]),
  attributes: new Set([
    "class",
    "title",
    "aria-hidden",
    "viewBox",
    "width",
    "height",
    "focusable",
    "d",
    "fill",
    "stroke",
    "stroke-width",
    "cx",
    "cy",
    "r",
  ]),
};

/** `target.innerHTML = html`, for Leaflet's own markup: the allowed elements and attributes only, never a handler. */
export function setLeafletHTML(target: Element, html: unknown): void {
  // As the innerHTML setter converts its value: null is empty, anything else its string.
  target.replaceChildren(safeNodes(html === null ? "" : String(html), LEAFLET, target.ownerDocument));
}
