import "../../elements/x-flip-card";
import { describeLanguages } from "../testing/languages";

describeLanguages("x-flip-card", {
  markup: (attributes) => `<x-flip-card ${attributes}><p>Front</p><p slot="back">Back</p></x-flip-card>`,
  texts: (el) => [el.shadowRoot!.querySelector('[part="toggle"]')?.textContent],
  en: ["Flip card"],
  pl: ["Odwróć kartę"],
  ar: ["قلب البطاقة"],
  override: { attributes: 'label="Pokaż odpowiedź"', texts: ["Pokaż odpowiedź"] },
});
