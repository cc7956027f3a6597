import { expect, html } from "@open-wc/testing";
import "../../elements/x-counter";
import { captureConsole } from "../testing/console";
import { belowTheFold as pageWith, scrollTopTo, until } from "../testing/scroll";

type Counter = HTMLElementTagNameMap["x-counter"];

const belowTheFold = (template: ReturnType<typeof html>) => pageWith<Counter>(template, "x-counter");
const shown = (el: Counter) => el.shadowRoot!.querySelector(".value")!.textContent;
/** What assistive technology reads: the page's text (a slot) or the final number the count writes. */
const read = (el: Counter) => {
  const hidden = el.shadowRoot!.querySelector(".visually-hidden")!;
  return hidden.querySelector("slot") ? el.textContent : hidden.textContent;
};

/** Counts to the end (speed 0) and returns the final text. */
async function counted(el: Counter): Promise<string | null> {
  await scrollTopTo(el, 50);
  await until(() => el.matches(":state(complete)"));
  return shown(el);
}

describe("x-counter in the page's language", () => {
  afterEach(() => {
    scrollTo(0, 0);
    document.documentElement.removeAttribute("lang");
    document.documentElement.removeAttribute("dir");
  });

  it("writes Polish numbers: a no-break space between thousands (from 5 digits on) and a decimal comma", async () => {
    const el = await belowTheFold(html`<div lang="pl"><x-counter from="1000" speed="0">12500</x-counter></div>`);
    expect(shown(el)).to.equal("1000");
    expect(await counted(el)).to.equal("12\u00a0500");
    expect(read(el)).to.equal("12500"); // the page's text: the same number
    expect(el.textContent).to.equal("12500"); // the page's text stays, the no-JavaScript fallback
    const decimals = await belowTheFold(html`<div lang="pl"><x-counter from="0.5" to="2.75" speed="0">2.75</x-counter></div>`);
    expect(shown(decimals)).to.equal("0,50");
    expect(await counted(decimals)).to.equal("2,75");
  });

  it("follows the document's language: Arabic-Indic digits in ar-EG, Latin ones in ar", async () => {
    document.documentElement.setAttribute("lang", "ar-EG");
    document.documentElement.setAttribute("dir", "rtl");
    const egyptian = await belowTheFold(html`<x-counter speed="0">12,500</x-counter>`);
    expect(await counted(egyptian)).to.equal("١٢٬٥٠٠");
    document.documentElement.setAttribute("lang", "ar");
    await until(() => shown(egyptian) === "12,500");
  });

  it("counts a number the page writes in Arabic-Indic digits, and reads the page's text out", async () => {
    const el = await belowTheFold(html`<div lang="ar-EG" dir="rtl"><x-counter speed="0">١٢٬٥٠٠</x-counter></div>`);
    expect(shown(el)).to.equal("٠");
    expect(await counted(el)).to.equal("١٢٬٥٠٠");
    expect(el.shadowRoot!.querySelector(".visually-hidden slot")).to.not.equal(null);
    const to = await belowTheFold(html`<div lang="ar-EG"><x-counter to="٢٫٧٥" speed="0">٠</x-counter></div>`);
    expect(await counted(to)).to.equal("٢٫٧٥");
  });

  it("keeps the page's marks, with one warning, for a number that would mean another in the language", async () => {
    const log = captureConsole();
    try {
      const el = await belowTheFold(html`<div lang="de"><x-counter speed="0">12.500</x-counter></div>`);
      expect(await counted(el)).to.equal("12.500"); // not "12,500", which is 12.5 in German
      expect(log.warnings).to.deep.equal([
        '[x-counter] the text "12.500" is 12.5 without comma-separated-decimal but 12500 in the page\'s language (de): the count writes it as the page does; set comma-separated-decimal if it means 12500',
      ]);
    } finally {
      log.restore();
    }
  });

  it("keeps a year ungrouped, and groups what the page grouped", async () => {
    const year = await belowTheFold(html`<div lang="en"><x-counter speed="0">2026</x-counter></div>`);
    expect(await counted(year)).to.equal("2026");
    const grouped = await belowTheFold(html`<div lang="en"><x-counter from="0" speed="0">1,500</x-counter></div>`);
    expect(await counted(grouped)).to.equal("1,500");
  });

  it("follows a change of its own lang at run time", async () => {
    const el = await belowTheFold(html`<x-counter speed="0">12500.5</x-counter>`);
    expect(await counted(el)).to.equal("12500.5");
    el.setAttribute("lang", "pl");
    await until(() => shown(el) === "12\u00a0500,5");
    el.setAttribute("lang", "ar-EG");
    await until(() => shown(el) === "١٢٬٥٠٠٫٥");
  });

  it("lets locale and comma-separated-decimal choose the format over the language", async () => {
    const locale = await belowTheFold(html`<div lang="pl"><x-counter locale="de-DE" speed="0">12500</x-counter></div>`);
    expect(await counted(locale)).to.equal("12.500");
    const comma = await belowTheFold(html`<div lang="en"><x-counter comma-separated-decimal speed="0">99,9</x-counter></div>`);
    expect(await counted(comma)).to.equal("99,9");
  });

  it("starts its number at the start of the line in either direction: the right in a right-to-left page", async () => {
    for (const dir of ["rtl", "ltr"] as const) {
      const el = await belowTheFold(html`<div lang="ar" dir=${dir} style="width: 20rem"><x-counter from="1" speed="0">12,500</x-counter></div>`);
      const value = el.shadowRoot!.querySelector(".value")!.getBoundingClientRect();
      const box = el.shadowRoot!.querySelector('[part="number"]')!.getBoundingClientRect();
      const line = el.parentElement!.getBoundingClientRect();
      expect(value.width).to.be.below(box.width / 2); // "1" in the box sized for "12,500"
      if (dir === "rtl") {
        expect(Math.round(box.right)).to.equal(Math.round(line.right));
        expect(Math.round(value.right)).to.equal(Math.round(box.right));
      } else {
        expect(Math.round(box.left)).to.equal(Math.round(line.left));
        expect(Math.round(value.left)).to.equal(Math.round(box.left));
      }
    }
  });
});
