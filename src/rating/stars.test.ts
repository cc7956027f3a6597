import { expect } from "@open-wc/testing";
import { filledUpTo, starFills } from "./stars";

const shown = (avg: number) => starFills(avg).join(" ");

describe("star display rule", () => {
  const cases: Array<[number, string]> = [
    [0, "empty empty empty empty empty"],
    [1, "full empty empty empty empty"],
    [2.2, "full full empty empty empty"],
    [2.3, "full full half empty empty"],
    [3.2, "full full full empty empty"],
    [3.5, "full full full half empty"],
    [4.25, "full full full full half"],
    // Tenths 3 and 4 draw a half star, as Rate My Post's widget and server render do (not removed: README).
    [4.3, "full full full full half"],
    [4.4, "full full full full half"],
    [4.7, "full full full full half"],
    [4.75, "full full full full full"],
    [4.8, "full full full full full"],
    [5, "full full full full full"],
  ];
  for (const [avg, fills] of cases) {
    it(`shows ${avg} as ${fills}`, () => expect(shown(avg)).to.equal(fills));
  }

  it("clamps out-of-range and non-finite averages", () => {
    expect(shown(-1)).to.equal(shown(0));
    expect(shown(7)).to.equal(shown(5));
    expect(shown(Number.NaN)).to.equal(shown(0));
  });

  it("fills up to a hovered or chosen rating", () => {
    expect(filledUpTo(3).join(" ")).to.equal("full full full empty empty");
  });
});
