import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/parallax/parallax.element";
import { Parallax } from "../src/parallax/Parallax";
import styles from "../src/parallax/parallax.css?inline";

export default defineElement(declaration, { component: Parallax, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-parallax": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-parallax": JsxOf<typeof declaration>;
    }
  }
}
