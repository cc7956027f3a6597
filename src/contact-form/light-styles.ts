import { adoptStylesAround } from "../shared/stylesheets";
import css from "./contact-form.light.css?inline";

/**
 * The form lives in the light DOM, where the element's shadow styles cannot reach: CF7's default look is adopted
 * into the page (or the enclosing shadow root) once, at zero specificity so a theme's CF7 styles win.
 */
export function adoptLightStyles(host: HTMLElement): void {
  adoptStylesAround(host, css);
}
