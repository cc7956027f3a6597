import { expect } from "@open-wc/testing";
import { emulateMedia } from "@web/test-runner-commands";
import { captureConsole, captureUncaught } from "../testing/console";
import { underEachMotionPreference } from "../testing/motion";
import { SCHEMA, SENT, check, cf7Markup, chooseFiles, contactForm, fileOf, fillValid, recordEvents, stubApi, submit, type } from "./test-helpers";
import { jsonResponse } from "../testing/fetch";
import { field, formOf, until } from "../testing/forms";

const schema = JSON.stringify(SCHEMA);
/** The server refuses the email address: CF7's validation_failed reply for the tagged form. */
const blockedEmail = () =>
  jsonResponse({
    contact_form_id: 5,
    status: "validation_failed",
    message: "One or more fields have an error. Please check and try again.",
    invalid_fields: [{ field: "your-email", message: "This address is blocked.", idref: null, error_id: "wpcf7-f5-p6-o1-ve-your-email" }],
    posted_data_hash: "",
    into: "#wpcf7-f5-p6-o1",
  });
const tagged = () =>
  `<x-contact-form form-id="5" unit-tag="wpcf7-f5-p6-o1" container-post="6" locale="en_US" plugin-version="6.1.6" schema='${schema}'>${cf7Markup()}</x-contact-form>`;

describe("x-contact-form", () => {
  let api: ReturnType<typeof stubApi> | undefined;
  afterEach(() => api?.restore());

  describe("enhancing the form in place", () => {
    it("keeps the form in the light DOM, slotted, and adds CF7's hidden fields, live region and response box", async () => {
      api = stubApi({});
      const el = await contactForm(tagged());
      const form = formOf(el);
      expect(form.parentElement).to.equal(el);
      expect(el.shadowRoot!.querySelector("slot")!.assignedElements()).to.include(form);
      const hidden = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]));
      expect(hidden).to.deep.equal({
        _wpcf7: "5",
        _wpcf7_version: "6.1.6",
        _wpcf7_locale: "en_US",
        _wpcf7_unit_tag: "wpcf7-f5-p6-o1",
        _wpcf7_container_post: "6",
        _wpcf7_posted_data_hash: "",
      });
      expect(el.querySelector('.screen-reader-response [role="status"][aria-live="polite"]')).to.exist;
      expect(form.querySelector('.wpcf7-response-output[aria-hidden="true"]')).to.exist;
      expect(form.querySelector(".has-spinner + .wpcf7-spinner")).to.exist;
      expect(form.noValidate).to.equal(true);
      expect(form.dataset["status"]).to.equal("init");
    });

    it("reads what the attributes leave open from CF7's server-rendered hidden fields", async () => {
      api = stubApi({});
      const markup = cf7Markup().replace(
        "<p>",
        '<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7_version" value="6.1.5"><input type="hidden" name="_wpcf7_locale" value="de_DE"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f5-p9-o2"><input type="hidden" name="_wpcf7_container_post" value="9"></fieldset><p>',
      );
      const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${markup}</x-contact-form>`);
      expect([
        field(el, "_wpcf7_version").value,
        field(el, "_wpcf7_locale").value,
        field(el, "_wpcf7_unit_tag").value,
        field(el, "_wpcf7_container_post").value,
      ]).to.deep.equal(["6.1.5", "de_DE", "wpcf7-f5-p9-o2", "9"]);
      // CF7's own box of hidden inputs takes no space (a fieldset would show an empty border).
      expect(getComputedStyle(el.querySelector(".hidden-fields-container")!).display).to.equal("none");
    });

    it("a container-post that is not a post id warns and falls back as an absent one does: to CF7's rendered field", async () => {
      api = stubApi({});
      const log = captureConsole();
      try {
        const markup = cf7Markup().replace(
          "<p>",
          '<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7_container_post" value="9"></fieldset><p>',
        );
        const el = await contactForm(`<x-contact-form form-id="5" container-post="home" schema='${schema}'>${markup}</x-contact-form>`);
        expect(field(el, "_wpcf7_container_post").value).to.equal("9");
        expect(el.containerPost).to.equal(null);
        expect(log.warnings).to.deep.equal(['[x-contact-form] attribute "container-post": "home" is not an integer, at least 0']);
      } finally {
        log.restore();
      }
    });

    it("defaults the unit tag to wpcf7-f{id}-o{n}, counting instances on the page", async () => {
      api = stubApi({});
      const a = await contactForm(`<x-contact-form form-id="7" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
      const b = await contactForm(`<x-contact-form form-id="7" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
      const [na, nb] = [a, b].map((el) => Number(/^wpcf7-f7-o(\d+)$/.exec(field(el, "_wpcf7_unit_tag").value)![1]));
      expect(nb).to.equal(na! + 1);
    });

    it("skips the unit tag numbers that forms rendered by CF7's server already use on the page", async () => {
      api = stubApi({});
      const rendered = document.createElement("div");
      rendered.innerHTML = Array.from({ length: 500 }, (_, i) => `<input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f5-p6-o${i + 1}">`).join(
        "",
      );
      document.body.append(rendered);
      try {
        const el = await contactForm(`<x-contact-form form-id="5" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
        const n = Number(/^wpcf7-f5-o(\d+)$/.exec(field(el, "_wpcf7_unit_tag").value)![1]);
        expect(n).to.be.above(500);
      } finally {
        rendered.remove();
      }
    });

    it("follows attribute changes into the hidden fields, and back to the defaults when they are removed", async () => {
      api = stubApi({});
      const el = await contactForm(
        `<x-contact-form form-id="5" unit-tag="custom-tag" locale="fr_FR" container-post="9" schema='${schema}'>${cf7Markup()}</x-contact-form>`,
      );
      const hidden = () => ["_wpcf7", "_wpcf7_unit_tag", "_wpcf7_locale", "_wpcf7_container_post"].map((name) => field(el, name).value);
      expect(hidden()).to.deep.equal(["5", "custom-tag", "fr_FR", "9"]);
      for (const name of ["unit-tag", "locale", "container-post"]) el.removeAttribute(name);
      el.setAttribute("form-id", "7");
      await el.updateComplete;
      const [id, unitTag, locale, post] = hidden();
      expect([id, locale, post]).to.deep.equal(["7", "", "0"]);
      expect(unitTag).to.match(/^wpcf7-f7-o\d+$/);
    });

    it("disables submit until every non-optional acceptance is accepted", async () => {
      api = stubApi({});
      const el = await contactForm(tagged());
      const button = el.querySelector<HTMLInputElement>(".wpcf7-submit")!;
      expect(button.disabled).to.equal(true);
      check(el, "consent");
      expect(button.disabled).to.equal(false);
      check(el, "consent", false);
      expect(button.disabled).to.equal(true);
    });

    it("prefixes http:// to a website with a dot and no scheme, on change", async () => {
      api = stubApi({});
      const el = await contactForm(tagged());
      type(el, "your-url", "  example.com/about ");
      expect(field(el, "your-url").value).to.equal("http://example.com/about");
      expect(el.querySelector('[data-name="your-url"] .wpcf7-not-valid-tip')).to.equal(null);
    });
  });

  describe("submitting", () => {
    it("sends multipart FormData with the hidden fields and the submitter, without X-WP-Nonce", async () => {
      api = stubApi({ feedback: () => jsonResponse({ ...SENT, status: "mail_failed", message: "x" }) });
      const el = await contactForm(tagged());
      fillValid(el);
      submit(el);
      await until(() => el.matches(":state(failed)"));
      const [call] = api.calls;
      expect(call!.method).to.equal("POST");
      expect(call!.url).to.equal("/wp-json/contact-form-7/v1/contact-forms/5/feedback");
      expect(call!.headers.has("X-WP-Nonce")).to.equal(false);
      expect(call!.headers.get("Accept")).to.equal("application/json, */*;q=0.1");
      expect(Object.fromEntries(call!.body)).to.deep.include({
        _wpcf7: "5",
        _wpcf7_unit_tag: "wpcf7-f5-p6-o1",
        _wpcf7_container_post: "6",
        "your-name": "Ada Lovelace",
        "your-email": "ada@example.com",
        consent: "1",
        send: "Send",
      });
    });

    it("on mail_sent: CF7's events in order, init → submitting → sent → resetting → sent, the form reset and refilled", async () => {
      api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
      const el = await contactForm(tagged());
      fillValid(el);
      const log = recordEvents(el);
      submit(el);
      await until(() => log.events.some((e) => e.type === "wpcf7reset"));
      expect(log.names()).to.deep.equal([
        "statuschanged:validating",
        "statuschanged:init",
        "beforesubmit",
        "statuschanged:submitting",
        "statuschanged:sent",
        "mailsent",
        "submit",
        "statuschanged:resetting",
        "statuschanged:sent",
        "reset",
      ]);
      const form = formOf(el);
      expect(form.dataset["status"]).to.equal("sent");
      expect(form.className.split(" ")).to.include("sent").and.not.include("resetting");
      expect(field(el, "your-name").value).to.equal("");
      expect(field(el, "_wpcf7_posted_data_hash").value).to.equal(SENT.posted_data_hash);
      expect(form.querySelector(".wpcf7-response-output")!.textContent).to.equal("Thank you for your message. It has been sent.");
      expect(el.querySelector('.screen-reader-response [role="status"]')!.textContent).to.equal("Thank you for your message. It has been sent.");
      expect(api.calls.map((c) => `${c.method} ${c.url}`)).to.deep.equal([
        "POST /wp-json/contact-form-7/v1/contact-forms/5/feedback",
        "GET /wp-json/contact-form-7/v1/contact-forms/5/refill",
      ]);
      expect(el.querySelector<HTMLInputElement>(".wpcf7-submit")!.disabled, "acceptance re-checked after reset").to.equal(true);

      const mailsent = log.events.find((e) => e.type === "wpcf7mailsent")!;
      expect(mailsent.target).to.equal(form);
      expect(mailsent.bubbles).to.equal(true);
      const { formData, ...detail } = mailsent.detail;
      expect(formData).to.be.instanceOf(FormData);
      expect(detail).to.deep.equal({
        contactFormId: 5,
        pluginVersion: "6.1.6",
        contactFormLocale: "en_US",
        unitTag: "wpcf7-f5-p6-o1",
        containerPostId: 6,
        status: "mail_sent",
        inputs: [
          { name: "your-name", value: "Ada Lovelace" },
          { name: "your-email", value: "ada@example.com" },
          { name: "your-url", value: "" },
          { name: "consent", value: "1" },
          { name: "send", value: "Send" },
        ],
        apiResponse: SENT,
      });
      const changed = log.events.find((e) => e.type === "wpcf7statuschanged" && e.detail.status === "submitting")!;
      expect(changed.detail).to.deep.equal({
        contactFormId: 5,
        pluginVersion: "6.1.6",
        contactFormLocale: "en_US",
        unitTag: "wpcf7-f5-p6-o1",
        containerPostId: 6,
        status: "submitting",
        prevStatus: "init",
      });
      const xChanges = log.events.filter((e) => e.type === "x-status-change").map((e) => e.detail);
      expect(xChanges.slice(2)).to.deep.equal([
        { status: "submitting", prevStatus: "init" },
        { status: "sent", prevStatus: "submitting" },
        { status: "resetting", prevStatus: "sent" },
        { status: "sent", prevStatus: "resetting" },
      ]);
      expect(el.matches(":state(sent)")).to.equal(true);
      expect(el.matches(":state(submitting)"), "one status at a time").to.equal(false);
      expect(el.hasAttribute("status"), "a state, not an attribute").to.equal(false);
    });

    it("after mail_sent, takes the focus from Send (disabled by the reset) to the success message, exposed while focused", async () => {
      api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
      const el = await contactForm(tagged());
      fillValid(el);
      const send = el.querySelector<HTMLInputElement>(".wpcf7-submit")!;
      send.focus();
      submit(el);
      await until(() => formOf(el).dataset["status"] === "sent" && send.disabled);
      const output = formOf(el).querySelector<HTMLElement>(".wpcf7-response-output")!;
      expect(document.activeElement?.outerHTML, "the focus").to.equal(output.outerHTML);
      expect(output.textContent).to.equal("Thank you for your message. It has been sent.");
      expect(output.tabIndex).to.equal(-1);
      expect(output.hasAttribute("aria-hidden"), "what holds the focus is not hidden").to.equal(false);
      field(el, "your-name").focus();
      expect(output.getAttribute("aria-hidden"), "hidden again for the live region to speak").to.equal("true");
    });

    it("after mail_sent, leaves the focus where the visitor took it outside the form", async () => {
      api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
      const el = await contactForm(tagged());
      const elsewhere = document.createElement("input");
      el.after(elsewhere);
      try {
        fillValid(el);
        submit(el);
        elsewhere.focus();
        await until(() => formOf(el).dataset["status"] === "sent");
        expect(document.activeElement === elsewhere, "the focus stays outside").to.equal(true);
      } finally {
        elsewhere.remove();
      }
    });

    const outcomes: Array<[string, string, string[]]> = [
      ["validation_failed", "invalid", ["invalid", "submit"]],
      ["acceptance_missing", "unaccepted", ["unaccepted", "submit"]],
      ["spam", "spam", ["spam", "submit"]],
      ["aborted", "aborted", ["aborted", "submit"]],
      ["mail_failed", "failed", ["mailfailed", "submit"]],
      ["payment_required", "payment-required", ["submit"]],
      ["foo_bar_baz", "custom-foo-bar_baz", ["submit"]],
      // CF7's own class change throws on the space its replaces leave; here each space run is a dash.
      ["foo_bar baz", "custom-foo-bar-baz", ["submit"]],
      ["error", "custom-error", ["submit"]],
    ];
    for (const [status, className, fired] of outcomes) {
      it(`on ${status}: status ${className}, events ${fired.join(", ")}, message shown, values kept`, async () => {
        api = stubApi({ feedback: () => jsonResponse({ ...SENT, status, message: `Answer for ${status}`, posted_data_hash: "" }) });
        const el = await contactForm(tagged());
        fillValid(el);
        const log = recordEvents(el);
        submit(el);
        await until(() => log.events.some((e) => e.type === "wpcf7submit"));
        const form = formOf(el);
        expect(form.dataset["status"]).to.equal(className);
        expect(form.classList.contains(className)).to.equal(true);
        expect(form.classList.contains("submitting")).to.equal(false);
        expect(log.names().slice(4)).to.deep.equal([`statuschanged:${className}`, ...fired]);
        expect(log.events.at(-1)!.detail.status).to.equal(status);
        expect(form.querySelector(".wpcf7-response-output")!.textContent).to.equal(`Answer for ${status}`);
        expect(field(el, "your-name").value).to.equal("Ada Lovelace");
        expect(api.calls.filter((c) => c.url.includes("refill"))).to.have.length(0);
      });
    }

    it("keeps an unknown status as custom-{status} through later validation and a resubmit, never custom-custom-…", async () => {
      api = stubApi({ feedback: () => jsonResponse({ ...SENT, status: "foo_error", message: "Odd.", posted_data_hash: "" }) });
      const el = await contactForm(tagged());
      fillValid(el);
      submit(el);
      await until(() => formOf(el).dataset["status"] === "custom-foo-error");
      const log = recordEvents(el);
      type(el, "your-name", "Ada King");
      expect(formOf(el).dataset["status"], "after a field change").to.equal("custom-foo-error");
      expect(log.names(), "a field change: validating and back").to.deep.equal(["statuschanged:validating", "statuschanged:custom-foo-error"]);
      log.events.length = 0;
      submit(el);
      await until(() => log.events.some((e) => e.type === "wpcf7submit"));
      expect(formOf(el).dataset["status"], "after a resubmit").to.equal("custom-foo-error");
      expect(log.names()).to.deep.equal([
        "statuschanged:validating",
        "statuschanged:custom-foo-error",
        "beforesubmit",
        "statuschanged:submitting",
        "statuschanged:custom-foo-error",
        "submit",
      ]);
      expect([...formOf(el).classList].filter((name) => name.startsWith("custom-"))).to.deep.equal(["custom-foo-error"]);
      expect(el.matches(":state(custom-foo-error)")).to.equal(true);
    });

    it("shows the server's invalid_fields CF7's way: tip, aria-invalid, aria-describedby, linked screen-reader list", async () => {
      api = stubApi({ feedback: blockedEmail });
      const el = await contactForm(tagged());
      fillValid(el);
      submit(el);
      await until(() => formOf(el).dataset["status"] === "invalid");
      const input = field(el, "your-email");
      expect(input.getAttribute("aria-invalid")).to.equal("true");
      expect(input.getAttribute("aria-describedby")).to.equal("wpcf7-f5-p6-o1-ve-your-email");
      expect(input.classList.contains("wpcf7-not-valid")).to.equal(true);
      expect(input.validationMessage).to.equal("This address is blocked.");
      expect(el.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip[aria-hidden="true"]')!.textContent).to.equal("This address is blocked.");
      const item = el.querySelector(".screen-reader-response ul li#wpcf7-f5-p6-o1-ve-your-email")!;
      expect(item.querySelector("a")!.getAttribute("href")).to.equal("#your-email");
      expect(item.textContent).to.equal("This address is blocked.");
      expect(field(el, "your-name").getAttribute("aria-invalid")).to.equal("false");
      expect(el.querySelector('.screen-reader-response [role="status"]')!.textContent).to.equal(
        "One or more fields have an error. Please check and try again.",
      );
    });

    it("on a form written by hand, adds aria-invalid and keeps the page's own aria-describedby beside the error's", async () => {
      api = stubApi({ feedback: blockedEmail });
      const markup =
        '<form><p><span class="wpcf7-form-control-wrap" data-name="your-email"><input type="email" name="your-email" class="wpcf7-form-control" aria-describedby="email-hint"></span>' +
        '<span id="email-hint">We never share it.</span></p><p><input type="submit" class="wpcf7-form-control wpcf7-submit" value="Send"></p></form>';
      const emptySchema = JSON.stringify({ ...SCHEMA, rules: [] });
      const el = await contactForm(`<x-contact-form form-id="5" unit-tag="wpcf7-f5-p6-o1" schema='${emptySchema}'>${markup}</x-contact-form>`);
      const input = field(el, "your-email");
      expect(input.getAttribute("aria-invalid")).to.equal("false");
      type(el, "your-email", "ada@example.com");
      submit(el);
      await until(() => formOf(el).dataset["status"] === "invalid");
      expect(input.getAttribute("aria-invalid")).to.equal("true");
      expect(input.getAttribute("aria-describedby")).to.equal("wpcf7-f5-p6-o1-ve-your-email email-hint");
      type(el, "your-email", "ada@example.org");
      expect(input.getAttribute("aria-invalid")).to.equal("false");
      expect(input.getAttribute("aria-describedby")).to.equal("email-hint");
    });

    it("with floating tips, focusing a field hides its tip, after every failed submit", async () => {
      api = stubApi({ feedback: blockedEmail });
      const el = await contactForm(tagged());
      formOf(el).classList.add("use-floating-validation-tip");
      const tip = () => el.querySelector<HTMLElement>('[data-name="your-email"] .wpcf7-not-valid-tip');
      fillValid(el);
      for (let attempt = 1; attempt <= 2; attempt++) {
        submit(el);
        await until(() => api!.calls.length === attempt && tip() !== null && formOf(el).dataset["status"] === "invalid");
        expect(tip()!.style.display, `attempt ${attempt}: shown`).to.equal("");
        field(el, "your-name").focus();
        field(el, "your-email").focus();
        expect(tip()!.style.display, `attempt ${attempt}: hidden on focus`).to.equal("none");
      }
    });

    it("hides a floating tip through CSSOM, never a style attribute (which a strict CSP refuses)", async () => {
      api = stubApi({ feedback: blockedEmail });
      const el = await contactForm(tagged());
      formOf(el).classList.add("use-floating-validation-tip");
      const tip = () => el.querySelector<HTMLElement>('[data-name="your-email"] .wpcf7-not-valid-tip');
      const setAttribute = Element.prototype.setAttribute;
      const styleAttributes: string[] = [];
      Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
        if (name.toLowerCase() === "style") styleAttributes.push(value);
        setAttribute.call(this, name, value);
      };
      try {
        fillValid(el);
        submit(el);
        await until(() => tip() !== null && formOf(el).dataset["status"] === "invalid");
        field(el, "your-email").focus();
        expect(tip()!.style.display).to.equal("none");
        tip()!.click();
        expect(styleAttributes, "style attributes set").to.deep.equal([]);
      } finally {
        Element.prototype.setAttribute = setAttribute;
      }
    });

    it("takes its listeners off the controls when removed, so the page gets its form back as it was", async () => {
      api = stubApi({ feedback: blockedEmail });
      const el = await contactForm(tagged());
      const form = formOf(el);
      form.classList.add("use-floating-validation-tip");
      fillValid(el);
      submit(el);
      await until(() => formOf(el).dataset["status"] === "invalid");
      el.remove();
      await new Promise((resolve) => setTimeout(resolve)); // a real removal: the element's render is released
      document.body.append(form);
      try {
        form.querySelector<HTMLInputElement>('[name="your-email"]')!.focus();
        expect(form.querySelector<HTMLElement>('[data-name="your-email"] .wpcf7-not-valid-tip')!.style.display).to.equal("");
      } finally {
        form.remove();
      }
    });

    it("does nothing on a second submit while one is in flight", async () => {
      let answer!: (response: Response) => void;
      api = stubApi({ feedback: () => new Promise<Response>((resolve) => (answer = resolve)) });
      const el = await contactForm(tagged());
      fillValid(el);
      submit(el);
      submit(el);
      submit(el);
      expect(formOf(el).dataset["status"]).to.equal("submitting");
      await until(() => answer !== undefined);
      answer(jsonResponse({ ...SENT, status: "mail_failed" }));
      await until(() => formOf(el).dataset["status"] === "failed");
      expect(api.calls).to.have.length(1);
      submit(el);
      await until(() => api!.calls.length === 2);
    });

    it("refills a quiz and a captcha from the response", async () => {
      api = stubApi({
        feedback: () =>
          jsonResponse({ ...SENT, status: "validation_failed", quiz: { "quiz-1": ["1+1?", "hash2"] }, captcha: { "captcha-1": "/c/12345.png" } }),
      });
      const extra = `<span class="wpcf7-form-control-wrap" data-name="quiz-1"><label><span class="wpcf7-quiz-label">2+2?</span><input name="quiz-1" class="wpcf7-form-control" value="4"></label><input type="hidden" name="_wpcf7_quiz_answer_quiz-1" value="hash1"></span>
        <img class="wpcf7-captcha-captcha-1" alt="captcha" src="/c/1.png"><input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="1"><input name="captcha-1" aria-label="captcha" value="abc">`;
      const el = await contactForm(
        `<x-contact-form form-id="5" schema='${schema}'>${cf7Markup().replace('<p><input type="submit"', `${extra}<p><input type="submit"`)}</x-contact-form>`,
      );
      fillValid(el);
      submit(el);
      await until(() => formOf(el).dataset["status"] === "invalid");
      expect(el.querySelector(".wpcf7-quiz-label")!.textContent).to.equal("1+1?");
      expect([field(el, "quiz-1").value, field(el, "_wpcf7_quiz_answer_quiz-1").value]).to.deep.equal(["", "hash2"]);
      expect(el.querySelector("img")!.getAttribute("src")).to.equal("/c/12345.png");
      expect([field(el, "captcha-1").value, field(el, "_wpcf7_captcha_challenge_captcha-1").value]).to.deep.equal(["", "12345"]);
    });
  });

  describe("reset", () => {
    it("a manual reset goes resetting → init and fires wpcf7reset with the refill", async () => {
      api = stubApi({ refill: () => jsonResponse([]) });
      const el = await contactForm(tagged());
      type(el, "your-name", "Ada");
      const log = recordEvents(el);
      formOf(el).reset();
      await until(() => log.events.some((e) => e.type === "wpcf7reset"));
      expect(log.names()).to.deep.equal(["statuschanged:resetting", "statuschanged:init", "reset"]);
      expect(log.events.at(-1)!.detail.apiResponse).to.deep.equal([]);
      expect(field(el, "your-name").value).to.equal("");
    });

    it("a refill answered with nothing (204) is a reset with nothing to refill: init, wpcf7reset, no error", async () => {
      api = stubApi({ refill: () => new Response(null, { status: 204 }) });
      const log = captureConsole();
      try {
        const el = await contactForm(tagged());
        const events = recordEvents(el);
        formOf(el).reset();
        await until(() => events.events.some((e) => e.type === "wpcf7reset"));
        expect(events.names()).to.deep.equal(["statuschanged:resetting", "statuschanged:init", "reset"]);
        expect(events.events.at(-1)!.detail.apiResponse).to.equal(null);
        expect(log.errors).to.deep.equal([]);
      } finally {
        log.restore();
      }
    });

    it("a failed refill still ends the reset in a usable state", async () => {
      api = stubApi({ refill: () => jsonResponse({ code: "oops" }, 500) });
      const log = captureConsole();
      try {
        const el = await contactForm(tagged());
        formOf(el).reset();
        await until(() => formOf(el).dataset["status"] === "init" && log.errors.length > 0);
        expect(log.errors[0]).to.match(/^\[x-contact-form\] could not refill/);
      } finally {
        log.restore();
      }
    });
  });

  it("resets (and so refills) a form on a cached page, as CF7 does when wpcf7.cached is set", async () => {
    const page = window as Window & { wpcf7?: { cached?: unknown } };
    page.wpcf7 = { cached: 1 };
    // Listened for before the element exists: the reset may be over before the element's first render is.
    const resets: Event[] = [];
    const onReset = (event: Event) => resets.push(event);
    document.addEventListener("wpcf7reset", onReset);
    try {
      api = stubApi({ refill: () => jsonResponse({ captcha: { "captcha-1": "/fresh.png" } }) });
      const el = await contactForm(tagged());
      await until(() => resets.length === 1);
      expect(api.calls.filter((call) => call.url.includes("/refill")).map((call) => `${call.method} ${call.url}`)).to.deep.equal([
        "GET /wp-json/contact-form-7/v1/contact-forms/5/refill",
      ]);
      expect(formOf(el).dataset["status"]).to.equal("init");
    } finally {
      delete page.wpcf7;
      document.removeEventListener("wpcf7reset", onReset);
    }
  });

  describe("CF7's control helpers", () => {
    const extras =
      // [checkbox fruit exclusive "Apple" "Pear"]
      '<p><span class="wpcf7-form-control-wrap" data-name="fruit"><span class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox">' +
      '<span class="wpcf7-list-item first"><label><input type="checkbox" name="fruit[]" value="Apple"><span class="wpcf7-list-item-label">Apple</span></label></span>' +
      '<span class="wpcf7-list-item last"><label><input type="checkbox" name="fruit[]" value="Pear"><span class="wpcf7-list-item-label">Pear</span></label></span></span></span></p>' +
      // [radio how free_text "Web" "Other"]
      '<p><span class="wpcf7-form-control-wrap" data-name="how"><span class="wpcf7-form-control wpcf7-radio">' +
      '<span class="wpcf7-list-item first"><label><input type="radio" name="how" value="Web" checked><span class="wpcf7-list-item-label">Web</span></label></span>' +
      '<span class="wpcf7-list-item last has-free-text"><label><input type="radio" name="how" value="Other"><span class="wpcf7-list-item-label">Other</span></label> ' +
      '<input type="text" name="_wpcf7_free_text_how" value="" class="wpcf7-free-text"></span></span></span></p>' +
      // [textarea note minlength:3 maxlength:10 "Hi"] with [count note down]
      '<p><span class="wpcf7-form-control-wrap" data-name="note"><textarea name="note" class="wpcf7-form-control wpcf7-textarea" minlength="3" maxlength="10">Hi</textarea></span>' +
      '<span class="wpcf7-character-count down" data-target-name="note" data-starting-value="10" data-current-value="10" data-maximum-value="10" data-minimum-value="3">10</span></p>' +
      // [reflection your-name default:"(no name)"], and a lone output
      '<p><span class="wpcf7-reflection" data-reflection-of="your-name"><output name="your-name" data-default="(no name)">(no name)</output></span>' +
      '<output data-reflection-of="your-email" data-default="(no email)"></output></p>';
    const withExtras = () =>
      `<x-contact-form form-id="5" schema='${schema}'>${cf7Markup().replace('<p><input type="submit"', `${extras}<p><input type="submit"`)}</x-contact-form>`;
    const keyup = (input: HTMLElement) => input.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true, key: "a" }));

    it("an exclusive checkbox unchecks its siblings", async () => {
      api = stubApi({});
      const el = await contactForm(withExtras());
      const [apple, pear] = [...el.querySelectorAll<HTMLInputElement>('[name="fruit[]"]')];
      apple!.checked = true;
      apple!.dispatchEvent(new Event("change", { bubbles: true }));
      pear!.checked = true;
      pear!.dispatchEvent(new Event("change", { bubbles: true }));
      expect([apple!.checked, pear!.checked]).to.deep.equal([false, true]);
    });

    it("a free-text option's input is usable only while the option is checked, and takes the focus then", async () => {
      api = stubApi({});
      const el = await contactForm(withExtras());
      const text = field(el, "_wpcf7_free_text_how");
      const [web, other] = [...el.querySelectorAll<HTMLInputElement>('[name="how"]')];
      expect(text.disabled).to.equal(true);
      other!.checked = true;
      other!.dispatchEvent(new Event("change", { bubbles: true }));
      expect(text.disabled).to.equal(false);
      expect(document.activeElement === text, "focus on the free text").to.equal(true);
      web!.checked = true;
      web!.dispatchEvent(new Event("change", { bubbles: true }));
      expect(text.disabled).to.equal(true);
    });

    it("a character counter counts down on keyup, flags too short and too long, and starts over on reset", async () => {
      api = stubApi({ refill: () => jsonResponse({}) });
      const el = await contactForm(withExtras());
      const note = el.querySelector<HTMLTextAreaElement>('[name="note"]')!;
      const counter = el.querySelector<HTMLElement>(".wpcf7-character-count")!;
      expect([counter.textContent, counter.dataset["currentValue"], counter.className]).to.deep.equal([
        "8",
        "8",
        "wpcf7-character-count down too-short",
      ]);
      note.value = "  Hello  ";
      keyup(note);
      expect([counter.textContent, counter.classList.contains("too-short"), counter.classList.contains("too-long")]).to.deep.equal([
        "5",
        false,
        false,
      ]);
      note.value = "Hello there";
      keyup(note);
      expect([counter.textContent, counter.classList.contains("too-long")]).to.deep.equal(["-1", true]);
      formOf(el).reset();
      await until(() => formOf(el).dataset["status"] === "init" && counter.textContent === "8");
      expect(note.value).to.equal("Hi");
    });

    it("a character counter follows every input without a key: a paste, autofill, a script, and on change", async () => {
      api = stubApi({});
      const el = await contactForm(withExtras());
      const note = el.querySelector<HTMLTextAreaElement>('[name="note"]')!;
      const counter = el.querySelector<HTMLElement>(".wpcf7-character-count")!;
      note.value = "Pasted";
      note.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
      expect([counter.textContent, counter.dataset["currentValue"]]).to.deep.equal(["4", "4"]);
      note.value = "Autofilled!";
      note.dispatchEvent(new Event("input", { bubbles: true }));
      expect([counter.textContent, counter.classList.contains("too-long")]).to.deep.equal(["-1", true]);
      note.value = "Set";
      note.dispatchEvent(new Event("change", { bubbles: true }));
      expect([counter.textContent, counter.classList.contains("too-long")]).to.deep.equal(["7", false]);
    });

    it("reflection outputs mirror a field's valid value, and their default when it has none", async () => {
      api = stubApi({});
      const el = await contactForm(withExtras());
      const reflection = el.querySelector('[data-reflection-of="your-name"]')!;
      const lone = el.querySelector<HTMLOutputElement>('output[data-reflection-of="your-email"]')!;
      type(el, "your-name", "Ada");
      expect([...reflection.querySelectorAll("output")].map((output) => [output.textContent, output.hidden])).to.deep.equal([
        ["(no name)", true],
        ["Ada", false],
      ]);
      type(el, "your-email", "ada@example.com");
      expect(lone.textContent).to.equal("ada@example.com");
      type(el, "your-email", "nope");
      expect(lone.textContent).to.equal("(no email)");
      type(el, "your-name", "");
      expect([...reflection.querySelectorAll("output")].map((output) => [output.textContent, output.hidden])).to.deep.equal([["(no name)", false]]);
    });
  });

  describe("client validation", () => {
    it("on change validates against the whole form: a rule may read a later field", async () => {
      api = stubApi({});
      const rules = [
        {
          rule: "any",
          field: "your-email",
          error: "Give an email address or a website.",
          rules: [
            { rule: "required", field: "your-email" },
            { rule: "required", field: "your-url" },
          ],
        },
      ];
      const el = await contactForm(`<x-contact-form form-id="5" schema='${JSON.stringify({ ...SCHEMA, rules })}'>${cf7Markup()}</x-contact-form>`);
      type(el, "your-url", "https://example.com");
      type(el, "your-email", "");
      // (Compared as a boolean: a failing comparison of elements makes chai print React's internals and hang.)
      expect(el.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip') === null, "the website satisfies the rule").to.equal(true);
      type(el, "your-url", "");
      type(el, "your-email", "");
      expect(el.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')!.textContent).to.equal("Give an email address or a website.");
    });

    it("on change validates the fields up to and including the changed one, via validating and back", async () => {
      api = stubApi({});
      const el = await contactForm(tagged());
      const log = recordEvents(el);
      type(el, "your-email", "not-an-email");
      expect(log.names()).to.deep.equal(["statuschanged:validating", "statuschanged:init"]);
      expect(el.querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')!.textContent).to.equal("Please fill out this field.");
      expect(el.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')!.textContent).to.equal("Please enter an email address.");
      type(el, "your-email", "ada@example.com");
      expect(el.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')).to.equal(null);
      expect(field(el, "your-email").getAttribute("aria-invalid")).to.equal("false");
      expect(field(el, "your-email").hasAttribute("aria-describedby")).to.equal(false);
      type(el, "your-name", "Ada");
      expect(el.querySelectorAll(".wpcf7-not-valid-tip")).to.have.length(0);
      expect(el.querySelectorAll(".screen-reader-response li")).to.have.length(0);
    });

    it("a checkbox group emptied clears its earlier error; a blank value is no item for the item counts", async () => {
      api = stubApi({});
      const rules = [{ rule: "maxitems", field: "days", threshold: 2, error: "Too many items are selected." }];
      const group = `<p><span class="wpcf7-form-control-wrap" data-name="days"><span class="wpcf7-form-control wpcf7-checkbox">${[
        "Mon",
        "Tue",
        "Wed",
        " ",
      ]
        .map((day) => `<label><input type="checkbox" name="days[]" value="${day}"> ${day}</label>`)
        .join("")}</span></span></p>`;
      const el = await contactForm(
        `<x-contact-form form-id="5" schema='${JSON.stringify({ ...SCHEMA, rules })}'>${cf7Markup().replace("<p>", group + "<p>")}</x-contact-form>`,
      );
      const boxes = [...el.querySelectorAll<HTMLInputElement>('[name="days[]"]')];
      const tick = (box: HTMLInputElement, checked: boolean) => {
        box.checked = checked;
        box.dispatchEvent(new Event("change", { bubbles: true }));
      };
      const tip = () => el.querySelector('[data-name="days"] .wpcf7-not-valid-tip')?.textContent ?? null;
      for (const box of boxes.slice(0, 3)) tick(box, true);
      expect(tip(), "three of at most 2").to.equal("Too many items are selected.");
      tick(boxes[2]!, false);
      tick(boxes[3]!, true);
      expect(tip(), "two and a blank one").to.equal(null);
      tick(boxes[2]!, true);
      expect(tip()).to.equal("Too many items are selected.");
      for (const box of boxes) tick(box, false);
      expect(tip(), "every box unticked").to.equal(null);
      expect(el.querySelectorAll(".screen-reader-response li")).to.have.length(0);
      expect(boxes[0]!.hasAttribute("aria-describedby")).to.equal(false);
    });

    it("before submitting flags every invalid field, fires wpcf7invalid and sends nothing", async () => {
      api = stubApi({});
      const el = await contactForm(tagged());
      check(el, "consent");
      type(el, "your-url", "notaurl");
      const log = recordEvents(el);
      submit(el);
      expect(api.calls).to.have.length(0);
      expect(log.names()).to.deep.equal(["statuschanged:validating", "statuschanged:invalid", "invalid"]);
      expect([...el.querySelectorAll(".screen-reader-response li")].map((li) => li.textContent)).to.deep.equal([
        "Please fill out this field.",
        "Please fill out this field.",
        "Please enter a URL.",
      ]);
      const invalid = log.events.at(-1)!.detail;
      expect(invalid.status).to.equal("validation_failed");
      expect(invalid.apiResponse.invalid_fields.map((f: { error_id: string }) => f.error_id)).to.deep.equal([
        "wpcf7-f5-p6-o1-ve-your-name",
        "wpcf7-f5-p6-o1-ve-your-email",
        "wpcf7-f5-p6-o1-ve-your-url",
      ]);
      expect(formOf(el).querySelector(".wpcf7-response-output")!.textContent).to.equal(
        "One or more fields have an error. Please check and try again.",
      );
    });

    it("fetches the schema once per form id for every instance, from a ?rest_route= root", async () => {
      api = stubApi({ schema: () => jsonResponse(SCHEMA) });
      const root = "/?rest_route=/";
      const els = [
        await contactForm(`<x-contact-form form-id="41" api-root="${root}">${cf7Markup()}</x-contact-form>`),
        await contactForm(`<x-contact-form form-id="41" api-root="${root}">${cf7Markup()}</x-contact-form>`),
      ];
      await until(() => api!.calls.length === 1);
      expect(api.calls[0]!.url).to.equal("/?rest_route=/contact-form-7/v1/contact-forms/41/feedback/schema");
      await new Promise((resolve) => setTimeout(resolve, 0));
      type(els[1]!, "your-name", "");
      expect(els[1]!.querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')!.textContent).to.equal("Please fill out this field.");
      expect(api.calls).to.have.length(1);
    });

    it("submits unvalidated while the schema is missing, and logs the failed schema fetch", async () => {
      api = stubApi({ schema: () => jsonResponse({ nope: true }), feedback: () => jsonResponse({ ...SENT, status: "validation_failed" }) });
      const log = captureConsole();
      try {
        const el = await contactForm(`<x-contact-form form-id="42">${cf7Markup()}</x-contact-form>`);
        await until(() => log.errors.length > 0);
        expect(log.errors[0]).to.match(/^\[x-contact-form\] could not load the validation schema of form 42/);
        check(el, "consent");
        submit(el);
        await until(() => formOf(el).dataset["status"] === "invalid");
        expect(api.calls.map((c) => c.method)).to.deep.equal(["GET", "POST"]);
      } finally {
        log.restore();
      }
    });

    it("takes a schema answered with nothing (204) as no client rules: no error, and the server validates", async () => {
      api = stubApi({ schema: () => new Response(null, { status: 204 }), feedback: () => jsonResponse({ ...SENT, status: "validation_failed" }) });
      const log = captureConsole();
      try {
        const el = await contactForm(`<x-contact-form form-id="43">${cf7Markup()}</x-contact-form>`);
        await until(() => api!.calls.length === 1);
        type(el, "your-email", "not an address");
        check(el, "consent");
        submit(el);
        await until(() => formOf(el).dataset["status"] === "invalid");
        expect(api.calls.map((c) => c.method)).to.deep.equal(["GET", "POST"]);
        expect(log.errors).to.deep.equal([]);
      } finally {
        log.restore();
      }
    });

    describe("a schema that cannot load", () => {
      const cases: Array<[string, string, () => Response, RegExp]> = [
        [
          "a 404 from a wrong REST root names the api-root it tried and says to set it",
          "/blog/wp-json/",
          () => new Response("<html>Not found</html>", { status: 404 }),
          /^\[x-contact-form\] could not load the validation schema of form 44 from \/blog\/wp-json\/contact-form-7\/v1\/contact-forms\/44\/feedback\/schema: the server answered 404\. Is api-root "\/blog\/wp-json\/" the site's REST root\? Set the api-root attribute to it \(for example https:\/\/example\.com\/wp-json\/ or https:\/\/example\.com\/\?rest_route=\/\)\./,
        ],
        [
          "CF7's own 404 for an unknown form names the form-id to check",
          "/wp-json/",
          () => jsonResponse({ code: "wpcf7_not_found", message: "The requested contact form was not found.", data: { status: 404 } }, 404),
          /^\[x-contact-form\] could not load the validation schema of form 44 from \/wp-json\/contact-form-7\/v1\/contact-forms\/44\/feedback\/schema: Contact Form 7 at api-root "\/wp-json\/" has no form 44\. Check form-id\./,
        ],
      ];
      for (const [name, root, answer, expected] of cases) {
        it(name, async () => {
          api = stubApi({ schema: answer });
          const log = captureConsole();
          try {
            await contactForm(`<x-contact-form form-id="44" api-root="${root}">${cf7Markup()}</x-contact-form>`);
            await until(() => log.errors.length > 0);
            expect(log.errors).to.have.length(1);
            expect(log.errors[0]).to.match(expected);
          } finally {
            log.restore();
          }
        });
      }
    });

    describe("files: from the input's FileList through the validator to the rule", () => {
      const rules = [
        { rule: "requiredfile", field: "files", error: "Please choose a file." },
        { rule: "minfilesize", field: "files", threshold: 20, error: "The files are too small." },
        { rule: "maxfilesize", field: "files", threshold: 100, error: "The files are too large." },
      ];
      const form = (name: string) =>
        `<x-contact-form form-id="5" schema='${JSON.stringify({ version: "v", rules })}'><form><p><span class="wpcf7-form-control-wrap" data-name="files"><input type="file" multiple name="${name}" class="wpcf7-form-control wpcf7-file"></span></p><p><input type="submit" class="wpcf7-form-control wpcf7-submit"></p></form></x-contact-form>`;
      const tip = (el: Element) => el.querySelector('[data-name="files"] .wpcf7-not-valid-tip')?.textContent ?? null;

      it("checks a file's type by WordPress's mime table, which loads with a schema that has a file rule", async () => {
        const typed = [{ rule: "file", field: "files", accept: ["image/*"], error: "Not an image." }];
        const el = await contactForm(form("files").replace(JSON.stringify({ version: "v", rules }), JSON.stringify({ version: "v", rules: typed })));
        // Client validation starts once the table is in: each change is checked from then on.
        await until(() => {
          chooseFiles(el, "files", [fileOf("cv.pdf", 1)]);
          return tip(el) === "Not an image.";
        });
        chooseFiles(el, "files", [fileOf("me.webp", 1)]);
        expect(tip(el)).to.equal(null);
      });

      // A multiple input posts every file under its plain name, or under name[]: either way they are the field's files.
      for (const name of ["files", "files[]"]) {
        it(`sums the sizes of every file of the field (name="${name}"), and asks for one when there is none`, async () => {
          api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse({}) });
          const el = await contactForm(form(name));
          chooseFiles(el, name, [fileOf("a.txt", 60), fileOf("b.txt", 50)]);
          expect(tip(el)).to.equal("The files are too large.");
          chooseFiles(el, name, [fileOf("a.txt", 60)]);
          expect(tip(el)).to.equal(null);
          chooseFiles(el, name, [fileOf("a.txt", 101)]);
          expect(tip(el)).to.equal("The files are too large.");
          chooseFiles(el, name, [fileOf("a.txt", 10), fileOf("b.txt", 9)]);
          expect(tip(el)).to.equal("The files are too small.");
          chooseFiles(el, name, [fileOf("a.txt", 10), fileOf("b.txt", 10)]);
          expect(tip(el)).to.equal(null);
          chooseFiles(el, name, []);
          submit(el);
          expect(tip(el)).to.equal("Please choose a file.");
          expect(api.calls).to.have.length(0);
          chooseFiles(el, name, [fileOf("a.txt", 60), fileOf("b.txt", 40)]);
          submit(el);
          await until(() => api!.calls.length > 0);
          expect(api.calls[0]!.body.getAll(name).map((file) => (file as File).name)).to.deep.equal(["a.txt", "b.txt"]);
        });
      }
    });

    it("lets the server's invalid_fields win over a clean client result", async () => {
      api = stubApi({
        feedback: () =>
          jsonResponse({
            ...SENT,
            status: "validation_failed",
            invalid_fields: [{ field: "your-name", message: "Name taken.", idref: null, error_id: "x" }],
          }),
      });
      const el = await contactForm(tagged());
      fillValid(el);
      submit(el);
      await until(() => formOf(el).dataset["status"] === "invalid");
      expect(el.querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')!.textContent).to.equal("Name taken.");
    });
  });

  describe("faults", () => {
    const faults: Array<[string, () => Response | Promise<Response>, string]> = [
      ["offline", () => Promise.reject(new TypeError("Failed to fetch")), "You are probably offline."],
      ["a non-JSON body", () => new Response("<html>oops</html>", { status: 200 }), "The response is not a valid JSON response."],
      [
        "a 500",
        () => jsonResponse({ code: "internal_server_error", message: "boom" }, 500),
        "There was an error trying to send your message. Please try again later.",
      ],
      [
        "a 403 (stale nonce)",
        () => jsonResponse({ code: "rest_cookie_invalid_nonce", message: "Cookie check failed", data: { status: 403 } }, 403),
        "There was an error trying to send your message. Please try again later.",
      ],
      ["an unexpected shape", () => jsonResponse({ ok: true }), "There was an error trying to send your message. Please try again later."],
      // No status to show: the form cannot say the message was sent, so it says it was not and keeps it for a retry.
      ["nothing (a 204)", () => new Response(null, { status: 204 }), "There was an error trying to send your message. Please try again later."],
    ];
    for (const [name, answer, message] of faults) {
      it(`${name}: shows "${message}", keeps every value, and a retry works`, async () => {
        let fail = true;
        api = stubApi({ feedback: () => (fail ? answer() : jsonResponse({ ...SENT, status: "mail_failed", message: "Retried." })) });
        const log = captureConsole();
        const uncaught = captureUncaught();
        try {
          const el = await contactForm(tagged());
          fillValid(el);
          submit(el);
          await until(() => formOf(el).dataset["status"] === "failed");
          expect(formOf(el).querySelector(".wpcf7-response-output")!.textContent).to.equal(message);
          expect(el.querySelector('.screen-reader-response [role="status"]')!.textContent).to.equal(message);
          expect([field(el, "your-name").value, field(el, "your-email").value, field(el, "consent").checked]).to.deep.equal([
            "Ada Lovelace",
            "ada@example.com",
            true,
          ]);
          expect(log.errors[0]).to.match(/^\[x-contact-form\] the submission failed/);
          fail = false;
          submit(el);
          await until(() => formOf(el).querySelector(".wpcf7-response-output")!.textContent === "Retried.");
          expect(api.calls).to.have.length(2);
          expect(uncaught.uncaught).to.deep.equal([]);
        } finally {
          log.restore();
          uncaught.restore();
        }
      });
    }
  });

  describe("tag-manager pushes", () => {
    afterEach(() => delete (window as unknown as Record<string, unknown>)["testLayer"]);

    it("pushes Submitted, MailSent, InvalidInput and focus enter/leave to the named data layer", async () => {
      const layer: Array<Record<string, unknown>> = [];
      (window as unknown as Record<string, unknown>)["testLayer"] = layer;
      api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
      const el = await contactForm(`<x-contact-form form-id="5" data-layer="testLayer" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
      field(el, "your-name").focus();
      field(el, "your-email").focus();
      expect(layer.slice(0, 2)).to.deep.equal([
        {
          event: "gtm4wp.formElementEnter",
          inputID: "your-name",
          inputName: "your-name",
          inputClass: "wpcf7-form-control wpcf7-text wpcf7-validates-as-required",
          formID: "(no form ID)",
          formName: "(no form name)",
          formClass: "wpcf7-form init",
        },
        {
          event: "gtm4wp.formElementLeave",
          inputID: "your-name",
          inputName: "your-name",
          inputClass: "wpcf7-form-control wpcf7-text wpcf7-validates-as-required",
          formID: "(no form ID)",
          formName: "(no form name)",
          formClass: "wpcf7-form init",
        },
      ]);
      layer.length = 0;
      submit(el);
      fillValid(el);
      submit(el);
      await until(() => layer.some((push) => push["event"] === "gtm4wp.contactForm7Submitted"));
      const pushes = layer.filter((push) => String(push["event"]).includes("contactForm7"));
      expect(pushes.map((push) => push["event"])).to.deep.equal([
        "gtm4wp.contactForm7InvalidInput",
        "gtm4wp.contactForm7MailSent",
        "gtm4wp.contactForm7Submitted",
      ]);
      expect(pushes[1]!["formid"]).to.equal(5);
      expect(pushes[1]!["inputs"]).to.deep.include({ name: "your-name", value: "Ada Lovelace" });
    });

    describe("with GTM4WP's own trackers on the page, which push the same events from document", () => {
      const page = window as unknown as Record<string, unknown>;
      const cf7Events = { wpcf7mailsent: "gtm4wp.contactForm7MailSent", wpcf7submit: "gtm4wp.contactForm7Submitted" };
      let added: Node[] = [];
      let listening: AbortController;
      beforeEach(() => {
        listening = new AbortController();
        page["testLayer"] = [];
        page["gtm4wp_datalayer_name"] = "testLayer";
      });
      afterEach(() => {
        listening.abort();
        for (const node of added) (node as ChildNode).remove();
        added = [];
        for (const name of ["gtm4wp_datalayer_name", "gtm4wp_cf7_inited", "gtm4wp_form_move_inited"]) delete page[name];
      });

      /** What GTM4WP's trackers do: listen on document and push to the named layer. */
      function runGtm4wp(): void {
        const layer = page["testLayer"] as Array<Record<string, unknown>>;
        for (const [type, event] of Object.entries(cf7Events)) {
          document.addEventListener(type, (e) => layer.push({ event, formid: (e as CustomEvent).detail.contactFormId }), {
            signal: listening.signal,
          });
        }
        document.addEventListener(
          "focusin",
          (e) => layer.push({ event: "gtm4wp.formElementEnter", inputID: (e.target as Element).id || "(no input ID)" }),
          { signal: listening.signal },
        );
      }

      /** The tracker scripts as WordPress prints them: `<script src="…/gtm4wp-….js" id="{handle}-js">`. */
      function trackerScripts(by: "id" | "src"): void {
        for (const handle of ["gtm4wp-contact-form-7-tracker", "gtm4wp-form-move-tracker"]) {
          const script = document.createElement("script");
          script.type = "text/plain"; // never run here
          if (by === "id") script.id = `${handle}-js`;
          else script.setAttribute("src", `/wp-content/plugins/duracelltomi-google-tag-manager/js/frontend/${handle}.js?ver=1.22`);
          document.head.append(script);
          added.push(script);
        }
      }

      const setups: Array<[string, () => void]> = [
        [
          "their init flags (gtm4wp_cf7_inited, gtm4wp_form_move_inited)",
          () => Object.assign(page, { gtm4wp_cf7_inited: true, gtm4wp_form_move_inited: true }),
        ],
        ["their scripts' ids", () => trackerScripts("id")],
        ["their scripts' addresses", () => trackerScripts("src")],
      ];
      for (const [name, setup] of setups) {
        it(`found by ${name}: each conversion and focus is pushed once, by GTM4WP`, async () => {
          setup();
          runGtm4wp();
          api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
          const el = await contactForm(`<x-contact-form form-id="5" data-layer="testLayer" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
          const layer = page["testLayer"] as Array<Record<string, unknown>>;
          field(el, "your-name").focus();
          fillValid(el);
          submit(el);
          await until(() => layer.some((push) => push["event"] === "gtm4wp.contactForm7Submitted"));
          await until(() => document.activeElement === formOf(el).querySelector(".wpcf7-response-output"), "the focus on the message");
          const events = layer.map((push) => push["event"]);
          expect(events.filter((event) => event === "gtm4wp.contactForm7MailSent")).to.have.length(1);
          expect(events.filter((event) => event === "gtm4wp.contactForm7Submitted")).to.have.length(1);
          // The field, then the message a sent form takes the focus to: each once.
          expect(layer.filter((push) => push["event"] === "gtm4wp.formElementEnter").map((push) => push["inputID"])).to.deep.equal([
            "your-name",
            "(no input ID)",
          ]);
          expect(
            events.filter((event) => event === "gtm4wp.formElementLeave"),
            "GTM4WP's stand-in pushes no leave",
          ).to.have.length(0);
        });
      }
    });

    it("pushes nothing with an empty data-layer (the page counts conversions its own way)", async () => {
      const layer: Array<Record<string, unknown>> = [];
      (window as unknown as Record<string, unknown>)["dataLayer"] = layer;
      try {
        api = stubApi({ feedback: () => jsonResponse(SENT), refill: () => jsonResponse([]) });
        const el = await contactForm(`<x-contact-form form-id="5" data-layer="" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
        field(el, "your-name").focus();
        fillValid(el);
        submit(el);
        await until(() => formOf(el).dataset["status"] === "sent");
        expect(layer).to.deep.equal([]);
      } finally {
        delete (window as unknown as Record<string, unknown>)["dataLayer"];
      }
    });

    it("pushes nothing and throws nothing when the page has no data layer", async () => {
      api = stubApi({ feedback: () => jsonResponse({ ...SENT, status: "spam" }) });
      const el = await contactForm(`<x-contact-form form-id="5" data-layer="missingLayer" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
      fillValid(el);
      field(el, "your-name").focus();
      submit(el);
      await until(() => formOf(el).dataset["status"] === "spam");
    });
  });

  describe("placement, browsers and attributes", () => {
    describe("inside another form", () => {
      /**
       * An outer form with a field of its own, holding the element. `nested`: the CF7 form in a real inner <form>,
       * built with DOM APIs; otherwise its fields loose in the element, as the HTML parser leaves them (it drops a
       * <form> tag met inside another form).
       */
      function inOuterForm(nested: boolean) {
        const outer = document.createElement("form");
        const own = document.createElement("input");
        own.name = "s";
        own.value = "tide tables";
        const el = document.createElement("x-contact-form");
        el.setAttribute("form-id", "51");
        const template = document.createElement("template");
        template.innerHTML = cf7Markup();
        const cf7Form = template.content.querySelector("form")!;
        if (nested) el.append(cf7Form);
        else el.append(...cf7Form.childNodes);
        outer.append(own, el);
        document.body.append(outer);
        return { outer, el };
      }

      for (const nested of [true, false]) {
        it(`${nested ? "in a real nested <form>" : "with its fields loose, as parsed from HTML"}: CF7's wrong-place error replaces the fields, and the outer form posts only its own`, async () => {
          api = stubApi({});
          const { outer, el } = inOuterForm(nested);
          try {
            await until(() => el.shadowRoot?.querySelector(".wpcf7-form-in-wrong-place") != null, "the error");
            const error = el.shadowRoot!.querySelector(".wpcf7-form-in-wrong-place")!;
            expect(error.textContent).to.equal("Error: This contact form is placed in the wrong place.");
            expect(error.querySelector("strong")!.textContent).to.equal("Error:");
            expect(el.shadowRoot!.querySelector("slot")).to.equal(null);
            expect([...new FormData(outer).keys()]).to.deep.equal(["s"]);
            expect(outer.querySelectorAll("x-contact-form form, x-contact-form input")).to.have.length(0);
            expect(api.calls).to.deep.equal([]);
          } finally {
            outer.remove();
          }
        });
      }

      it("gets its form back, enhanced, once moved out of the other form", async () => {
        api = stubApi({ schema: () => jsonResponse(SCHEMA) });
        const { outer, el } = inOuterForm(true);
        try {
          await until(() => el.shadowRoot?.querySelector(".wpcf7-form-in-wrong-place") != null, "the error");
          document.body.append(el);
          await until(() => el.querySelector('input[name="_wpcf7"]') != null, "the form enhanced");
          expect(el.shadowRoot!.querySelector(".wpcf7-form-in-wrong-place")).to.equal(null);
          expect([...formOf(el).elements].map((control) => (control as HTMLInputElement).name)).to.include.members([
            "your-name",
            "consent",
            "_wpcf7",
          ]);
          expect([...new FormData(outer).keys()]).to.deep.equal(["s"]);
        } finally {
          outer.remove();
          el.remove();
        }
      });
    });

    describe("a form that lacks a field the server asks for", () => {
      const rules = [
        ...SCHEMA.rules,
        { rule: "maxlength", field: "your-subject", threshold: 400, error: "This field has a too long input." },
        { rule: "required", field: "your-phone", error: "Please fill out this field." },
        { rule: "any", field: "your-choice", error: "Choose one.", rules: [{ rule: "minitems", field: "your-choice", threshold: 1 }] },
      ];
      const missing = `[x-contact-form] form 5 has no field "your-phone", which its validation schema requires: the form cannot be sent. Add the field, or check that form-id names this form.`;

      it("warns once, naming the form and each required field it lacks", async () => {
        api = stubApi({});
        const log = captureConsole();
        try {
          const el = await contactForm(
            `<x-contact-form form-id="5" schema='${JSON.stringify({ ...SCHEMA, rules })}'>${cf7Markup()}</x-contact-form>`,
          );
          expect(log.warnings).to.deep.equal([missing, missing.replaceAll("your-phone", "your-choice")]);
          el.setAttribute("locale", "de_DE");
          el.setAttribute("schema", JSON.stringify({ ...SCHEMA, rules: [...rules] }));
          await el.updateComplete;
          expect(log.warnings, "once").to.have.length(2);
        } finally {
          log.restore();
        }
      });

      it("warns once the fetched schema arrives, and not for a field the form has", async () => {
        api = stubApi({ schema: () => jsonResponse({ ...SCHEMA, rules: rules.slice(0, 5).concat(rules[6]!) }) });
        const log = captureConsole();
        try {
          await contactForm(`<x-contact-form form-id="5">${cf7Markup()}</x-contact-form>`);
          await until(() => log.warnings.length > 0);
          expect(log.warnings).to.deep.equal([missing]);
        } finally {
          log.restore();
        }
      });

      it("warns when the server asks for an acceptance the form has no box for", async () => {
        api = stubApi({
          feedback: () =>
            jsonResponse({ ...SENT, status: "acceptance_missing", message: "You must accept the terms and conditions before sending your message." }),
        });
        const log = captureConsole();
        try {
          const el = await contactForm(
            `<x-contact-form form-id="5" schema='${schema}'>${cf7Markup().replace(/<p><span[^]*?data-name="consent"[^]*?<\/p>/, "")}</x-contact-form>`,
          );
          expect(el.querySelector(".wpcf7-acceptance")).to.equal(null);
          type(el, "your-name", "Ada Lovelace");
          type(el, "your-email", "ada@example.com");
          const events = recordEvents(el);
          for (const times of [1, 2]) {
            submit(el);
            await until(() => events.names().filter((name) => name === "unaccepted").length === times);
          }
          expect(log.warnings).to.deep.equal([
            "[x-contact-form] form 5 has no acceptance checkbox, but the server asks for one to be accepted: the form cannot be sent. Add the form's acceptance field, or check that form-id names this form.",
          ]);
        } finally {
          log.restore();
        }
      });
    });

    it("without fetch logs CF7's console error and leaves the plain form alone", async () => {
      const log = captureConsole();
      const original = window.fetch;
      (window as unknown as { fetch: unknown }).fetch = undefined;
      try {
        const el = await contactForm(tagged());
        expect(log.errors).to.deep.equal(["[x-contact-form] Your browser does not support window.fetch()."]);
        expect(formOf(el).querySelector('input[name="_wpcf7"]')).to.equal(null);
        expect(el.querySelector<HTMLInputElement>(".wpcf7-submit")!.disabled).to.equal(false);
      } finally {
        window.fetch = original;
        log.restore();
      }
    });

    it("without String.replaceAll logs CF7's console error", async () => {
      const log = captureConsole();
      const descriptor = Object.getOwnPropertyDescriptor(String.prototype, "replaceAll")!;
      delete (String.prototype as unknown as Record<string, unknown>)["replaceAll"];
      try {
        await contactForm(tagged());
        expect(log.errors).to.deep.equal(["[x-contact-form] Your browser does not support String.replaceAll()."]);
      } finally {
        Object.defineProperty(String.prototype, "replaceAll", descriptor);
        log.restore();
      }
    });

    it("warns once about a bad form-id, uses nothing, and throws nothing", async () => {
      api = stubApi({});
      const log = captureConsole();
      const uncaught = captureUncaught();
      try {
        const el = await contactForm(`<x-contact-form form-id="five">${cf7Markup()}</x-contact-form>`);
        expect(log.warnings).to.deep.equal(['[x-contact-form] attribute "form-id": "five" is not a positive integer']);
        expect(formOf(el).querySelector('input[name="_wpcf7"]')).to.equal(null);
        await contactForm(`<x-contact-form form-id="0"></x-contact-form>`);
        await contactForm(`<x-contact-form></x-contact-form>`);
        expect(log.warnings[1]).to.equal('[x-contact-form] attribute "form-id": "0" is not a positive integer');
        expect(log.warnings[2]).to.match(/^\[x-contact-form\] attribute "form-id" is missing; it is required$/);
        expect(uncaught.uncaught).to.deep.equal([]);
      } finally {
        log.restore();
        uncaught.restore();
      }
    });

    it("warns about bad fields and schema JSON and falls back", async () => {
      api = stubApi({});
      const log = captureConsole();
      try {
        const el = await contactForm(`<x-contact-form form-id="5" fields='[{"name":"x","type":"color"}]' schema="{oops"></x-contact-form>`);
        expect(log.warnings).to.have.length(2);
        expect(log.warnings[0]).to.match(/^\[x-contact-form\] attribute "fields": .* does not match the expected shape at 0\.type/);
        expect(log.warnings[1]).to.equal('[x-contact-form] attribute "schema": "{oops" is not valid JSON');
        expect(el.querySelector("form")).to.equal(null);
      } finally {
        log.restore();
      }
    });
  });

  it("is accessible, also with errors shown", async () => {
    api = stubApi({});
    const el = await contactForm(tagged());
    await expect(el).to.be.accessible();
    check(el, "consent");
    submit(el);
    await expect(el).to.be.accessible();
  });

  it("spins its sending indicator only for visitors who do not ask for reduced motion", async () => {
    api = stubApi({});
    const el = await contactForm(tagged());
    const spinner = el.querySelector(".wpcf7-spinner")!;
    await underEachMotionPreference((reduce) =>
      expect(getComputedStyle(spinner, "::before").animationName).to.equal(reduce ? "x-contact-form-blink" : "x-contact-form-spin"),
    );
  });

  it("keeps its sending indicator visible in forced colours", async () => {
    api = stubApi({});
    const el = await contactForm(tagged());
    const spinner = el.querySelector(".wpcf7-spinner")!;
    try {
      await emulateMedia({ forcedColors: "active" });
      expect(getComputedStyle(spinner).backgroundColor).to.not.equal(getComputedStyle(spinner, "::before").backgroundColor);
    } finally {
      await emulateMedia({ forcedColors: "none" });
    }
  });

  it("lays out option lists and addresses right on a right-to-left page", async () => {
    api = stubApi({});
    const el = await contactForm(`<x-contact-form dir="rtl" form-id="5" schema='${schema}'>${cf7Markup()}</x-contact-form>`);
    const item = getComputedStyle(el.querySelector(".wpcf7-list-item")!);
    expect([item.marginRight, item.marginLeft]).to.deep.equal(["16px", "0px"]);
    expect(getComputedStyle(field(el, "your-email")).direction).to.equal("ltr");
  });
});
