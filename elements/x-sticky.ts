import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/sticky/sticky.element";
import { Sticky } from "../src/sticky/Sticky";
import styles from "../src/sticky/sticky.css?inline";

export default defineElement(declaration, { component: Sticky, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-sticky": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-sticky": JsxOf<typeof declaration>;
    }
  }
}
