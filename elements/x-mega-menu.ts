import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/menu/mega-menu.element";
import { MegaMenu } from "../src/menu/MegaMenu";
import styles from "../src/menu/mega-menu.css?inline";

export default defineElement(declaration, { component: MegaMenu, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-mega-menu": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-mega-menu": JsxOf<typeof declaration>;
    }
  }
}
