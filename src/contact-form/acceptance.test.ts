import { expect } from "@open-wc/testing";
import { sendKeys, sendMouse } from "@web/test-runner-commands";
import { SENT, cf7Markup, check, contactForm, stubApi, type XContactForm } from "./test-helpers";
import { jsonResponse } from "../testing/fetch";
import { field, formOf, until } from "../testing/forms";

const ACCEPT_TERMS = "You must accept the terms and conditions before sending your message.";

/** A theme's button rule, as most themes have one: it has no disabled look of its own. */
function themeButtons(): HTMLStyleElement {
  const style = document.createElement("style");
  style.textContent = `input[type="submit"] { cursor: pointer; opacity: 1; background: #0a6; color: #fff; }`;
  document.head.append(style);
  return style;
}

const send = (el: Element) => el.querySelector<HTMLInputElement>(".wpcf7-submit")!;
const consentTip = (el: Element) => el.querySelector('[data-name="consent"] .wpcf7-not-valid-tip');

async function clickCentreOf(element: Element): Promise<void> {
  const rect = element.getBoundingClientRect();
  await sendMouse({ type: "click", position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)] });
}

/** The message next to the consent box, its link to the box, and what the live region says. */
function explanation(el: XContactForm) {
  const box = field(el, "consent");
  const describedBy = box.getAttribute("aria-describedby");
  return {
    tip: consentTip(el)?.textContent ?? null,
    invalid: box.getAttribute("aria-invalid"),
    description: describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null,
    announced: el.querySelector('.screen-reader-response [role="status"]')!.textContent,
  };
}

describe("x-contact-form: a Send disabled until the terms are accepted", () => {
  let api: ReturnType<typeof stubApi> | undefined;
  let theme: HTMLStyleElement | undefined;
  afterEach(() => {
    api?.restore();
    theme?.remove();
  });

  it("looks disabled over a theme's button style (half opacity, a not-allowed cursor), and enabled once accepted", async () => {
    theme = themeButtons();
    api = stubApi({});
    const el = await contactForm(`<x-contact-form form-id="5">${cf7Markup()}</x-contact-form>`);
    const look = () => [getComputedStyle(send(el)).opacity, getComputedStyle(send(el)).cursor];
    expect(send(el).disabled).to.equal(true);
    expect(look()).to.deep.equal(["0.5", "not-allowed"]);
    check(el, "consent");
    expect(look()).to.deep.equal(["1", "pointer"]);
  });

  it("takes its disabled opacity from --x-contact-form-disabled-opacity", async () => {
    api = stubApi({});
    const el = await contactForm(`<x-contact-form form-id="5" style="--x-contact-form-disabled-opacity: 0.3">${cf7Markup()}</x-contact-form>`);
    expect(getComputedStyle(send(el)).opacity).to.equal("0.3");
  });

  it("a click on the disabled Send says what is missing next to the consent box, described and announced, and sends nothing", async () => {
    api = stubApi({});
    const el = await contactForm(`<x-contact-form form-id="5">${cf7Markup()}</x-contact-form>`);
    expect(explanation(el).tip, "nothing said before an attempt").to.equal(null);
    await clickCentreOf(send(el));
    expect(explanation(el)).to.deep.equal({ tip: ACCEPT_TERMS, invalid: "true", description: ACCEPT_TERMS, announced: ACCEPT_TERMS });
    expect(document.activeElement, "the box to tick has the focus").to.equal(field(el, "consent"));
    await clickCentreOf(send(el));
    expect(el.querySelectorAll('[data-name="consent"] .wpcf7-not-valid-tip'), "said once").to.have.length(1);
    expect(
      api.calls.filter((call) => call.method === "POST"),
      "nothing sent",
    ).to.deep.equal([]);
    check(el, "consent");
    expect(explanation(el)).to.deep.equal({ tip: null, invalid: "false", description: null, announced: "" });
    await expect(el).to.be.accessible();
  });

  it("Enter in a field says the same, where the browser would otherwise do nothing", async () => {
    api = stubApi({});
    const el = await contactForm(`<x-contact-form form-id="5">${cf7Markup()}</x-contact-form>`);
    field(el, "your-name").focus();
    await sendKeys({ type: "Ada" });
    await sendKeys({ press: "Enter" });
    expect(explanation(el)).to.deep.equal({ tip: ACCEPT_TERMS, invalid: "true", description: ACCEPT_TERMS, announced: ACCEPT_TERMS });
    expect(
      api.calls.filter((call) => call.method === "POST"),
      "nothing sent",
    ).to.deep.equal([]);
  });

  it("says nothing when the terms are accepted or the box is optional: Enter sends the form", async () => {
    for (const optional of [false, true]) {
      api = stubApi({ feedback: () => jsonResponse({ ...SENT, status: "mail_failed", message: "Not sent." }) });
      const markup = optional ? cf7Markup().replace("wpcf7-acceptance", "wpcf7-acceptance optional") : cf7Markup();
      const el = await contactForm(`<x-contact-form form-id="5">${markup}</x-contact-form>`);
      if (!optional) check(el, "consent");
      expect(send(el).disabled).to.equal(false);
      field(el, "your-name").focus();
      await sendKeys({ press: "Enter" });
      await until(() => formOf(el).dataset["status"] === "failed", "sent");
      expect(consentTip(el), optional ? "optional" : "accepted").to.equal(null);
      api.restore();
    }
  });

  it("says it in the page's words, from the labels attribute", async () => {
    api = stubApi({});
    const el = await contactForm(
      `<x-contact-form form-id="5" labels='{"acceptance":"Bitte stimmen Sie zuerst zu."}'>${cf7Markup()}</x-contact-form>`,
    );
    await clickCentreOf(send(el));
    expect(consentTip(el)!.textContent).to.equal("Bitte stimmen Sie zuerst zu.");
  });
});
