import { expect } from "@open-wc/testing";
import { INVALID, readCheck, textCheck, textsCheck } from "./checks";

const verdict = (check: { "~standard": { validate: (value: unknown) => unknown } }, value: unknown) => check["~standard"].validate(value);

describe("shape checks", () => {
  it("reads a text into a value, or names the problem", () => {
    const number = readCheck((text) => (/^\d+$/.test(text) ? Number(text) : null), "is not a number");
    expect(verdict(number, "12")).to.deep.equal({ value: 12 });
    expect(verdict(number, "twelve")).to.deep.equal({ issues: [{ message: "is not a number", path: [] }] });
    expect(verdict(number, 12)).to.deep.equal({ issues: [{ message: INVALID, path: [] }] });
  });

  it("takes a text as it is when the test accepts it", () => {
    const short = textCheck((text) => text.length < 4, "is too long");
    expect(verdict(short, "abc")).to.deep.equal({ value: "abc" });
    expect(verdict(short, "abcd")).to.deep.equal({ issues: [{ message: "is too long", path: [] }] });
  });

  it("takes an object of texts under known keys, each optional, and names a wrong value's key", () => {
    const texts = textsCheck(["submit", "clear"]);
    expect(verdict(texts, {})).to.deep.equal({ value: {} });
    expect(verdict(texts, { submit: "Go" })).to.deep.equal({ value: { submit: "Go" } });
    expect(verdict(texts, { clear: 1 })).to.deep.equal({ issues: [{ message: INVALID, path: ["clear"] }] });
    expect(verdict(texts, { submit: "Go", other: "x" })).to.deep.equal({ issues: [{ message: INVALID, path: [] }] });
    for (const value of [null, [], "Go"])
      expect(verdict(texts, value), JSON.stringify(value)).to.deep.equal({ issues: [{ message: INVALID, path: [] }] });
  });
});
