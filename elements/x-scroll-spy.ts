import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/scroll-spy/scroll-spy.element";
import { ScrollSpy } from "../src/scroll-spy/ScrollSpy";
import styles from "../src/scroll-spy/scroll-spy.css?inline";

export default defineElement(declaration, { component: ScrollSpy, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-scroll-spy": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-scroll-spy": JsxOf<typeof declaration>;
    }
  }
}
