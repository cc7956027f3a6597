import "../../elements/x-ai-search";
import "../../elements/x-search-overlay";
import { describeLanguages } from "../testing/languages";
import { part } from "../testing/parts";

describeLanguages("x-ai-search", {
  markup: (attributes) => `<x-ai-search project-id="1" project-key="k" script-src="/nowhere.js" ${attributes}></x-ai-search>`,
  texts: (el) => [
    part(el, "input")?.getAttribute("aria-label"),
    part(el, "clear")?.getAttribute("aria-label"),
    part(el, "submit")?.textContent,
    part(el, "panel")?.getAttribute("aria-label"),
  ],
  en: ["Search", "Clear", "Search", "Answer"],
  pl: ["Szukaj", "Wyczyść", "Szukaj", "Odpowiedź"],
  ar: ["بحث", "مسح", "بحث", "الإجابة"],
  override: {
    attributes: `label="Zapytaj" labels='{"submit":"Zapytaj"}'`,
    texts: ["Zapytaj", "Wyczyść", "Zapytaj", "Odpowiedź"],
  },
});

describeLanguages("x-search-overlay", {
  markup: (attributes) => `<x-search-overlay ${attributes}>Search</x-search-overlay>`,
  // The close button is named by its text (a cross beside it).
  texts: (el) => [part(el, "close")?.textContent?.replace("×", ""), part(el, "dialog")?.getAttribute("aria-label")],
  en: ["Close search", "Search this site"],
  pl: ["Zamknij wyszukiwanie", "Przeszukaj tę witrynę"],
  ar: ["إغلاق البحث", "البحث في هذا الموقع"],
  override: { attributes: 'close-label="Zamknij"', texts: ["Zamknij", "Przeszukaj tę witrynę"] },
});
