import { expect } from "@open-wc/testing";
import { makeReportable } from "./reportable-failures";

/** The error of a failed assertion that compares DOM nodes, as a test would fail with it. */
function failedAssertion(): Error & { actual?: unknown; expected?: unknown } {
  const frame = document.createElement("iframe");
  try {
    expect(document.body).to.equal(frame);
  } catch (error) {
    return error as Error;
  }
  throw new Error("the assertion passed");
}

describe("a failed assertion about DOM nodes in the report", () => {
  it("is made of values the report can copy: each node as its tag", () => {
    const error = failedAssertion();
    expect(() => structuredClone({ actual: error.actual, expected: error.expected }), "as the assertion made it").to.throw();
    makeReportable(error);
    expect(structuredClone({ actual: error.actual, expected: error.expected })).to.deep.equal({
      actual: "<body> (an element)",
      expected: "<iframe> (an element)",
    });
    expect(error.message, "the message is kept").to.include("expected");
  });

  it("keeps values that can be copied as they are", () => {
    let error: Error & { actual?: unknown; expected?: unknown };
    try {
      expect({ a: 1 }).to.deep.equal({ a: 2 });
      throw new Error("the assertion passed");
    } catch (caught) {
      error = caught as Error;
    }
    makeReportable(error);
    expect(error.actual).to.deep.equal({ a: 1 });
    expect(error.expected).to.deep.equal({ a: 2 });
  });
});
