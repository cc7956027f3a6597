import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/contact-form/contact-form.element";
import { ContactForm } from "../src/contact-form/ContactForm";
import styles from "../src/contact-form/contact-form.css?inline";

export default defineElement(declaration, { component: ContactForm, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-contact-form": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-contact-form": JsxOf<typeof declaration>;
    }
  }
}
