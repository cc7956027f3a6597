import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/ai-search/ai-search.element";
import { AiSearch } from "../src/ai-search/AiSearch";
import styles from "../src/ai-search/ai-search.css?inline";

export default defineElement(declaration, { component: AiSearch, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-ai-search": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-ai-search": JsxOf<typeof declaration>;
    }
  }
}
