import { describeLanguages } from "../testing/languages";
import { json, SCHEMA, stubApi } from "./test-helpers";

describeLanguages("x-contact-form (a form rendered from fields)", {
  markup: (attributes) => `<x-contact-form form-id="5" fields='[{"name":"your-name","type":"text","label":"Name"}]' ${attributes}></x-contact-form>`,
  setup: () => stubApi({ schema: () => json(SCHEMA) }).restore,
  texts: (el) => [el.querySelector("form")?.getAttribute("aria-label"), el.querySelector<HTMLInputElement>("form [type=submit]")?.value],
  en: ["Contact form", "Submit"],
  pl: ["Formularz kontaktowy", "Wyślij"],
  ar: ["نموذج الاتصال", "إرسال"],
  override: { attributes: `labels='{"submit":"Wyślij wiadomość"}'`, texts: ["Formularz kontaktowy", "Wyślij wiadomość"] },
});
