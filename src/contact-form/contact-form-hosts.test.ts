import { expect } from "@open-wc/testing";
import { captureConsole } from "../testing/console";
import { SCHEMA, SENT, cf7Markup, contactForm, fillValid, stubApi, submit } from "./test-helpers";
import { allowHosts } from "../testing/allowed-hosts";
import { jsonResponse } from "../testing/fetch";
import { formOf, until } from "../testing/forms";

const schema = JSON.stringify(SCHEMA);
const form = (apiRoot: string) =>
  `<x-contact-form form-id="5" unit-tag="wpcf7-f5-p6-o1" api-root="${apiRoot}" schema='${schema}'>${cf7Markup()}</x-contact-form>`;

/** What a visitor's browser does with an api-root on a host the page does not allow, and with one it allows. */
describe("x-contact-form and the hosts the page allows", () => {
  let api: ReturnType<typeof stubApi> | undefined;
  let log: ReturnType<typeof captureConsole>;
  beforeEach(() => (log = captureConsole()));
  afterEach(() => {
    api?.restore();
    api = undefined;
    log.restore();
  });

  it("an api-root on another host: the message goes to the site's own /wp-json/, never there, with one warning", async () => {
    api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
    const el = await contactForm(form("https://evil.example/wp-json/"));
    fillValid(el);
    submit(el);
    await until(() => formOf(el).dataset["status"] === "sent" && api!.calls.length === 2, "sent and refilled");
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).to.deep.equal([
      "POST /wp-json/contact-form-7/v1/contact-forms/5/feedback",
      "GET /wp-json/contact-form-7/v1/contact-forms/5/refill",
    ]);
    expect(el.apiRoot).to.equal("/wp-json/");
    expect(log.warnings).to.deep.equal([
      '[x-contact-form] attribute "api-root": "https://evil.example/wp-json/" is refused: an endpoint on evil.example, a host this page does not allow (allowed: this site, a host of <meta name="x-elements-allowed-hosts">)',
    ]);
  });

  it("a protocol-relative api-root on another host (//evil.example/wp-json/) is refused the same way", async () => {
    api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
    const el = await contactForm(form("//evil.example/wp-json/"));
    fillValid(el);
    submit(el);
    await until(() => formOf(el).dataset["status"] === "sent" && api!.calls.length === 2, "sent and refilled");
    expect(api.calls[0]!.url).to.equal("/wp-json/contact-form-7/v1/contact-forms/5/feedback");
    expect(log.warnings).to.deep.equal([
      '[x-contact-form] attribute "api-root": "//evil.example/wp-json/" is refused: an endpoint on evil.example, a host this page does not allow (allowed: this site, a host of <meta name="x-elements-allowed-hosts">)',
    ]);
  });

  it("an api-root on a host of the head's <meta name=x-elements-allowed-hosts> is used as written, without a warning", async () => {
    const forget = allowHosts("api.example.com");
    try {
      api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
      const el = await contactForm(form("https://api.example.com/wp-json/"));
      fillValid(el);
      submit(el);
      await until(() => formOf(el).dataset["status"] === "sent" && api!.calls.length === 2, "sent and refilled");
      expect(api.calls.map((call) => `${call.method} ${call.url}`)).to.deep.equal([
        "POST https://api.example.com/wp-json/contact-form-7/v1/contact-forms/5/feedback",
        "GET https://api.example.com/wp-json/contact-form-7/v1/contact-forms/5/refill",
      ]);
      expect(log.warnings).to.deep.equal([]);
    } finally {
      forget();
    }
  });
});
