import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/rating/rating.element";
import { Rating } from "../src/rating/Rating";
import styles from "../src/rating/rating.css?inline";

export default defineElement(declaration, { component: Rating, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-rating": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-rating": JsxOf<typeof declaration>;
    }
  }
}
