import { expect, fixture, nextFrame } from "@open-wc/testing";
import { loadCatalogue } from "../shared/texts/catalogues";
import { captureConsole } from "../testing/console";
import { describeLanguages } from "../testing/languages";
import { cf7Markup, fillValid, SCHEMA, stubApi, submit, type XContactForm } from "./test-helpers";
import { jsonResponse } from "../testing/fetch";
import { formOf, until } from "../testing/forms";

describeLanguages("x-contact-form (a form rendered from fields)", {
  markup: (attributes) => `<x-contact-form form-id="5" fields='[{"name":"your-name","type":"text","label":"Name"}]' ${attributes}></x-contact-form>`,
  setup: () => stubApi({ schema: () => jsonResponse(SCHEMA) }).restore,
  texts: (el) => [el.querySelector("form")?.getAttribute("aria-label"), el.querySelector<HTMLInputElement>("form [type=submit]")?.value],
  en: ["Contact form", "Submit"],
  pl: ["Formularz kontaktowy", "Wyślij"],
  ar: ["نموذج الاتصال", "إرسال"],
  override: { attributes: `labels='{"submit":"Wyślij wiadomość"}'`, texts: ["Formularz kontaktowy", "Wyślij wiadomość"] },
});

describe("x-contact-form's words for a request that got no answer, in the language of its text", () => {
  const faults: Array<[string, string, () => Response | Promise<Response>, string]> = [
    ["de", "offline", () => Promise.reject(new TypeError("Failed to fetch")), "Sie sind wahrscheinlich offline."],
    ["ar", "offline", () => Promise.reject(new TypeError("Failed to fetch")), "يبدو أنك غير متصل بالإنترنت."],
    ["de", "an answer that is not JSON", () => new Response("<html>oops</html>", { status: 200 }), "Die Antwort ist keine gültige JSON-Antwort."],
    ["ja", "offline", () => Promise.reject(new TypeError("Failed to fetch")), "You are probably offline."],
  ];
  for (const [lang, fault, answer, message] of faults) {
    it(`${lang}, ${fault}: "${message}"`, async () => {
      const api = stubApi({ feedback: answer });
      const log = captureConsole();
      try {
        await loadCatalogue(lang);
        const block = await fixture<HTMLElement>(`<div lang="${lang}"><x-contact-form form-id="5">${cf7Markup()}</x-contact-form></div>`);
        const el = block.firstElementChild as XContactForm;
        await el.updateComplete;
        await nextFrame();
        fillValid(el);
        submit(el);
        await until(() => formOf(el).dataset["status"] === "failed");
        expect(formOf(el).querySelector(".wpcf7-response-output")!.textContent).to.equal(message);
        expect(el.querySelector('.screen-reader-response [role="status"]')!.textContent).to.equal(message);
      } finally {
        api.restore();
        log.restore();
      }
    });
  }
});
