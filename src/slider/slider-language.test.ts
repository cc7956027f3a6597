import "../../elements/x-slider";
import { describeLanguages } from "../testing/languages";

const label = (el: Element, selector: string) => el.shadowRoot!.querySelector(selector)?.getAttribute("aria-label");

describeLanguages("x-slider", {
  markup: (attributes) => `<x-slider autoplay="interval" ${attributes}><p>One</p><p>Two</p><p>Three</p></x-slider>`,
  texts: (el) => [
    label(el, '[part="region"]'),
    label(el, '[part~="slide"]'),
    label(el, '[part="previous"]'),
    label(el, '[part="next"]'),
    label(el, '[part="pagination"]'),
    label(el, '[part~="page"]'),
    label(el, '[part="toggle"]'),
  ],
  en: ["Carousel", "1 of 3", "Previous slide", "Next slide", "Pages", "Page 1", "Pause automatic slide show"],
  pl: ["Karuzela", "1 z 3", "Poprzedni slajd", "Następny slajd", "Strony", "Strona 1", "Wstrzymaj automatyczny pokaz slajdów"],
  ar: ["عرض شرائح", "1 من 3", "الشريحة السابقة", "الشريحة التالية", "الصفحات", "الصفحة 1", "إيقاف العرض التلقائي مؤقتًا"],
  override: {
    attributes: `labels='{"carousel":"Galeria","next":"Dalej"}'`,
    texts: ["Galeria", "1 z 3", "Poprzedni slajd", "Dalej", "Strony", "Strona 1", "Wstrzymaj automatyczny pokaz slajdów"],
  },
});
