import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/toggle/toggle.element";
import { Toggle, type ToggleMethods } from "../src/toggle/Toggle";
import styles from "../src/toggle/toggle.css?inline";

export default defineElement(declaration, { component: Toggle, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-toggle": ElementOf<typeof declaration> & ToggleMethods;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-toggle": JsxOf<typeof declaration>;
    }
  }
}
