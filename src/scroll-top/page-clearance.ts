/*
 * The strip kept free at the page's end for the scroll-to-top button: padding at the bottom of the document (in the
 * x-elements layer, so a page's own value wins), as tall as the button with its inset above and below. At the end of
 * the page the button then sits in that strip, below the last content (a footer's links, the last search result),
 * rather than over it.
 */
const clearances = new Map<object, string>();
const sheet = new CSSStyleSheet();
let written = "";

/** Sets (or, with null, takes back) the strip one button needs; the page keeps the tallest. */
export function setClearance(holder: object, length: string | null): void {
  if (length === null) clearances.delete(holder);
  else clearances.set(holder, length);
  const values = [...clearances.values()];
  const css = values.length > 0 ? `@layer x-elements { :root { padding-bottom: max(${values.join(", ")}); } }` : "";
  if (css !== written) {
    sheet.replaceSync(css);
    written = css;
  }
  const adopted = document.adoptedStyleSheets.includes(sheet);
  if (values.length > 0 && !adopted) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  else if (values.length === 0 && adopted) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
}

/**
 * The strip's height for a button: the page's --x-scroll-top-clearance when it is a length, else the button's
 * height and its inset from the viewport's bottom, above and below it.
 */
export function clearanceOf(host: HTMLElement, button: HTMLElement): string {
  const style = getComputedStyle(host);
  const configured = style.getPropertyValue("--x-scroll-top-clearance").trim();
  if (configured && CSS.supports("padding-bottom", configured)) return configured;
  const inset = parseFloat(style.bottom) || 0;
  return `${Math.ceil(button.offsetHeight + 2 * inset)}px`;
}
