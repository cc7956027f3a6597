import { expect, fixture, nextFrame, waitUntil } from "@open-wc/testing";
import { captureConsole } from "./console";

/** How an element shows its built-in texts, for the language suite. */
export interface LanguageCase {
  /** The element's markup; `attributes` go into its opening tag. */
  markup: (attributes: string) => string;
  /** Its built-in texts as shown (text or accessible name), in a fixed order; null where one is not shown yet. */
  texts: (el: HTMLElement) => Array<string | null | undefined>;
  /** Those texts in English, Polish and Arabic. */
  en: string[];
  pl: string[];
  ar: string[];
  /** Attributes that override texts, and the texts then shown in a Polish page. */
  override: { attributes: string; texts: string[] };
  /** What a visitor does for the texts to show (run again while waiting for them), if anything. */
  act?: (el: HTMLElement) => void;
  /** Stubs for each test (e.g. of fetch): returns their undoing. */
  setup?: () => () => void;
}

const shows = (el: HTMLElement, texts: LanguageCase["texts"], expected: string[]) =>
  JSON.stringify(texts(el).map((text) => text?.replace(/\s+/g, " ").trim())) === JSON.stringify(expected);

/** Waits until the element shows `expected`, then checks it (so that a failure names what it showed). */
async function expectTexts(el: HTMLElement, c: LanguageCase, expected: string[], what: string): Promise<void> {
  await waitUntil(() => (c.act?.(el), shows(el, c.texts, expected)), `${what}: ${JSON.stringify(c.texts(el))}`, { timeout: 8000 }).catch(() => {});
  expect(c.texts(el).map((text) => text?.replace(/\s+/g, " ").trim())).to.deep.equal(expected, what);
}

/** The element inside a block with the given attributes (lang, dir), once it is upgraded. */
async function mount(c: LanguageCase, block: string, own = ""): Promise<{ el: HTMLElement; block: HTMLElement }> {
  const wrapper = await fixture<HTMLElement>(`<div ${block}>${c.markup(own)}</div>`);
  const el = wrapper.firstElementChild as HTMLElement & { updateComplete?: Promise<unknown> };
  await el.updateComplete;
  return { el, block: wrapper };
}

/**
 * The built-in texts of `tag` in the language of its text: its own lang or the page's, Arabic right to left, its
 * attributes over the language's words, English for a language the elements do not speak, and a lang changed at
 * run time.
 */
export function describeLanguages(tag: string, c: LanguageCase): void {
  describe(`${tag}'s built-in texts in the language of its text`, () => {
    let undo = () => {};
    beforeEach(() => {
      undo = c.setup?.() ?? (() => {});
    });
    afterEach(() => undo());

    it("are English on a page that names no language", async () => {
      const { el } = await mount(c, "");
      await expectTexts(el, c, c.en, "English");
    });

    it("are Polish on a Polish page (an ancestor's lang)", async () => {
      const { el } = await mount(c, 'lang="pl-PL"');
      await expectTexts(el, c, c.pl, "Polish");
    });

    it("are Arabic with its own lang, laid out right to left without overflowing its block", async () => {
      const { el, block } = await mount(c, 'dir="rtl" lang="en"', 'lang="ar"');
      await expectTexts(el, c, c.ar, "Arabic");
      expect(getComputedStyle(el).direction).to.equal("rtl");
      expect(block.scrollWidth).to.be.at.most(block.clientWidth, "nothing sticks out sideways");
    });

    it("take the element's attributes over the language's words", async () => {
      const { el } = await mount(c, 'lang="pl"', c.override.attributes);
      await expectTexts(el, c, c.override.texts, "overridden");
    });

    it("are English, without a warning, in a language the elements do not speak", async () => {
      const console = captureConsole();
      try {
        const { el } = await mount(c, 'lang="ja"');
        for (let frame = 0; frame < 3; frame++) await nextFrame();
        await expectTexts(el, c, c.en, "English for Japanese");
        expect(console.warnings.filter((warning) => warning.includes(tag))).to.deep.equal([]);
      } finally {
        console.restore();
      }
    });

    it("follow a lang changed at run time", async () => {
      const { el, block } = await mount(c, 'lang="pl"');
      await expectTexts(el, c, c.pl, "Polish");
      block.setAttribute("lang", "ar");
      await expectTexts(el, c, c.ar, "Arabic after the change");
      block.setAttribute("lang", "en");
      await expectTexts(el, c, c.en, "English after the change");
    });
  });
}
