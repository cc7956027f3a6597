import { textCheck } from "../shared/checks";

/*
 * The `input` and `trigger` attributes: a CSS selector into the element's light DOM, or "" for the element's own
 * choice. Set as a property, an element is written as a selector of its id (given one if it has none), so the
 * attribute stays the one source of truth; a value that is neither a selector nor an element is refused.
 */

export const NOT_A_SELECTOR = "is neither a CSS selector nor an element (TypeError)";

/** Whether the text is a CSS selector the browser accepts; "" means none. In Node (the build) every text passes. */
export function isSelector(text: string): boolean {
  if (text === "" || typeof document === "undefined") return true;
  try {
    document.createDocumentFragment().querySelector(text);
    return true;
  } catch {
    return false;
  }
}

export const selectorSchema = textCheck(isSelector, NOT_A_SELECTOR);

let generatedIds = 0;

/** Property value → attribute text: a selector as is, an element as `#id`; anything else its text, which warns. */
export function serializeSelector(value: unknown): string {
  if (typeof Element !== "undefined" && value instanceof Element) {
    if (!value.id) value.id = `x-ai-search-target-${++generatedIds}`;
    return `#${CSS.escape(value.id)}`;
  }
  return typeof value === "string" ? value : `[${typeof value}]`;
}
