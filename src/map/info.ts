import { safeNodes, type NodeRules } from "./safe-nodes";

/** An info window's markup: simple elements, and no attribute but a safe link target; everything else is text. */
const INFO: NodeRules = {
  html: new Set(["b", "strong", "i", "em", "br", "p", "a", "span", "small"]),
  svg: new Set(),
  attributes: new Set(),
};

/** The info window's content, built in the given document: nothing in it runs or loads. */
export function sanitizeInfo(info: string, doc: Document = document): DocumentFragment {
  return safeNodes(info, INFO, doc);
}

/** The info's plain text, for a marker's accessible name: whitespace collapsed. */
export function infoText(info: string, doc: Document = document): string {
  return (sanitizeInfo(info.replace(/<br\s*\/?>|<\/p>/gi, " "), doc).textContent ?? "").replace(/\s+/g, " ").trim();
}
