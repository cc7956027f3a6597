import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/pdf/pdf.element";
import { Pdf } from "../src/pdf/Pdf";
import styles from "../src/pdf/pdf.css?inline";

export default defineElement(declaration, { component: Pdf, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-pdf": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-pdf": JsxOf<typeof declaration>;
    }
  }
}
