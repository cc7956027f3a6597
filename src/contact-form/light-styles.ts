import { sheetFor } from "../define/stylesheets";
import css from "./contact-form.light.css?inline";

const adopted = new WeakSet<Document | ShadowRoot>();

/**
 * The form lives in the light DOM, where the element's shadow styles cannot reach: CF7's default look is adopted
 * into the page (or the enclosing shadow root) once, at zero specificity so a theme's CF7 styles win.
 */
export function adoptLightStyles(host: HTMLElement): void {
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot) || adopted.has(root)) return;
  adopted.add(root);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetFor("x-contact-form-light", css)];
}
