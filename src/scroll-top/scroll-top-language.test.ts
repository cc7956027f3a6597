import "../../elements/x-scroll-top";
import { describeLanguages } from "../testing/languages";

describeLanguages("x-scroll-top", {
  markup: (attributes) => `<x-scroll-top ${attributes}><a href="#top">Top</a></x-scroll-top>`,
  texts: (el) => [el.shadowRoot!.querySelector('[part="button"]')?.textContent],
  en: ["Back to top"],
  pl: ["Powrót na górę"],
  ar: ["العودة إلى الأعلى"],
  override: { attributes: 'label="Do góry"', texts: ["Do góry"] },
});
