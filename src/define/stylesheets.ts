/**
 * One constructable stylesheet per element type, shared by all its instances: a thousand countdowns parse
 * their CSS once. Adopted sheets also survive React re-renders, unlike a <style> node in the shadow root.
 */
const sheets = new Map<string, CSSStyleSheet>();

/*
 * Every element honours the `hidden` attribute. An element's `:host { display: ... }` is author CSS and would
 * beat the browser's own `[hidden] { display: none }`. `!important`, so that no later `:host(...)` rule of an
 * element's own CSS that sets `display` can undo it.
 */
const BASE_CSS = ":host([hidden]) { display: none !important; }\n";

export function sheetFor(tag: string, cssText: string): CSSStyleSheet {
  let sheet = sheets.get(tag);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(BASE_CSS + cssText);
    sheets.set(tag, sheet);
  }
  return sheet;
}
