import "../../elements/x-rating";
import "../../elements/x-rating-results";
import { expect, fixture, waitUntil } from "@open-wc/testing";
import { stubFetch } from "../testing/fetch";
import { loadCatalogue } from "../shared/texts/catalogues";
import { captureConsole } from "../testing/console";
import { describeLanguages } from "../testing/languages";
import { part } from "../testing/parts";
import { stars } from "./test-helpers";

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

describe("x-rating's words for a vote that got no answer, in the language of its text", () => {
  for (const [lang, message] of [
    ["de", "Sie sind wahrscheinlich offline."],
    ["ar", "يبدو أنك غير متصل بالإنترنت."],
    ["ja", "You are probably offline."],
  ] as const) {
    it(`${lang}: "${message}", and the stars unlock`, async () => {
      const fetch = stubFetch(() => {
        throw new TypeError("Failed to fetch");
      });
      const log = captureConsole();
      try {
        await loadCatalogue(lang);
        const block = await fixture<HTMLElement>(
          `<div lang="${lang}"><x-rating post-id="9073" avg-rating="3.5" vote-count="4" remember-votes="false"></x-rating></div>`,
        );
        const el = block.firstElementChild as HTMLElementTagNameMap["x-rating"];
        await el.updateComplete;
        stars(el)[4]!.click();
        await waitUntil(() => part(el, "message")?.textContent === message, `the message: ${part(el, "message")?.textContent}`);
        expect(fetch.calls).to.have.length(1);
        expect(part(el, "stars")!.getAttribute("aria-disabled")).to.not.equal("true");
      } finally {
        fetch.restore();
        log.restore();
      }
    });
  }
});
