import { expect } from "@open-wc/testing";
import * as z from "zod/mini";
import { attr, isWebUrl } from "./attributes";

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

  it("a clamped number brings a value outside its range to the nearest bound, with a warning; a non-number is a problem", () => {
    const percent = attr.clampedNumber(0, { min: 0, max: 100, description: "Percent." });
    expect(percent.typeText).to.equal("number");
    expect(percent.parse("90")).to.deep.equal({ ok: true, value: 90 });
    expect(percent.parse(" 150 ")).to.deep.equal({ ok: true, value: 100, warning: "150 is outside 0 to 100; 100 is used" });
    expect(percent.parse("-5")).to.deep.equal({ ok: true, value: 0, warning: "-5 is outside 0 to 100; 0 is used" });
    expect(percent.parse("lots")).to.deep.equal({ ok: false, problem: "is not a number" });
  });

  it("an optional string tells absent (null) from empty", () => {
    const text = attr.optional(attr.string("", { description: "Text." }));
    expect(text.default).to.equal(null);
    expect(text.typeText).to.equal("string | null");
    expect(text.parse("")).to.deep.equal({ ok: true, value: "" });
    expect(text.parse("Ends in {d} days")).to.deep.equal({ ok: true, value: "Ends in {d} days" });
    expect(text.serialize(null)).to.equal(null);
    expect(text.serialize("")).to.equal("");
  });

  it("derives the manifest type of plain kinds and keeps the one a JSON attribute names", () => {
    expect(attr.boolean(true, { description: "" }).typeText).to.equal("boolean");
    expect(attr.enum(["a", "b"], "a", { description: "" }).typeText).to.equal('"a" | "b"');
    expect(attr.date({ description: "" }).typeText).to.equal("Date | null");
    expect(attr.json(z.array(z.string()), [], { type: "string[]", description: "" }).typeText).to.equal("string[]");
  });

  it("a URL attribute takes web addresses only: what it loads (http, https, blob, relative) or a link (http, https, mailto, tel, relative)", () => {
    const resource = attr.url("", { use: "media", description: "" });
    const link = attr.url("", { use: "link", accepts: "link", description: "" });
    const image = attr.url("", { use: "media", accepts: "image", description: "" });
    for (const good of ["https://example.com/a.pdf", "http://example.com", "/a.pdf", "a.pdf?x=1", "#top", "//cdn.example.com/a.js", ""]) {
      expect(resource.parse(good), good).to.deep.equal({ ok: true, value: good });
      expect(link.parse(good), good).to.deep.equal({ ok: true, value: good });
    }
    expect(resource.parse("blob:https://example.com/1").ok).to.equal(true);
    expect(link.parse("mailto:a@example.com").ok).to.equal(true);
    expect(link.parse("tel:+441234567").ok).to.equal(true);
    expect(resource.parse("mailto:a@example.com").ok).to.equal(false);
    expect(image.parse("data:image/png;base64,iVBORw0KGgo=").ok).to.equal(true);
    for (const bad of [
      "javascript:alert(1)",
      " JAVASCRIPT:alert(1)",
      "java\nscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "file:///etc/passwd",
    ]) {
      for (const spec of [resource, link, image]) expect(spec.parse(bad).ok, bad).to.equal(false);
    }
    expect(link.parse("javascript:alert(1)")).to.deep.equal({ ok: false, problem: "is not an http, https, mailto, tel or relative URL" });
    expect(resource.parse("data:text/html,x")).to.deep.equal({ ok: false, problem: "is not an http, https, blob or relative URL" });
    expect(isWebUrl("data:image/svg+xml,<svg/>", "image")).to.equal(true);
    expect(isWebUrl("data:image/svg+xml,<svg/>", "resource")).to.equal(false);
  });

  it("a URL template keeps its pattern, and its scheme is checked too", () => {
    const tiles = attr.url("", { use: "media", pattern: /\{z\}/, problem: "has no {z}", description: "" });
    expect(tiles.parse("/tiles/{z}.png")).to.deep.equal({ ok: true, value: "/tiles/{z}.png" });
    expect(tiles.parse("/tiles/a.png")).to.deep.equal({ ok: false, problem: "has no {z}" });
    expect(tiles.parse("javascript:{z}").ok).to.equal(false);
  });

  it("a date takes an ISO 8601 date-time with Z or an offset on a real calendar day, and nothing else", () => {
    const end = attr.date({ description: "" });
    expect(end.parse("2031-01-01T00:00:00Z")).to.deep.equal({ ok: true, value: new Date("2031-01-01T00:00:00Z") });
    expect(end.parse(" 2026-06-02T12:00+02:00 ")).to.deep.equal({ ok: true, value: new Date("2026-06-02T10:00:00Z") });
    expect(end.parse("2026-06-02T12:00:30.250+0200")).to.deep.equal({ ok: true, value: new Date("2026-06-02T10:00:30.250Z") });
    expect(end.parse("2028-02-29T00:00:00Z").ok).to.equal(true);
    const problem = { ok: false, problem: "is not an ISO 8601 date-time" };
    for (const bad of ["tomorrow", "2026-06-02", "2026-06-02T12:00:00", "2027-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-06-02T24:00:00Z"])
      expect(end.parse(bad), bad).to.deep.equal(problem);
  });

  it("an enum takes one of its values, trimmed; a number takes the whole text as a number", () => {
    const effect = attr.enum(["fade-in", "zoom"], "fade-in", { description: "" });
    expect(effect.parse(" zoom ")).to.deep.equal({ ok: true, value: "zoom" });
    expect(effect.parse("Zoom")).to.deep.equal({ ok: false, problem: 'is not one of "fade-in", "zoom"' });
    const speed = attr.number(1, { min: 0, description: "" });
    expect(speed.parse("1.5e3")).to.deep.equal({ ok: true, value: 1500 });
    expect(speed.parse(".5")).to.deep.equal({ ok: true, value: 0.5 });
    for (const bad of ["12px", "", "0x10", "Infinity", "1e999", "-1"])
      expect(speed.parse(bad), bad).to.deep.equal({ ok: false, problem: "is not a number, at least 0" });
    const count = attr.number(1, { min: 1, integer: true, description: "" });
    expect(count.parse("+3")).to.deep.equal({ ok: true, value: 3 });
    expect(count.parse("2.5")).to.deep.equal({ ok: false, problem: "is not a positive integer" });
  });

  it("a text pattern is matched from the start each time, a global one too", () => {
    const code = attr.string("", { pattern: /^[a-z]+$/g, problem: "is not lowercase letters", description: "" });
    for (let i = 0; i < 3; i++) expect(code.parse("abc")).to.deep.equal({ ok: true, value: "abc" });
    expect(code.parse("ABC")).to.deep.equal({ ok: false, problem: "is not lowercase letters" });
    expect(attr.string("", { pattern: /^\d+$/, description: "" }).parse("x")).to.deep.equal({ ok: false, problem: "does not match /^\\d+$/" });
  });

  it("a JSON attribute is checked by a zod schema or by a check of the Standard Schema form, and says where its shape is wrong", () => {
    const points = attr.json(z.array(z.object({ x: z.number() })), [], { type: "Array<{ x: number }>", description: "" });
    expect(points.parse('[{"x":1}]')).to.deep.equal({ ok: true, value: [{ x: 1 }] });
    expect(points.parse("[{")).to.deep.equal({ ok: false, problem: "is not valid JSON" });
    expect(points.parse('[{"x":"1"}]')).to.deep.equal({ ok: false, problem: "does not match the expected shape at 0.x: Invalid input" });
    const even = {
      "~standard": {
        validate: (value: unknown) =>
          typeof value === "number" && value % 2 === 0 ? { value } : { issues: [{ message: "is odd", path: [{ key: "n" }] }] },
      },
    };
    const pair = attr.json(even, 0, { type: "number", description: "" });
    expect(pair.parse("4")).to.deep.equal({ ok: true, value: 4 });
    expect(pair.parse("3")).to.deep.equal({ ok: false, problem: "does not match the expected shape at n: is odd" });
  });
});
