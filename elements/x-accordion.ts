import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/toggle/accordion.element";
import { Accordion } from "../src/toggle/Accordion";
import styles from "../src/toggle/accordion.css?inline";

export default defineElement(declaration, { component: Accordion, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-accordion": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-accordion": JsxOf<typeof declaration>;
    }
  }
}
