import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/flip-card/flip-card.element";
import { FlipCard } from "../src/flip-card/FlipCard";
import styles from "../src/flip-card/flip-card.css?inline";

export default defineElement(declaration, { component: FlipCard, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-flip-card": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-flip-card": JsxOf<typeof declaration>;
    }
  }
}
