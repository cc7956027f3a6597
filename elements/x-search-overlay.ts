import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/ai-search/search-overlay.element";
import { SearchOverlay } from "../src/ai-search/SearchOverlay";
import styles from "../src/ai-search/search-overlay.css?inline";

export default defineElement(declaration, { component: SearchOverlay, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-search-overlay": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-search-overlay": JsxOf<typeof declaration>;
    }
  }
}
