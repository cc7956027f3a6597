/**
 * Constructable stylesheets, one per CSS text, shared by every root that adopts it: a thousand countdowns parse
 * their CSS once, and adopted sheets survive React re-renders, unlike a <style> node.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopts the CSS into a root once: a shadow root (an element's own view, or a part of it that loads later), or the
 * document (or enclosing shadow root) for markup an element keeps in the light DOM. A sheet already there stays put.
 */
export function adoptStyles(root: Document | ShadowRoot, cssText: string): void {
  const sheet = sheetFor(cssText);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Adopts the CSS into the root the node is in: its shadow root, or the document. For a React ref. */
export function adoptStylesAround(node: Node | null, cssText: string): void {
  const root = node?.getRootNode();
  if (root instanceof Document || root instanceof ShadowRoot) adoptStyles(root, cssText);
}
