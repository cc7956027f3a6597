import { expect } from "@open-wc/testing";
import { sendKeys, sendMouse } from "@web/test-runner-commands";
import { SCHEMA, SENT, cf7Markup, check, contactForm, stubApi, submit } from "./test-helpers";
import { jsonResponse } from "../testing/fetch";
import { field, formOf, until } from "../testing/forms";

const schema = JSON.stringify(SCHEMA);
const posts = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.method === "POST");

async function pressCentreOf(element: Element): Promise<void> {
  const rect = element.getBoundingClientRect();
  await sendMouse({ type: "click", position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)] });
}

describe("x-contact-form: Send pressed straight from the last field fixed", () => {
  let api: ReturnType<typeof stubApi> | undefined;
  afterEach(() => api?.restore());

  it("sends: the tip the field's check takes away does not move Send from under the pointer before the press ends", async () => {
    api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
    const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
    check(el, "consent");
    submit(el);
    expect(el.querySelectorAll(".wpcf7-not-valid-tip")).to.have.length(2);
    field(el, "your-name").focus();
    await sendKeys({ type: "Ada Lovelace" });
    field(el, "your-email").focus();
    await sendKeys({ type: "ada@example.com" });
    expect(el.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip'), "the tip is still there as Send is pressed").to.not.equal(null);
    await pressCentreOf(el.querySelector(".wpcf7-submit")!);
    await until(() => posts(api!).length === 1, "sent");
    expect(posts(api)[0]!.body!.get("your-email")).to.equal("ada@example.com");
    await until(() => formOf(el).dataset["status"] === "sent");
  });

  it("checks the field left after a press elsewhere, once the press ends", async () => {
    api = stubApi({});
    const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
    field(el, "your-email").focus();
    await sendKeys({ type: "not-an-address" });
    await pressCentreOf(field(el, "your-name"));
    await until(() => el.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip') !== null, "checked");
    expect(el.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')!.textContent).to.equal("Please enter an email address.");
    expect(posts(api)).to.have.length(0);
  });
});
