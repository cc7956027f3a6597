import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/newsletter-form/newsletter-form.element";
import { NewsletterForm } from "../src/newsletter-form/NewsletterForm";
import type { NewsletterFormApi } from "../src/newsletter-form/host-api";
import styles from "../src/newsletter-form/newsletter-form.css?inline";

export default defineElement(declaration, { component: NewsletterForm, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-newsletter-form": ElementOf<typeof declaration> & NewsletterFormApi;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-newsletter-form": JsxOf<typeof declaration>;
    }
  }
}
