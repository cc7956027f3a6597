import { useLayoutEffect, useState } from "react";

/**
 * CSS a view computes from its attributes (an entrance's timing, a scroll effect), adopted into the element's shadow
 * root as a constructable stylesheet of its own: a rendered <style> element is refused by a Content Security Policy
 * without 'unsafe-inline' in style-src, an adopted sheet is not. The sheet is rewritten when the text changes, and
 * leaves the root with the view. Adopted after the element's own sheet, as the <style> came after it in the tree.
 */
export function useAdoptedCss(host: HTMLElement, css: string): void {
  const [sheet] = useState(() => new CSSStyleSheet());
  useLayoutEffect(() => sheet.replaceSync(css), [sheet, css]);
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!root) return;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [host, sheet]);
}
