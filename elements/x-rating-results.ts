import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/rating/rating-results.element";
import { RatingResults } from "../src/rating/RatingResults";
import styles from "../src/rating/rating.css?inline";

export default defineElement(declaration, { component: RatingResults, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-rating-results": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-rating-results": JsxOf<typeof declaration>;
    }
  }
}
