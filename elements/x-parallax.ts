import { defineElement, type ElementOf, type EventMapOf, type JsxOf } from "../src/define";
import declaration from "../src/parallax/parallax.element";
import { Parallax } from "../src/parallax/Parallax";
import styles from "../src/parallax/parallax.css?inline";

export default defineElement(declaration, { component: Parallax, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-parallax": ElementOf<typeof declaration>;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof declaration> {}
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-parallax": JsxOf<typeof declaration>;
    }
  }
}
