import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/counter/counter.element";
import { Counter } from "../src/counter/Counter";
import styles from "../src/counter/counter.css?inline";

export default defineElement(declaration, { component: Counter, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-counter": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-counter": JsxOf<typeof declaration>;
    }
  }
}
