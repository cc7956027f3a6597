/**
 * One constructable stylesheet per element type, shared by all its instances: a thousand countdowns parse
 * their CSS once. Adopted sheets also survive React re-renders, unlike a <style> node in the shadow root.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function sheetFor(tag: string, cssText: string): CSSStyleSheet {
  let sheet = sheets.get(tag);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(tag, sheet);
  }
  return sheet;
}
