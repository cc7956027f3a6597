import "../../elements/x-video";
import { describeLanguages } from "../testing/languages";
import { CLIP } from "./test-helpers";

describeLanguages("x-video", {
  markup: (attributes) => `<x-video src="${CLIP}" ${attributes}><a href="${CLIP}">Download</a></x-video>`,
  texts: (el) => [el.shadowRoot!.querySelector('[part="play"]')?.getAttribute("aria-label")],
  en: ["Play video"],
  pl: ["Odtwórz wideo"],
  ar: ["تشغيل الفيديو"],
  override: { attributes: 'play-label="Odtwórz zwiastun"', texts: ["Odtwórz zwiastun"] },
});
