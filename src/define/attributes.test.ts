import { expect } from "@open-wc/testing";
import * as z from "zod/mini";
import { attr } from "./attributes";

describe("attribute specs", () => {
  it("an optional number is null by default, parses within its bounds and says what it wanted", () => {
    const offset = attr.optionalNumber({ min: 0, integer: true, description: "Pixels." });
    expect(offset.default).to.equal(null);
    expect(offset.typeText).to.equal("number | null");
    expect(offset.parse(" 80 ")).to.deep.equal({ ok: true, value: 80 });
    expect(offset.parse("-1")).to.deep.equal({ ok: false, problem: "is not an integer, at least 0" });
    expect(offset.serialize(null)).to.equal(null);
    expect(offset.serialize(12)).to.equal("12");
  });

  it("derives the manifest type of plain kinds and keeps the one a JSON attribute names", () => {
    expect(attr.boolean(true, { description: "" }).typeText).to.equal("boolean");
    expect(attr.enum(["a", "b"], "a", { description: "" }).typeText).to.equal('"a" | "b"');
    expect(attr.date({ description: "" }).typeText).to.equal("Date | null");
    expect(attr.json(z.array(z.string()), [], { type: "string[]", description: "" }).typeText).to.equal("string[]");
  });
});
