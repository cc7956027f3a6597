/** Small CF7 helpers (contracts 1.1, 1.9), kept free of the DOM. */

/** CF7's browser checks (contracts 1.1), in its order: the first missing feature's message, or null. */
export function missingFeature(): string | null {
  if (typeof window.fetch !== "function") return "Your browser does not support window.fetch().";
  if (typeof window.FormData !== "function") return "Your browser does not support window.FormData().";
  if (typeof NodeList.prototype.forEach !== "function") return "Your browser does not support NodeList.forEach().";
  if (typeof String.prototype.replaceAll !== "function") return "Your browser does not support String.replaceAll().";
  return null;
}

/** `example.com` → `http://example.com`: a trimmed value with a dot and no scheme gets `http://`. */
export function prefixWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed !== "" && !/^[a-z][a-z0-9.+-]*:/i.test(trimmed) && trimmed.includes(".")) {
    return `http://${trimmed.replace(/^\/+/, "")}`;
  }
  return trimmed;
}

export interface AcceptanceBox {
  checked: boolean;
  optional: boolean;
  invert: boolean;
}

/** Accepted when every non-optional box is checked, or unchecked where inverted. */
export function isAccepted(boxes: AcceptanceBox[]): boolean {
  return boxes.every((box) => box.optional || box.checked !== box.invert);
}

/** The id of a field's error, as CF7 builds it (`{unitTag}-ve-{field}`, unsafe characters removed). */
export function errorId(unitTag: string, field: string): string {
  return `${unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, "");
}
