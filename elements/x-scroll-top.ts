import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/scroll-top/scroll-top.element";
import { ScrollTop } from "../src/scroll-top/ScrollTop";
import styles from "../src/scroll-top/scroll-top.css?inline";

export default defineElement(declaration, { component: ScrollTop, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-scroll-top": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-scroll-top": JsxOf<typeof declaration>;
    }
  }
}
