import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/tooltip/tooltip.element";
import { Tooltip } from "../src/tooltip/Tooltip";
import panelStyles from "../src/tooltip/panel.css?inline";
import styles from "../src/tooltip/tooltip.css?inline";

export default defineElement(declaration, { component: Tooltip, styles: panelStyles + styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-tooltip": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-tooltip": JsxOf<typeof declaration>;
    }
  }
}
