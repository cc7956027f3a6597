import { expect } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import sinon from "sinon";
import { captureConsole } from "../testing/console";
import { SCHEMA, SENT, cf7Markup, check, contactForm, fillValid, recordEvents, stubApi, submit, type } from "./test-helpers";
import { jsonResponse } from "../testing/fetch";
import { field, formOf, until } from "../testing/forms";

/*
 * The settings a Contact Form 7 owner makes that act in the browser, each as CF7 prints it or keeps it: the form's
 * messages (its Messages tab, `_messages`), `acceptance_as_validation: on` (a class on the form), `subscribers_only:
 * true` (a notice instead of the form, or CF7's _wpnonce for a logged-in visitor), `demo_mode: on` (a class, and
 * demo_mode in the answer) and CF7's reCAPTCHA v3 (a hidden field, and `wpcf7_recaptcha` with Google's script).
 */

const schema = JSON.stringify(SCHEMA);
const output = (el: Element) => formOf(el).querySelector(".wpcf7-response-output")!.textContent;
const tip = (el: Element, name: string) => el.querySelector(`[data-name="${name}"] .wpcf7-not-valid-tip`)?.textContent ?? null;
const send = (el: Element) => el.querySelector<HTMLInputElement>(".wpcf7-submit")!;
const posts = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.method === "POST");

/** CF7's markup for a form with `acceptance_as_validation: on`: its form has CF7's class for it. */
const asValidation = () => cf7Markup().replace('class="wpcf7-form init"', 'class="wpcf7-form init wpcf7-acceptance-as-validation"');

describe("x-contact-form with its owner's Contact Form 7 settings", () => {
  let api: ReturnType<typeof stubApi> | undefined;
  afterEach(() => api?.restore());

  describe("the form's messages (messages, from CF7's _messages)", () => {
    const messages = JSON.stringify({
      validation_error: "Some answers need another look.",
      accept_terms: "Please tick the box about your data first.",
      mail_sent_ng: "Your message could not go out. Please call us instead.",
    });

    it("a check before sending shows the form's validation_error, in the response box and in wpcf7invalid", async () => {
      api = stubApi({});
      const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}' messages='${messages}'>${cf7Markup()}</x-contact-form>`);
      check(el, "consent");
      const log = recordEvents(el);
      submit(el);
      expect(output(el)).to.equal("Some answers need another look.");
      expect(el.querySelector('.screen-reader-response [role="status"]')!.textContent).to.equal("Some answers need another look.");
      expect(log.events.find((event) => event.type === "wpcf7invalid")!.detail.apiResponse.message).to.equal("Some answers need another look.");
      expect(posts(api)).to.have.length(0);
    });

    it("a box not yet ticked is explained with the form's accept_terms, over the page's labels", async () => {
      api = stubApi({});
      const el = await contactForm(
        `<x-contact-form form-id="5" messages='${messages}' labels='{"acceptance":"Bitte stimmen Sie zuerst zu."}'>${cf7Markup()}</x-contact-form>`,
      );
      expect(send(el).disabled).to.equal(true);
      field(el, "your-name").focus();
      await sendKeys({ press: "Enter" });
      expect(tip(el, "consent")).to.equal("Please tick the box about your data first.");
    });

    it("a request that fails without an answer of the server's shows the form's mail_sent_ng", async () => {
      api = stubApi({ feedback: () => jsonResponse({ code: "internal_server_error", message: "boom" }, 500) });
      const log = captureConsole();
      try {
        const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}' messages='${messages}'>${cf7Markup()}</x-contact-form>`);
        fillValid(el);
        submit(el);
        await until(() => formOf(el).dataset["status"] === "failed");
        expect(output(el)).to.equal("Your message could not go out. Please call us instead.");
      } finally {
        log.restore();
      }
    });

    it("takes a whole _messages (CF7's other keys are the server's to show) without a warning; an empty one keeps CF7's text", async () => {
      api = stubApi({});
      const log = captureConsole();
      try {
        const whole = JSON.stringify({ mail_sent_ok: "Thanks!", spam: "Spam?", validation_error: "", accept_terms: "Tick it." });
        const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}' messages='${whole}'>${cf7Markup()}</x-contact-form>`);
        check(el, "consent");
        submit(el);
        expect(output(el)).to.equal("One or more fields have an error. Please check and try again.");
        expect(log.warnings).to.deep.equal([]);
      } finally {
        log.restore();
      }
    });

    it("follows a change of the attribute", async () => {
      api = stubApi({});
      const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
      el.setAttribute("messages", messages);
      await el.updateComplete;
      check(el, "consent");
      submit(el);
      expect(output(el)).to.equal("Some answers need another look.");
    });
  });

  describe("acceptance_as_validation: on (CF7's wpcf7-acceptance-as-validation class on the form)", () => {
    it("leaves Send enabled while the box is not ticked, as CF7 does", async () => {
      api = stubApi({});
      const el = await contactForm(`<x-contact-form form-id="5">${asValidation()}</x-contact-form>`);
      expect(send(el).disabled).to.equal(false);
    });

    it("flags a box not ticked with the other fields before sending, with the message CF7's server answers, and sends nothing", async () => {
      api = stubApi({});
      const el = await contactForm(`<x-contact-form form-id="5" unit-tag="wpcf7-f5-p6-o1" schema='${schema}'>${asValidation()}</x-contact-form>`);
      type(el, "your-name", "Ada Lovelace");
      const log = recordEvents(el);
      submit(el);
      expect(posts(api)).to.have.length(0);
      expect([tip(el, "your-email"), tip(el, "consent")]).to.deep.equal([
        "Please fill out this field.",
        "You must accept the terms and conditions before sending your message.",
      ]);
      expect(field(el, "consent").getAttribute("aria-invalid")).to.equal("true");
      expect(output(el)).to.equal("One or more fields have an error. Please check and try again.");
      const invalid = log.events.find((event) => event.type === "wpcf7invalid")!.detail.apiResponse.invalid_fields;
      expect(invalid.map((entry: { field: string; error_id: string }) => [entry.field, entry.error_id])).to.deep.equal([
        ["your-email", "wpcf7-f5-p6-o1-ve-your-email"],
        ["consent", "wpcf7-f5-p6-o1-ve-consent"],
      ]);
    });

    it("with only the box missing, and no client rules yet, still flags it; ticking the box takes the message back, and then it sends", async () => {
      api = stubApi({ schema: () => new Response(null, { status: 204 }), feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
      const el = await contactForm(`<x-contact-form form-id="5" messages='{"accept_terms":"Tick it, please."}'>${asValidation()}</x-contact-form>`);
      type(el, "your-name", "Ada Lovelace");
      type(el, "your-email", "ada@example.com");
      submit(el);
      expect(tip(el, "consent")).to.equal("Tick it, please.");
      expect(posts(api)).to.have.length(0);
      check(el, "consent");
      expect(tip(el, "consent")).to.equal(null);
      expect(field(el, "consent").getAttribute("aria-invalid")).to.equal("false");
      submit(el);
      await until(() => posts(api!).length === 1);
      expect(posts(api)[0]!.body!.get("consent")).to.equal("1");
    });
  });

  describe("CF7's reCAPTCHA v3", () => {
    type Page = Window & { grecaptcha?: unknown; wpcf7_recaptcha?: unknown };
    const page = window as Page;
    /** CF7's form while its reCAPTCHA is set up: the hidden field it adds for the token. */
    const markup = () => cf7Markup().replace("</form>", '<input type="hidden" name="_wpcf7_recaptcha_response" value=""></form>');

    /** Google's grecaptcha as its api.js defines it: each execute answers a new token. */
    function stubGrecaptcha(execute: (siteKey: string, options: { action: string }) => Promise<string>) {
      const spy = sinon.spy(execute);
      page.grecaptcha = { ready: (callback: () => void) => callback(), execute: spy };
      return spy;
    }

    afterEach(() => {
      delete page.grecaptcha;
      delete page.wpcf7_recaptcha;
    });

    it("asks for a new token with CF7's site key and contactform action before each submission, and sends it", async () => {
      page.wpcf7_recaptcha = { sitekey: "6Lc-site-key", actions: { homepage: "homepage", contactform: "contactform" } };
      let n = 0;
      const execute = stubGrecaptcha(async () => `token-${++n}`);
      api = stubApi({ feedback: () => jsonResponse({ ...SENT, status: "mail_failed", message: "Not sent." }) });
      const announced: unknown[] = [];
      const onExecuted = (event: Event) => announced.push((event as CustomEvent).detail);
      document.addEventListener("wpcf7grecaptchaexecuted", onExecuted);
      try {
        const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${markup()}</x-contact-form>`);
        fillValid(el);
        const log = recordEvents(el);
        submit(el);
        const started = () => log.names().filter((name) => name === "beforesubmit" || name === "statuschanged:submitting");
        expect(started(), "nothing of the submission before the token").to.deep.equal([]);
        await until(() => started().length === 2);
        await until(() => posts(api!).length === 1);
        await until(() => formOf(el).dataset["status"] === "failed");
        submit(el);
        await until(() => posts(api!).length === 2);
        expect(execute.args).to.deep.equal([
          ["6Lc-site-key", { action: "contactform" }],
          ["6Lc-site-key", { action: "contactform" }],
        ]);
        expect(posts(api).map((call) => call.body.get("_wpcf7_recaptcha_response"))).to.deep.equal(["token-1", "token-2"]);
        expect(announced).to.deep.equal([
          { action: "contactform", token: "token-1" },
          { action: "contactform", token: "token-2" },
        ]);
      } finally {
        document.removeEventListener("wpcf7grecaptchaexecuted", onExecuted);
      }
    });

    it("uses the action the site gave CF7 (its wpcf7_recaptcha_actions filter)", async () => {
      page.wpcf7_recaptcha = { sitekey: "6Lc-site-key", actions: { homepage: "home", contactform: "contact_us" } };
      const execute = stubGrecaptcha(async () => "token");
      api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
      const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${markup()}</x-contact-form>`);
      fillValid(el);
      submit(el);
      await until(() => posts(api!).length === 1);
      expect(execute.args).to.deep.equal([["6Lc-site-key", { action: "contact_us" }]]);
    });

    it("asks for no token for a form without CF7's reCAPTCHA field", async () => {
      page.wpcf7_recaptcha = { sitekey: "6Lc-site-key", actions: { contactform: "contactform" } };
      const execute = stubGrecaptcha(async () => "token");
      api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
      const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
      fillValid(el);
      submit(el);
      await until(() => posts(api!).length === 1);
      expect(execute.called).to.equal(false);
    });

    for (const [name, setUp, warning] of [
      ["without grecaptcha on the page", () => void (page.wpcf7_recaptcha = { sitekey: "6Lc-site-key" }), /page has no grecaptcha/],
      [
        "when reCAPTCHA fails",
        () => {
          page.wpcf7_recaptcha = { sitekey: "6Lc-site-key" };
          stubGrecaptcha(() => Promise.reject(new Error("Invalid site key or not loaded in api.js")));
        },
        /reCAPTCHA gave no token, sent without a new one: Error: Invalid site key/,
      ],
    ] as const) {
      it(`${name}: sends the form as it is (the server decides), with one warning`, async () => {
        setUp();
        api = stubApi({ feedback: () => jsonResponse({ ...SENT, status: "spam", message: "There was an error trying to send your message." }) });
        const log = captureConsole();
        try {
          const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${markup()}</x-contact-form>`);
          fillValid(el);
          submit(el);
          await until(() => formOf(el).dataset["status"] === "spam");
          expect(posts(api)[0]!.body!.get("_wpcf7_recaptcha_response")).to.equal("");
          expect(log.warnings).to.have.length(1);
          expect(log.warnings[0]).to.match(warning);
        } finally {
          log.restore();
        }
      });
    }
  });

  describe("subscribers_only: true", () => {
    it("for a visitor not logged in, CF7's notice (it renders no form) is shown as it is, and nothing is sent", async () => {
      api = stubApi({});
      const el = await contactForm(
        `<x-contact-form api-root="/wp-json/" container-post="6"><p class="wpcf7-subscribers-only">This contact form is available only for logged in users.</p></x-contact-form>`,
      );
      const slot = el.shadowRoot!.querySelector("slot")!;
      expect(slot.assignedElements().map((node) => node.textContent)).to.deep.equal(["This contact form is available only for logged in users."]);
      expect(api.calls).to.deep.equal([]);
    });

    it("for a logged-in visitor, CF7's _wpnonce goes with the form (WordPress takes it as the request's nonce), no X-WP-Nonce", async () => {
      api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
      const el = await contactForm(
        `<x-contact-form form-id="5" schema='${schema}'>${cf7Markup().replace("</form>", '<input type="hidden" name="_wpnonce" value="abc123def4"></form>')}</x-contact-form>`,
      );
      fillValid(el);
      submit(el);
      await until(() => posts(api!).length === 1);
      expect(posts(api)[0]!.body!.get("_wpnonce")).to.equal("abc123def4");
      expect(posts(api)[0]!.headers.has("X-WP-Nonce")).to.equal(false);
    });

    it("CF7's answer to a visitor it may not serve (status error) shows its message, as custom-error, every value kept", async () => {
      const refused = { contact_form_id: 5, status: "error", message: "This contact form is available only for logged in users." };
      api = stubApi({ feedback: () => jsonResponse({ ...refused, into: "#wpcf7-f5-o1", invalid_fields: [] }) });
      const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
      fillValid(el);
      submit(el);
      await until(() => formOf(el).dataset["status"] === "custom-error");
      expect(output(el)).to.equal("This contact form is available only for logged in users.");
      expect(field(el, "your-name").value).to.equal("Ada Lovelace");
    });
  });

  it("demo_mode: on (a demo class on the form, demo_mode in CF7's answer): sent and shown as CF7 shows it, then reset", async () => {
    api = stubApi({ feedback: () => jsonResponse({ ...SENT, demo_mode: true }), refill: () => jsonResponse([]) });
    const el = await contactForm(
      `<x-contact-form form-id="5" schema='${schema}'>${cf7Markup().replace("wpcf7-form init", "wpcf7-form init demo")}</x-contact-form>`,
    );
    fillValid(el);
    const log = recordEvents(el);
    submit(el);
    await until(() => log.names().includes("reset"));
    expect(output(el)).to.equal("Thank you for your message. It has been sent.");
    expect(formOf(el).classList.contains("demo")).to.equal(true);
    expect(formOf(el).dataset["status"]).to.equal("sent");
    expect(log.events.find((event) => event.type === "wpcf7mailsent")!.detail.apiResponse.demo_mode).to.equal(true);
  });
});
