import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/tooltip/popover.element";
import { Popover } from "../src/tooltip/Popover";
import panelStyles from "../src/tooltip/panel.css?inline";
import styles from "../src/tooltip/popover.css?inline";

export default defineElement(declaration, { component: Popover, styles: panelStyles + styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-popover": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-popover": JsxOf<typeof declaration>;
    }
  }
}
