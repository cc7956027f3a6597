import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/menu/menu.element";
import { Menu } from "../src/menu/Menu";
import styles from "../src/menu/menu.css?inline";

export default defineElement(declaration, { component: Menu, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-menu": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-menu": JsxOf<typeof declaration>;
    }
  }
}
