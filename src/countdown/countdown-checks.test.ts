import { expect } from "@open-wc/testing";
import { labelsCheck, unitsCheck } from "./countdown-checks";

const verdict = (check: typeof labelsCheck | typeof unitsCheck, value: unknown) => check["~standard"].validate(value);

describe("x-countdown's checks of its labels and units", () => {
  it("take labels by unit: a text, or forms by plural category; and units from d h m s", () => {
    const labels = { day: { one: "doba", few: "doby" }, days: "dni", hour: "godz.", seconds: "s" };
    expect(verdict(labelsCheck, labels)).to.deep.equal({ value: labels });
    expect(verdict(labelsCheck, {})).to.deep.equal({ value: {} });
    expect(verdict(unitsCheck, " H, m s")).to.deep.equal({ value: ["h", "m", "s"] });
  });

  it("say what is wrong with labels, and where", () => {
    const noLabel = "is neither a text nor forms by plural category (zero, one, two, few, many, other)";
    expect(verdict(labelsCheck, { day: { single: "doba" } })).to.deep.equal({ issues: [{ message: noLabel, path: ["day"] }] });
    expect(verdict(labelsCheck, { minute: {} })).to.deep.equal({ issues: [{ message: noLabel, path: ["minute"] }] });
    expect(verdict(labelsCheck, { hour: { one: 1 } })).to.deep.equal({ issues: [{ message: noLabel, path: ["hour"] }] });
    // As zod/mini said it, without a locale's messages.
    const invalid = (path: string[]) => ({ issues: [{ message: "Invalid input", path }] });
    expect(verdict(labelsCheck, { days: 5 })).to.deep.equal(invalid(["days"]));
    expect(verdict(labelsCheck, { days: { other: "dni" } })).to.deep.equal(invalid(["days"]));
    expect(verdict(labelsCheck, { week: "tydzień" })).to.deep.equal(invalid([]));
    expect(verdict(labelsCheck, { seconds: 1, week: "tydzień" })).to.deep.equal(invalid(["seconds"]));
    for (const value of [["day"], null, "day", 5]) expect(verdict(labelsCheck, value)).to.deep.equal(invalid([]));
  });

  it("refuse units outside d h m s, and none", () => {
    for (const bad of ["weeks", "", "d w"])
      expect(verdict(unitsCheck, bad), bad).to.deep.equal({ issues: [{ message: 'is not a list of units from "d h m s"', path: [] }] });
  });
});
