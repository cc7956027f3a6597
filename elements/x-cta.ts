import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/cta/cta.element";
import { Cta } from "../src/cta/Cta";
import styles from "../src/cta/cta.css?inline";

export default defineElement(declaration, { component: Cta, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-cta": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-cta": JsxOf<typeof declaration>;
    }
  }
}
