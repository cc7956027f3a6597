import { expect } from "@open-wc/testing";
import { populate } from "./populate";
import { formPairs, toObject, toQueryString } from "./serialize";

function formOf(html: string): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = html;
  return form;
}

const FIELDS = `
  <input name="EMAIL" value="ada@example.com">
  <input name="FNAME" value="">
  <input name="ADDRESS[city]" value="London">
  <input name="ADDRESS[zip]" value="">
  <input type="checkbox" name="INTERESTS[]" value="books" checked>
  <input type="checkbox" name="INTERESTS[]" value="music">
  <input type="checkbox" name="AGREE" value="1">
  <input type="radio" name="FREQ" value="weekly">
  <input type="radio" name="FREQ" value="monthly">
  <select name="LANG" multiple><option>en</option><option>de</option></select>
  <textarea name="NOTE">Hi there</textarea>
  <input name="DISABLED" value="x" disabled>
  <input type="file" name="FILE">
  <input type="submit" name="go" value="Sign up">
  <button name="btn" value="b">B</button>
  <input value="no name">`;

describe("getData and getSerializedData (form-serialize with empty fields)", () => {
  it("getData nests bracketed names and keeps every empty field", () => {
    expect(toObject(formPairs(formOf(FIELDS)))).to.deep.equal({
      EMAIL: "ada@example.com",
      FNAME: "",
      ADDRESS: { city: "London", zip: "" },
      INTERESTS: ["books", ""],
      AGREE: "",
      LANG: "",
      NOTE: "Hi there",
      FREQ: "",
    });
  });

  it("getData reads numbered indexes as lists, and a plain name given twice as a list", () => {
    const form = formOf('<input name="a[0][x]" value="1"><input name="a[1][x]" value="2"><input name="tag" value="p"><input name="tag" value="q">');
    expect(toObject(formPairs(form))).to.deep.equal({ a: [{ x: "1" }, { x: "2" }], tag: ["p", "q"] });
  });

  it("getSerializedData is a query string with the same fields, spaces as +", () => {
    expect(toQueryString(formPairs(formOf(FIELDS)))).to.equal(
      "EMAIL=ada%40example.com&FNAME=&ADDRESS%5Bcity%5D=London&ADDRESS%5Bzip%5D=&INTERESTS%5B%5D=books&INTERESTS%5B%5D=&AGREE=&LANG=&NOTE=Hi+there&FREQ=",
    );
  });

  it("a checked radio and selected options are their values", () => {
    const form = formOf(FIELDS);
    form.querySelector<HTMLInputElement>('[value="monthly"]')!.checked = true;
    for (const option of form.querySelectorAll("option")) option.selected = true;
    const data = toObject(formPairs(form));
    expect([data["FREQ"], data["LANG"]]).to.deep.equal(["monthly", ["en", "de"]]);
  });
});

describe("setData (populate.js)", () => {
  it("fills text fields, checks boxes and radios, selects options, nested names included, and skips unknown keys", () => {
    const form = formOf(FIELDS);
    populate(form, { EMAIL: "b@example.com", ADDRESS: { zip: "N1" }, INTERESTS: ["music"], FREQ: "weekly", LANG: ["de"], AGREE: "1", NOPE: "x" });
    expect(toObject(formPairs(form))).to.deep.include({
      EMAIL: "b@example.com",
      ADDRESS: { city: "London", zip: "N1" },
      INTERESTS: ["", "music"],
      FREQ: "weekly",
      LANG: "de",
      AGREE: "1",
    });
  });
});
