import "../../elements/x-rating";
import "../../elements/x-rating-results";
import { describeLanguages } from "../testing/languages";

const shadow = (el: Element, selector: string) => el.shadowRoot!.querySelector(selector);

describeLanguages("x-rating", {
  markup: (attributes) => `<x-rating post-id="9071" vote-count="0" remember-votes="false" ${attributes}></x-rating>`,
  texts: (el) => [
    shadow(el, '[id$="label"]')?.textContent,
    shadow(el, '[part~="star"]')?.getAttribute("aria-label"),
    shadow(el, '[part="summary"]')?.textContent,
  ],
  en: ["Rate this post", "1 / 5: Not at all useful", "No votes so far! Be the first to rate this post."],
  pl: ["Oceń ten wpis", "1 / 5: Zupełnie nieprzydatny", "Brak głosów! Oceń ten wpis jako pierwszy."],
  ar: ["قيّم هذا المقال", "1 / 5: غير مفيد إطلاقًا", "لا توجد أصوات بعد! كن أول من يقيّم هذا المقال."],
  override: {
    attributes: `messages='{"rate":"Twoja ocena"}' labels='["1","2","3","4","5"]'`,
    texts: ["Twoja ocena", "1 / 5: 1", "Brak głosów! Oceń ten wpis jako pierwszy."],
  },
});

describeLanguages("x-rating-results (a counted text in the language's plural form)", {
  markup: (attributes) => `<x-rating-results post-id="9072" avg-rating="4" vote-count="2" ${attributes}></x-rating-results>`,
  texts: (el) => [shadow(el, '[part="summary"]')?.textContent],
  en: ["4 (2 votes)"],
  pl: ["4 (2 głosy)"],
  ar: ["4 (صوتان)"],
  override: { attributes: `messages='{"results":"{avg} ★ {count}"}'`, texts: ["4 ★ 2"] },
});
