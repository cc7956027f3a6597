import { expect, fixture, html } from "@open-wc/testing";
import sinon from "sinon";
import "../../elements/x-countdown";
import { captureConsole } from "../testing/console";
import { NOW, at, frames, unitTexts } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";
import { loadTemplateParser } from "./template-loader";

type Countdown = HTMLElementTagNameMap["x-countdown"];

const SECONDS = { d: 86400, h: 3600, m: 60, s: 1 } as const;
type Unit = keyof typeof SECONDS;
const COUNTS = [1, 2, 3, 5, 11, 22, 100];

/** A countdown inside a block of the given language and direction, once its units show. */
async function countdownIn(lang: string, dir: "ltr" | "rtl", attributes: Record<string, string>): Promise<Countdown> {
  const block = await fixture<HTMLDivElement>(html`<div lang=${lang} dir=${dir}></div>`);
  const el = document.createElement("x-countdown");
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  block.append(el);
  await el.updateComplete;
  return el;
}

/** The label a countdown showing one unit gives `count` of it (its value without leading zeros). */
async function shown(lang: string, dir: "ltr" | "rtl", unit: Unit, count: number, extra: Record<string, string> = {}): Promise<string> {
  const el = await countdownIn(lang, dir, { end: at(count * SECONDS[unit]), units: unit, "leading-zeros": "false", ...extra });
  return unitTexts(el).join(" | ");
}

const timerLabel = (el: Countdown) => el.shadowRoot!.querySelector('[role="timer"]')!.getAttribute("aria-label");

describe("x-countdown in the page's language", () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = installFakeTimers({ now: NOW, toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => clock.restore());

  /** For each unit, what 1, 2, 3, 5, 11, 22 and 100 of it show in a language. */
  function labelsEachCount(language: string, dir: "ltr" | "rtl", expected: Record<Unit, string[]>) {
    for (const unit of ["d", "h", "m", "s"] as const) {
      it(`labels 1, 2, 3, 5, 11, 22 and 100 of unit ${unit} in ${language}`, async () => {
        const texts = [];
        for (const count of COUNTS) texts.push(await shown(language, dir, unit, count));
        expect(texts).to.deep.equal(COUNTS.map((count, index) => `${count} ${expected[unit][index]}`));
      });
    }
  }

  // Polish has one, few and many forms.
  labelsEachCount("pl", "ltr", {
    d: ["dzień", "dni", "dni", "dni", "dni", "dni", "dni"],
    h: ["godzina", "godziny", "godziny", "godzin", "godzin", "godziny", "godzin"],
    m: ["minuta", "minuty", "minuty", "minut", "minut", "minuty", "minut"],
    s: ["sekunda", "sekundy", "sekundy", "sekund", "sekund", "sekundy", "sekund"],
  });

  // Arabic has one, two, few, many and other forms (one and two name the count in the word); "ar" writes Latin
  // digits (CLDR), ar-EG Arabic-Indic ones (below).
  labelsEachCount("ar", "rtl", {
    d: ["يوم", "يومان", "أيام", "أيام", "يومًا", "يومًا", "يوم"],
    h: ["ساعة", "ساعتان", "ساعات", "ساعات", "ساعة", "ساعة", "ساعة"],
    m: ["دقيقة", "دقيقتان", "دقائق", "دقائق", "دقيقة", "دقيقة", "دقيقة"],
    s: ["ثانية", "ثانيتان", "ثوان", "ثوان", "ثانية", "ثانية", "ثانية"],
  });

  it("writes the digits of the language: Arabic-Indic in ar-EG, also with leading zeros", async () => {
    const el = await countdownIn("ar-EG", "rtl", { end: at(273906) });
    expect(unitTexts(el)).to.deep.equal(["٠٣ أيام", "٠٤ ساعات", "٠٥ دقائق", "٠٦ ثوان"]);
    expect(timerLabel(el)).to.equal("٣ أيام و٤ ساعات و٥ دقائق");
  });

  it("tells the time left in the language, with the right plural forms", async () => {
    expect(timerLabel(await countdownIn("pl", "ltr", { end: at(273906) }))).to.equal("3 dni, 4 godziny i 5 minut");
    expect(timerLabel(await countdownIn("pl", "ltr", { end: at(90061) }))).to.equal("1 dzień, 1 godzina i 1 minuta");
    expect(timerLabel(await countdownIn("ar", "rtl", { end: at(2 * 86400 + 11 * 60) }))).to.equal("يومان و11 دقيقة");
    expect(timerLabel(await countdownIn("en", "ltr", { end: at(3600 + 59 * 60) }))).to.equal("Countdown ends in 1 hour and 59 minutes.");
    // A page's own wording still wins; its numbers are written in the language. (Its parser, loaded on demand, is in
    // beforehand, so that the text shows at once: template-loading.test.ts tests the loading.)
    await loadTemplateParser();
    const custom = await countdownIn("ar-EG", "rtl", { end: at(3725), "accessible-text": "{{h}}:{{m}}" });
    expect(timerLabel(custom)).to.equal("١:٢");
  });

  it("takes labels with plural categories, and today's singular and plural labels, over the language's", async () => {
    const categories = JSON.stringify({ day: { one: "doba", few: "doby", many: "dób" }, hour: { other: "godz." } });
    const texts = [];
    for (const count of [1, 2, 5, 22]) texts.push(await shown("pl", "ltr", "d", count, { labels: categories }));
    expect(texts).to.deep.equal(["1 doba", "2 doby", "5 dób", "22 doby"]);
    expect(await shown("pl", "ltr", "h", 5, { labels: categories })).to.equal("5 godz.");
    const singularPlural = JSON.stringify({ minute: "Minuta", minutes: "Minut" });
    const el = await countdownIn("pl", "ltr", { end: at(2 * 3600 + 60 + 2), labels: singularPlural });
    expect(unitTexts(el)).to.deep.equal(["02 godziny", "01 Minuta", "02 sekundy"]);
  });

  it("warns once and falls back to the language's labels when a label is no text or plural forms", async () => {
    const log = captureConsole();
    try {
      const el = await countdownIn("pl", "ltr", { end: at(2 * 86400), units: "d", labels: '{"day":{"single":"doba"}}' });
      expect(unitTexts(el)).to.deep.equal(["02 dni"]);
      await clock.tickAsync(60_000);
      await el.updateComplete;
      const problem = "does not match the expected shape at day: is neither a text nor forms by plural category (zero, one, two, few, many, other)";
      expect(log.warnings).to.deep.equal([`[x-countdown] attribute "labels": ${JSON.stringify('{"day":{"single":"doba"}}')} ${problem}`]);
      for (const labels of ['{"day":{}}', '{"day":5}']) {
        const other = await countdownIn("pl", "ltr", { end: at(2 * 86400 + 60), units: "d", labels }); // a minute on
        expect(unitTexts(other)).to.deep.equal(["02 dni"]);
      }
      expect(log.warnings.slice(1)).to.deep.equal([
        `[x-countdown] attribute "labels": ${JSON.stringify('{"day":{}}')} ${problem}`,
        `[x-countdown] attribute "labels": ${JSON.stringify('{"day":5}')} ${problem}`,
      ]);
    } finally {
      log.restore();
    }
  });

  it("follows a change of its own lang, and of an ancestor's, at run time", async () => {
    const el = await countdownIn("en", "ltr", { end: at(5 * 3600), units: "h" });
    expect(unitTexts(el)).to.deep.equal(["05 Hours"]);
    el.setAttribute("lang", "pl");
    await frames(10, () => unitTexts(el)[0] !== "05 Hours");
    expect(unitTexts(el)).to.deep.equal(["05 godzin"]);
    expect(timerLabel(el)).to.equal("5 godzin");
    el.removeAttribute("lang");
    el.parentElement!.setAttribute("lang", "ar");
    await frames(10, () => unitTexts(el)[0] !== "05 godzin");
    expect(unitTexts(el)).to.deep.equal(["05 ساعات"]);
  });

  it("lays its units out right to left in a right-to-left page: days at the right", async () => {
    const el = await countdownIn("ar", "rtl", { end: at(273906) });
    const left = [...el.shadowRoot!.querySelectorAll('[part="unit"]')].map((unit) => unit.getBoundingClientRect().left);
    expect(left).to.have.length(4);
    expect([...left].sort((a, b) => b - a)).to.deep.equal(left); // d, h, m, s from right to left
    const ltr = await countdownIn("pl", "ltr", { end: at(273906) });
    const ltrLeft = [...ltr.shadowRoot!.querySelectorAll('[part="unit"]')].map((unit) => unit.getBoundingClientRect().left);
    expect([...ltrLeft].sort((a, b) => a - b)).to.deep.equal(ltrLeft);
  });
});
