import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/countdown/countdown.element";
import { Countdown } from "../src/countdown/Countdown";
import styles from "../src/countdown/countdown.css?inline";

export default defineElement(declaration, { component: Countdown, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-countdown": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-countdown": JsxOf<typeof declaration>;
    }
  }
}
