import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/feature-box/feature-box.element";
import { FeatureBox } from "../src/feature-box/FeatureBox";
import styles from "../src/feature-box/feature-box.css?inline";

export default defineElement(declaration, { component: FeatureBox, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-feature-box": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-feature-box": JsxOf<typeof declaration>;
    }
  }
}
