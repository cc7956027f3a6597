import { expect } from "@open-wc/testing";
import { SCHEMA, SENT, cf7Markup, check, contactForm, stubApi, submit } from "./test-helpers";
import { jsonResponse } from "../testing/fetch";
import { field, formOf, until } from "../testing/forms";

const schema = JSON.stringify(SCHEMA);

/**
 * A form written inside the tag on a page that also loads CF7's own script (wrapping off): that script listens for the
 * form's submission too. One press sends one request, the element's.
 */
describe("x-contact-form on a page with CF7's own script", () => {
  let api: ReturnType<typeof stubApi> | undefined;
  afterEach(() => api?.restore());

  it("sends one request per press: the form's own submit listeners (CF7's script) do not hear it", async () => {
    api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
    const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
    let heardByTheFormsOwnScript = 0;
    formOf(el).addEventListener("submit", () => heardByTheFormsOwnScript++);
    field(el, "your-name").value = "Ada Lovelace";
    field(el, "your-email").value = "ada@example.com";
    check(el, "consent");
    submit(el);
    await until(() => formOf(el).dataset["status"] === "sent", "sent");
    expect(api.calls.filter((call) => call.method === "POST")).to.have.length(1);
    expect(heardByTheFormsOwnScript).to.equal(0);
  });
});
