import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/animate/animate.element";
import { Animate } from "../src/animate/Animate";
import styles from "../src/animate/animate.css?inline";

export default defineElement(declaration, { component: Animate, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-animate": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-animate": JsxOf<typeof declaration>;
    }
  }
}
