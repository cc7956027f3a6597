import { expect } from "@open-wc/testing";
import { loadFileTypes } from "./file-types";
import { checkRule, RULE_KINDS } from "./rules";
import type { SwvRule } from "./schema";
import { requiredFields, validate } from "./validate";
import { getFieldValues } from "./values";

const file = (name: string, size: number) => new File(["x".repeat(size)], name);

/** Form data with one field `f` holding the given values (as `f[]` when there are several). */
function data(...values: Array<string | File>): FormData {
  const formData = new FormData();
  for (const value of values) formData.append(values.length > 1 ? "f[]" : "f", value);
  return formData;
}

const passes = (rule: Omit<SwvRule, "field" | "error">, ...values: Array<string | File>) =>
  checkRule({ field: "f", error: "bad", ...rule }, data(...values)) === null;

/** Each rule kind: values it accepts, values it rejects (contracts 1.7, 1.8). */
const cases: Array<[Omit<SwvRule, "field" | "error">, Array<string | File>[], Array<string | File>[]]> = [
  [{ rule: "required" }, [["a"], [" x "]], [[], [""], ["   "]]],
  [{ rule: "requiredfile" }, [[file("a.pdf", 3)]], [[]]],
  [
    { rule: "email" },
    [[""], ["a@b.co"], ["first.last+tag@mail.example.com"]],
    [
      ["a@b.c"],
      ["ab.com1"],
      ["@abc.com"],
      ["a@b@c.com"],
      ["a b@cd.com"],
      ["ab@c..com"],
      ["ab@.cd.com"],
      ["ab@cd.com."],
      ["ab@localhost"],
      ["ab@-cd.com"],
      ["ab@cd-.com"],
      ["ab@cd_e.com"],
    ],
  ],
  // As the URL standard parses (the reference server's parser, Firefox): a space in a domain, written or escaped,
  // fails, where Chromium's own parser escapes it and accepts; spaces elsewhere are escaped and pass. A bare scheme
  // passes where the standard needs nothing after it (mailto:, irc:), and fails where it needs a host (https:).
  [
    { rule: "url" },
    [
      ["https://example.com"],
      ["mailto:a@b.co"],
      ["tel:+123"],
      ["urn:isbn:1"],
      ["WEBCAL://x"],
      ["https://user:pw@example.com:8080/a?b#c"],
      ["https://münchen.de"],
      ["https://example.com/a b"],
      ["mailto:a b@example.com"],
      ["irc://exa%20mple.com"],
      ["http:example.com"],
      ["ftp://files.example.com"],
      ["feed:https://example.com/feed"],
      ["mailto:"],
      ["irc:"],
      ["  https://example.com  "],
    ],
    [
      ["example.com"],
      ["javascript:alert(1)"],
      ["data:text/plain,x"],
      ["file:///etc"],
      ["ws://example.com"],
      ["//example.com"],
      ["https://exa mple.com"],
      ["https://exa%20mple.com"],
      ["http://exa\u3000mple.com"],
      ["ftp://exa mple.com"],
      ["irc://exa mple.com"],
      ["https://a b.example.com/"],
      ["https://"],
      ["https:"],
      ["http://?x"],
      ["https://:80"],
      ["https://user@"],
    ],
  ],
  [
    { rule: "tel" },
    [["123456"], ["+12345"], ["(030) 123-45 67"], ["0049 30 1234567"], ["030 1234567#89"], ["123456789012345"]],
    [["12345"], ["+1234"], ["1234567890123456"], ["030-CALL-ME"], ["+49 (0) 30 1234 5678 901"]],
  ],
  [{ rule: "number" }, [["5"], ["-5"], ["1.5"], [".5"], ["1e3"], ["-2.5E-3"]], [["+5"], ["5."], ["1,5"], ["five"]]],
  [{ rule: "date" }, [["2024-05-06"], ["2024-02-30"]], [["2024-5-6"], ["06.05.2024"], ["2024-13-45"]]],
  [{ rule: "time" }, [["09:30"], ["23:59:59"], ["00:00"]], [["9:30"], ["24:00"], ["12:60"], ["12:00:60"], ["12.00"]]],
  [
    { rule: "file", accept: [".pdf", "image/*"] },
    [[file("CV.PDF", 1)], [file("me.jpeg", 1)], [file("me.webp", 1)]],
    [[file("cv.docx", 1)], [file("pdf", 1)]],
  ],
  [{ rule: "file", accept: ["application/pdf"] }, [[file("a.pdf", 1)]], [[file("a.png", 1)]]],
  // WordPress's whole table: CF7's default accept list is audio/*|video/*|image/*, and WordPress takes no SVG.
  [
    { rule: "file", accept: ["video/*", "audio/*", "image/*"] },
    [[file("clip.mkv", 1)], [file("song.mka", 1)], [file("clip.3g2", 1)]],
    [[file("logo.svg", 1)]],
  ],
  [{ rule: "file", accept: ["application/vnd.ms-word.document.macroEnabled.12"] }, [[file("a.docm", 1)]], [[file("a.docx", 1)]]],
  [{ rule: "enum", accept: ["Red", "Blue", 3] }, [["Red"], ["Red", "Blue"], ["3"]], [["red"], ["Red", "Green"]]],
  [{ rule: "dayofweek", accept: [1, 2, 3, 4, 5] }, [["2024-05-06T12:00"], ["2024-05-10T12:00"]], [["2024-05-11T12:00"], ["2024-05-12T12:00"]]],
  // Not a date: no weekday at all, not Sunday.
  [{ rule: "dayofweek", accept: [6, 7] }, [["2024-05-12T12:00"]], [["soon"]]],
  [
    { rule: "minitems", threshold: 2 },
    [
      ["a", "b"],
      ["a", "b", "c"],
    ],
    [["a"], [], ["a", " "]],
  ],
  // As CF7's validator counts items: each trimmed, blanks dropped.
  [{ rule: "maxitems", threshold: 2 }, [[], ["a", "b"], ["a", "b", "  "]], [["a", "b", "c"]]],
  [{ rule: "minlength", threshold: 5 }, [[""], ["hello"], ["ab", "cde"]], [["hi"], ["  hi  "]]],
  [{ rule: "maxlength", threshold: 5 }, [["hello"], ["ab", "cde"]], [["hello!"], ["abc", "def"]]],
  [{ rule: "minnumber", threshold: "1" }, [["1"], ["10"], ["abc"]], [["0"], ["-1"], ["0.5"]]],
  [{ rule: "maxnumber", threshold: "10" }, [["10"], ["-3"]], [["10.01"], ["11"]]],
  [{ rule: "mindate", threshold: "2020-01-01" }, [["2020-01-01"], ["2030-01-01"], ["soon"]], [["2019-12-31"]]],
  [{ rule: "maxdate", threshold: "2035-12-31" }, [["2035-12-31"], ["2020-01-01"]], [["2036-01-01"]]],
  [{ rule: "minfilesize", threshold: 10 }, [[], [file("a.txt", 10)], [file("a.txt", 6), file("b.txt", 4)]], [[file("a.txt", 9)]]],
  [
    { rule: "maxfilesize", threshold: 10 },
    [[file("a.txt", 10)], [file("a.txt", 5), file("b.txt", 5)]],
    [[file("a.txt", 11)], [file("a.txt", 6), file("b.txt", 5)]],
  ],
  // CF7's exact algorithm: a negative remainder near −interval fails (−0.7 % 0.1 ≈ −0.1).
  [{ rule: "stepnumber", base: "0", interval: "0.1" }, [["0.3"], ["1.2"]], [["0.35"], ["0.3000011"], ["-0.7"]]],
  [{ rule: "stepnumber", base: "1", interval: 5 }, [["6"], ["-4"]], [["5"]]],
];

describe("swv rules", () => {
  // The file rule reads MIME types by WordPress's table, which a form loads with a schema that has a file rule.
  before(() => loadFileTypes());

  for (const [rule, valid, invalid] of cases) {
    const name = `${rule.rule} ${JSON.stringify({ ...rule, rule: undefined })}`;
    for (const values of valid) {
      it(`${name} accepts ${JSON.stringify(values.map((v) => (typeof v === "string" ? v : v.name)))}`, () => {
        expect(passes(rule, ...values)).to.equal(true);
      });
    }
    for (const values of invalid) {
      it(`${name} rejects ${JSON.stringify(values.map((v) => (typeof v === "string" ? v : v.name)))}`, () => {
        expect(passes(rule, ...values)).to.equal(false);
      });
    }
  }

  it("covers all 24 rule kinds", () => {
    const tested = new Set([...cases.map(([rule]) => rule.rule), "all", "any"]);
    expect(RULE_KINDS.length).to.equal(24);
    expect(RULE_KINDS.filter((kind) => !tested.has(kind))).to.deep.equal([]);
  });

  it("every text rule passes on empty input; required, requiredfile and minitems fail", () => {
    const failing = RULE_KINDS.filter((kind) => !["all", "any"].includes(kind)).filter(
      (kind) => !passes({ rule: kind, threshold: 1, accept: ["x"], base: "0", interval: 1 }),
    );
    expect(failing).to.deep.equal(["required", "requiredfile", "minitems"]);
  });

  it("stepnumber without a base fails every value, and is skipped without a positive interval", () => {
    expect(passes({ rule: "stepnumber", interval: 1 }, "3")).to.equal(false);
    expect(passes({ rule: "stepnumber", base: "0", interval: 0 }, "3.3")).to.equal(true);
  });

  it("all: the first failing child with its own error reports it, otherwise the group's error", () => {
    const group: SwvRule = {
      rule: "all",
      field: "f",
      error: "group",
      rules: [
        { rule: "required", field: "f" },
        { rule: "email", field: "f", error: "email!" },
      ],
    };
    expect(checkRule(group, data(""))).to.deep.equal({ field: "f", error: "group" });
    expect(checkRule(group, data("nope"))).to.deep.equal({ field: "f", error: "email!" });
    expect(checkRule(group, data("ab@cd.com"))).to.equal(null);
  });

  it("all: a failure deep in nested groups reports its own error, as CF7 rethrows it", () => {
    const group: SwvRule = {
      rule: "all",
      field: "c",
      error: "parent",
      rules: [{ rule: "all", field: "c", rules: [{ rule: "required", field: "c", error: "child" }] }],
    };
    expect(checkRule(group, data(""))).to.deep.equal({ field: "c", error: "child" });
  });

  it("any: passes when one child passes, otherwise the group's error", () => {
    const group: SwvRule = {
      rule: "any",
      field: "f",
      error: "email or tel",
      rules: [
        { rule: "email", field: "f" },
        { rule: "tel", field: "f" },
      ],
    };
    expect(checkRule(group, data("ab@cd.com"))).to.equal(null);
    expect(checkRule(group, data("+49 30 123456"))).to.equal(null);
    expect(checkRule(group, data("hello"))).to.deep.equal({ field: "f", error: "email or tel" });
  });
});

describe("swv values and validate", () => {
  it("keeps only the last value of a repeated plain name, every value of a[] and a[0], and drops blanks", () => {
    const formData = new FormData();
    formData.append("a", "1");
    formData.append("a", "2");
    formData.append("b[]", "x");
    formData.append("b[]", "");
    formData.append("b[]", "y");
    formData.append("c[0]", "p");
    formData.append("c[1]", "q");
    expect(getFieldValues(formData, "a")).to.deep.equal(["2"]);
    expect(getFieldValues(formData, "b")).to.deep.equal(["x", "y"]);
    expect(getFieldValues(formData, "c")).to.deep.equal(["p", "q"]);
  });

  it("keeps every file a multiple input posts under its plain name, and sums their sizes", () => {
    const formData = new FormData();
    formData.append("f", file("a.txt", 60));
    formData.append("f", file("b.txt", 50));
    formData.append("g", "1");
    formData.append("g", "2");
    expect(getFieldValues(formData, "f").map((value) => (value as File).name)).to.deep.equal(["a.txt", "b.txt"]);
    expect(getFieldValues(formData, "g")).to.deep.equal(["2"]);
    expect(checkRule({ rule: "maxfilesize", field: "f", threshold: 100, error: "too large" }, formData)).to.deep.equal({
      field: "f",
      error: "too large",
    });
    expect(checkRule({ rule: "minfilesize", field: "f", threshold: 111, error: "too small" }, formData)).to.deep.equal({
      field: "f",
      error: "too small",
    });
  });

  it("counts no file where an empty file input posts its nameless empty file", () => {
    const formData = new FormData();
    formData.append("f", new File([], ""));
    expect(getFieldValues(formData, "f")).to.deep.equal([]);
    expect(checkRule({ rule: "requiredfile", field: "f", error: "required" }, formData)).to.deep.equal({ field: "f", error: "required" });
  });

  it("reports the first failing rule per field in schema order, and validInputs for the others", () => {
    const formData = new FormData();
    formData.append("name", "");
    formData.append("email", "nope");
    formData.append("note", "fine");
    const result = validate(
      {
        version: "v",
        rules: [
          { rule: "email", field: "email", error: "Please enter an email address." },
          { rule: "required", field: "email", error: "Please fill out this field." },
          { rule: "required", field: "name", error: "Please fill out this field." },
          { rule: "maxlength", field: "name", threshold: 1, error: "too long" },
          { rule: "required", field: "ghost" },
        ],
      },
      formData,
    );
    expect(Object.fromEntries(result)).to.deep.equal({
      email: { error: "Please enter an email address." },
      name: { error: "Please fill out this field." },
      note: { validInputs: ["fine"] },
    });
  });

  it("names the fields a schema needs a value in: the ones that fail with nothing filled in", () => {
    const rules: SwvRule[] = [
      { rule: "maxlength", field: "subject", threshold: 400, error: "too long" },
      { rule: "required", field: "name", error: "required" },
      { rule: "requiredfile", field: "cv", error: "required" },
      { rule: "minitems", field: "days", threshold: 1, error: "choose" },
      {
        rule: "any",
        field: "contact",
        error: "email or phone",
        rules: [
          { rule: "required", field: "email" },
          { rule: "required", field: "phone" },
        ],
      },
      { rule: "required", field: "quiet" },
    ];
    expect(requiredFields({ version: "v", rules })).to.deep.equal(["name", "cv", "days", "contact"]);
  });
});
