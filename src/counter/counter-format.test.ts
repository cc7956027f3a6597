import { expect } from "@open-wc/testing";
import { countedValue, counterFormat, formatCounterNumber, parseCounterNumber, type CounterNumber } from "./counter-format";
import { counterPlan } from "./counter-plan";

const parse = (text: string, decimalComma = false): CounterNumber => parseCounterNumber(text, decimalComma)!;
/** How a count from `from` to `to` writes `value`. */
function shown(from: string, to: string, value: number, decimalComma = false, locale = ""): string {
  return formatCounterNumber(value, counterFormat(parse(from, decimalComma), parse(to, decimalComma), decimalComma, locale));
}

describe("counter numbers", () => {
  it("parses thousands groups and decimals in either convention", () => {
    expect(parse("12,500")).to.deep.equal({ value: 12500, decimals: 0, grouped: true });
    expect(parse("2.75")).to.deep.equal({ value: 2.75, decimals: 2, grouped: false });
    expect(parse("-0.5")).to.deep.equal({ value: -0.5, decimals: 1, grouped: false });
    expect(parse("1.250,75", true)).to.deep.equal({ value: 1250.75, decimals: 2, grouped: true });
    expect(parse("0,5", true)).to.deep.equal({ value: 0.5, decimals: 1, grouped: false });
    expect(parse(" 1\u00a0000 ")).to.deep.equal({ value: 1000, decimals: 0, grouped: false });
  });

  it("reads Arabic-Indic and Persian digits, and the Arabic thousands and decimal separators", () => {
    expect(parse("١٢٬٥٠٠")).to.deep.equal({ value: 12500, decimals: 0, grouped: true });
    expect(parse("٢٫٧٥")).to.deep.equal({ value: 2.75, decimals: 2, grouped: false });
    expect(parse("٢٫٧٥", true)).to.deep.equal({ value: 2.75, decimals: 2, grouped: false });
    expect(parse("۱۲۳۴۵۶۷۸۹۰")).to.deep.equal({ value: 1234567890, decimals: 0, grouped: false });
  });

  it("refuses what is not a number under its convention", () => {
    for (const text of ["", "abc", "1.2.3", "1,", ",5", "1.250,75"]) expect(parseCounterNumber(text, false), text).to.equal(null);
    expect(parseCounterNumber("1,250.75", true)).to.equal(null);
  });

  it("groups thousands with , when either number does: 1,000 to 12,500", () => {
    expect(shown("1,000", "12,500", 1000)).to.equal("1,000");
    expect(shown("1,000", "12,500", 6789.4)).to.equal("6,789");
    expect(shown("1,000", "12,500", 12500)).to.equal("12,500");
    expect(shown("0", "12500", 12500)).to.equal("12500");
    expect(shown("0", "1,234,567", 1234567)).to.equal("1,234,567");
  });

  it("shows the larger number of decimals of from and to: 0.5 to 2.75", () => {
    expect(shown("0.5", "2.75", 0.5)).to.equal("0.50");
    expect(shown("0.5", "2.75", 1.625)).to.equal("1.63");
    expect(shown("0.5", "2.75", 2.75)).to.equal("2.75");
    expect(shown("-1.5", "0", -0.06)).to.equal("-0.1");
    expect(shown("-1.5", "0", -0.04)).to.equal("0.0");
  });

  it("writes , as the decimal mark and . between thousands with decimal-comma", () => {
    expect(shown("0,5", "1.250,75", 0.5, true)).to.equal("0,50");
    expect(shown("0,5", "1.250,75", 1250.75, true)).to.equal("1.250,75");
    expect(shown("0", "2,5", 2.5, true)).to.equal("2,5");
  });

  it("formats with Intl.NumberFormat for a locale", () => {
    expect(shown("0", "1234567.5", 1234567.5, false, "de-DE")).to.equal("1.234.567,5");
    expect(shown("0", "1234567", 1234567, false, "en-IN")).to.equal("12,34,567");
    expect(shown("0.5", "2.75", 0.5, false, "fr-FR")).to.equal("0,50");
  });

  it("eases out from one number to the other over the duration", () => {
    expect(countedValue(0, 100, 0, 1000)).to.equal(0);
    expect(countedValue(0, 100, 500, 1000)).to.equal(75);
    expect(countedValue(0, 100, 1000, 1000)).to.equal(100);
    expect(countedValue(0, 100, 5000, 1000)).to.equal(100);
    expect(countedValue(10, 0, 0, 0)).to.equal(0);
  });
});

describe("counter plan", () => {
  const plan = (input: Partial<Parameters<typeof counterPlan>[0]>) =>
    counterPlan({ text: "", to: "", from: "", decimalComma: false, locale: "", ...input });

  it("counts from 0 to the element's text when that is the final number", () => {
    const { count } = plan({ text: " 12,500 " });
    expect(count).to.include({ from: 0, to: 12500, finalText: "12,500", textIsFinal: true, widest: "12,500" });
  });

  it("counts from the element's text to `to` (the theme's markup), and reads the final number out", () => {
    const { count } = plan({ text: "1,000", to: "12,500" });
    expect(count).to.include({ from: 1000, to: 12500, textIsFinal: false, finalText: "12,500" });
  });

  it("sizes the box for the longer of the start and the end", () => {
    expect(plan({ text: "5", from: "1,000" }).count?.widest).to.equal("1,000");
  });

  it("has nothing to count without a number, and names the attribute it cannot read", () => {
    expect(plan({ text: "Many" })).to.deep.equal({ count: null, problem: "" });
    expect(plan({ text: "5", to: "1.2.3" }).problem).to.equal(
      'attribute "to": "1.2.3" is not a number without comma-separated-decimal; the text is shown as is',
    );
    expect(plan({ text: "5", from: "1.250,5" }).problem).to.include('attribute "from"');
  });

  it("writes in the element's language, unless a number of the page would mean another in it", () => {
    expect(plan({ text: "12 500", language: "pl" }).count).to.include({ finalText: "12\u00a0500", textIsFinal: true });
    expect(plan({ text: "4.75", language: "pl" })).to.deep.include({ problem: "" });
    expect(plan({ text: "4.75", language: "pl" }).count?.finalText).to.equal("4,75");
    const german = plan({ text: "12.500", language: "de" });
    expect(german.count).to.include({ to: 12.5, finalText: "12.500", textIsFinal: true });
    expect(german.problem).to.equal(
      'the text "12.500" is 12.5 without comma-separated-decimal but 12500 in the page\'s language (de): the count writes it as the page does; set comma-separated-decimal if it means 12500',
    );
    expect(plan({ text: "5", to: "1,000", language: "pl" }).problem).to.match(
      /^attribute "to": "1,000" is 1000 without comma-separated-decimal but 1 in/,
    );
    expect(plan({ text: "12,500", language: "en" })).to.deep.include({ problem: "" });
    expect(plan({ text: "12.500", language: "de", decimalComma: true }).count).to.include({ to: 12500, finalText: "12.500" });
  });

  it("says which option a text needs when it reads only under the other decimal mark", () => {
    expect(plan({ text: "12.500,5" })).to.deep.equal({
      count: null,
      problem: 'the text "12.500,5" is a number only with comma-separated-decimal; the text is shown as is',
    });
    expect(plan({ text: "12,500.5", decimalComma: true }).problem).to.equal(
      'the text "12,500.5" is a number only without comma-separated-decimal; the text is shown as is',
    );
    expect(plan({ text: "12.500,5", decimalComma: true }).count).to.include({ to: 12500.5, finalText: "12.500,5" });
  });
});
