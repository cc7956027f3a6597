import "../../elements/x-pdf";
import { describeLanguages } from "../testing/languages";
import { parts } from "../testing/parts";
import { SAMPLE } from "./test-helpers";

const label = (node: Element | undefined) => node?.getAttribute("aria-label");

describeLanguages("x-pdf (the built-in viewer)", {
  markup: (attributes) => `<x-pdf src="${SAMPLE}" viewer="built-in" ${attributes}><a href="/x.pdf">Download</a></x-pdf>`,
  texts: (el) => {
    const [previous, next, zoomOut, zoomIn] = parts(el, "button");
    return [
      label(parts(el, "viewer")[0]),
      label(previous),
      parts(el, "status")[0]?.textContent,
      label(next),
      label(zoomOut),
      label(zoomIn),
      parts(el, "download")[0]?.textContent,
      label(parts(el, "pages")[0]),
      label(parts(el, "page")[0]),
    ];
  },
  en: ["PDF document", "Previous page", "Page 1 of 4", "Next page", "Zoom out", "Zoom in", "Download", "PDF document, pages", "Page 1"],
  pl: [
    "Dokument PDF",
    "Poprzednia strona",
    "Strona 1 z 4",
    "Następna strona",
    "Pomniejsz",
    "Powiększ",
    "Pobierz",
    "Dokument PDF, strony",
    "Strona 1",
  ],
  ar: ["مستند PDF", "الصفحة السابقة", "الصفحة 1 من 4", "الصفحة التالية", "تصغير", "تكبير", "تنزيل", "مستند PDF، الصفحات", "الصفحة 1"],
  override: {
    attributes: 'label="Przewodnik"',
    texts: [
      "Przewodnik",
      "Poprzednia strona",
      "Strona 1 z 4",
      "Następna strona",
      "Pomniejsz",
      "Powiększ",
      "Pobierz",
      "Przewodnik, strony",
      "Strona 1",
    ],
  },
});
