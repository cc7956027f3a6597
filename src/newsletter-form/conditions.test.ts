import { expect } from "@open-wc/testing";
import { conditionMet, evaluateConditions, parseCondition } from "./conditions";

function formOf(html: string): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

const shown = (form: HTMLFormElement, selector: string) => form.querySelector<HTMLElement>(selector)!.style.display !== "none";
const required = (form: HTMLFormElement, selector: string) => form.querySelector<HTMLInputElement>(selector)!.required;

describe("MC4WP conditional fields", () => {
  afterEach(() => document.querySelectorAll("body > form").forEach((form) => form.remove()));

  it("reads FIELD[:V1|V2]: only the part between the first and second colon counts, no list means *", () => {
    expect(parseCondition("COUNTRY:NL|BE")).to.deep.equal({ field: "COUNTRY", values: ["NL", "BE"] });
    expect(parseCondition("TIME:10:30|11:00")).to.deep.equal({ field: "TIME", values: ["10"] });
    expect(parseCondition("EMAIL")).to.deep.equal({ field: "EMAIL", values: ["*"] });
  });

  it("is met by a listed value, or by any non-empty value for *", () => {
    expect(conditionMet({ field: "A", values: ["x", "y"] }, ["z", "y"])).to.equal(true);
    expect(conditionMet({ field: "A", values: ["x"] }, ["z"])).to.equal(false);
    expect(conditionMet({ field: "A", values: ["*"] }, [""])).to.equal(false);
    expect(conditionMet({ field: "A", values: ["*"] }, ["", "a"])).to.equal(true);
    expect(conditionMet({ field: "A", values: ["*"] }, [])).to.equal(false);
  });

  it("reads values from same-named fields, skipping unchecked radios and checkboxes", () => {
    const form = formOf(`
      <input type="radio" name="PLAN" value="free" checked><input type="radio" name="PLAN" value="pro">
      <input type="checkbox" name="EXTRA" value="yes">
      <div class="pro" data-show-if="PLAN:pro">Pro</div>
      <div class="extra" data-show-if="EXTRA">Extra</div>`);
    evaluateConditions(form);
    expect([shown(form, ".pro"), shown(form, ".extra")]).to.deep.equal([false, false]);
    form.querySelector<HTMLInputElement>('[value="pro"]')!.checked = true;
    form.querySelector<HTMLInputElement>('[name="EXTRA"]')!.checked = true;
    evaluateConditions(form);
    expect([shown(form, ".pro"), shown(form, ".extra")]).to.deep.equal([true, true]);
  });

  it("show-if: a hidden field loses required, and gets it back when shown", () => {
    const form = formOf(`<select name="SOURCE"><option value="">-</option><option>other</option></select>
      <p class="where" data-show-if="SOURCE:other"><input name="WHERE" required></p>`);
    evaluateConditions(form);
    expect([shown(form, ".where"), required(form, "[name=WHERE]")]).to.deep.equal([false, false]);
    expect(form.querySelector("[name=WHERE]")!.getAttribute("data-was-required")).to.equal("true");
    form.querySelector("select")!.value = "other";
    evaluateConditions(form);
    expect([shown(form, ".where"), required(form, "[name=WHERE]")]).to.deep.equal([true, true]);
    expect(form.querySelector("[name=WHERE]")!.hasAttribute("data-was-required")).to.equal(false);
  });

  it("hide-if: a field loses required only while hidden, and gets it back each time it is shown again", () => {
    const form = formOf(`<input name="MEMBER" value="">
      <p class="code" data-hide-if="MEMBER:yes"><input name="CODE" required></p>`);
    const member = form.querySelector<HTMLInputElement>("[name=MEMBER]")!;
    const state = () => [shown(form, ".code"), required(form, "[name=CODE]")];
    evaluateConditions(form);
    expect(state(), "visible at first").to.deep.equal([true, true]);
    for (const round of [1, 2]) {
      member.value = "yes";
      evaluateConditions(form);
      expect(state(), `hidden, round ${round}`).to.deep.equal([false, false]);
      member.value = "no";
      evaluateConditions(form);
      expect(state(), `shown again, round ${round}`).to.deep.equal([true, true]);
    }
  });

  it("show-if: toggled back and forth, a field is required exactly while shown", () => {
    const form = formOf(`<input type="checkbox" name="GIFT" value="yes">
      <p class="to" data-show-if="GIFT:yes"><input name="TO" required></p>`);
    const gift = form.querySelector<HTMLInputElement>("[name=GIFT]")!;
    const state = () => [shown(form, ".to"), required(form, "[name=TO]")];
    evaluateConditions(form);
    expect(state(), "hidden at first").to.deep.equal([false, false]);
    for (const round of [1, 2]) {
      gift.checked = true;
      evaluateConditions(form);
      expect(state(), `shown, round ${round}`).to.deep.equal([true, true]);
      gift.checked = false;
      evaluateConditions(form);
      expect(state(), `hidden, round ${round}`).to.deep.equal([false, false]);
    }
  });

  it("a field that was never required stays optional whether shown or hidden", () => {
    const form = formOf(`<input name="MEMBER" value="">
      <p class="note" data-hide-if="MEMBER:yes"><input name="NOTE"></p>`);
    const member = form.querySelector<HTMLInputElement>("[name=MEMBER]")!;
    for (const value of ["", "yes", ""]) {
      member.value = value;
      evaluateConditions(form);
      expect(required(form, "[name=NOTE]"), `MEMBER=${value}`).to.equal(false);
    }
  });
});
