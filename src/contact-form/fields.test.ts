import { expect } from "@open-wc/testing";
import { captureConsole } from "../testing/console";
import type { Field } from "./fields";
import { SENT, contactForm, stubApi } from "./test-helpers";
import { jsonResponse } from "../testing/fetch";
import { field, formOf, until } from "../testing/forms";

const FIELDS: Field[] = [
  { name: "your-name", type: "text", label: "Name", required: true, placeholder: "Ada", max: 100 },
  { name: "your-email", type: "email", label: "Email", required: true },
  { name: "your-url", type: "url", label: "Website" },
  { name: "your-tel", type: "tel", label: "Phone" },
  { name: "your-quantity", type: "number", label: "Quantity", min: 1, max: 10 },
  { name: "your-date", type: "date", label: "Date", min: "2020-01-01" },
  { name: "your-time", type: "time", label: "Time" },
  { name: "your-message", type: "textarea", label: "Message" },
  { name: "your-topic", type: "select", label: "Topic", options: ["Sales", "Support"] },
  { name: "your-colours", type: "checkbox", label: "Colours", options: ["Red", "Blue"] },
  { name: "your-size", type: "radio", label: "Size", options: ["S", "M"] },
  { name: "your-file", type: "file", label: "Attachment", accept: ".pdf,image/*" },
  { name: "consent", type: "acceptance", label: "I accept the terms" },
  { name: "send", type: "submit", label: "Send" },
];

const SCHEMA = { version: "v", rules: [{ rule: "required", field: "your-name", error: "Please fill out this field." }] };
const markup = (fields: Field[]) =>
  `<x-contact-form form-id="6" schema='${JSON.stringify(SCHEMA)}'><script type="application/json">${JSON.stringify(fields)}</script></x-contact-form>`;

describe("x-contact-form with fields JSON", () => {
  let api: ReturnType<typeof stubApi> | undefined;
  afterEach(() => api?.restore());

  it("renders CF7's markup for every field type in the light DOM, labelled", async () => {
    api = stubApi({});
    const el = await contactForm(markup(FIELDS));
    const form = formOf(el);
    expect(form.parentElement).to.equal(el);
    expect(form.enctype).to.equal("multipart/form-data");
    const wraps = [...form.querySelectorAll<HTMLElement>(".wpcf7-form-control-wrap")].map((wrap) => wrap.dataset["name"]);
    expect(wraps).to.deep.equal(FIELDS.filter((f) => f.type !== "submit").map((f) => f.name));
    expect(field(el, "your-name").labels![0]!.textContent).to.equal("Name");
    expect(field(el, "your-name").getAttribute("aria-required")).to.equal("true");
    expect(field(el, "your-name").placeholder).to.equal("Ada");
    expect(field(el, "your-name").maxLength).to.equal(100);
    expect([field(el, "your-quantity").min, field(el, "your-quantity").max]).to.deep.equal(["1", "10"]);
    expect(field(el, "your-url").classList.contains("wpcf7-validates-as-url")).to.equal(true);
    // CF7's own class list and default lengths.
    expect(field(el, "your-email").className).to.equal(
      "wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email",
    );
    expect([field(el, "your-tel").maxLength, el.querySelector<HTMLTextAreaElement>('[name="your-message"]')!.maxLength]).to.deep.equal([400, 2000]);
    expect(form.querySelectorAll('input[name="your-colours[]"]')).to.have.length(2);
    expect(form.querySelectorAll('input[name="your-size"]:checked'), "no option chosen for the visitor").to.have.length(0);
    expect(form.querySelector("fieldset legend")!.textContent).to.equal("Colours");
    expect(field(el, "your-file").accept).to.equal(".pdf,image/*");
    expect([...field(el, "your-topic").querySelectorAll("option")].map((o) => o.value)).to.deep.equal(["", "Sales", "Support"]);
    expect(el.querySelector<HTMLInputElement>(".wpcf7-submit")!.value).to.equal("Send");
    expect(el.querySelector<HTMLInputElement>(".wpcf7-submit")!.disabled, "acceptance not yet given").to.equal(true);
    await expect(el).to.be.accessible();
  });

  it("submits the rendered form through the same CF7 flow", async () => {
    api = stubApi({ feedback: () => jsonResponse({ ...SENT, contact_form_id: 6 }), refill: () => jsonResponse([]) });
    const el = await contactForm(markup(FIELDS));
    field(el, "your-name").value = "Ada";
    const consent = field(el, "consent");
    consent.click();
    el.querySelector<HTMLInputElement>(".wpcf7-submit")!.click();
    await until(() => formOf(el).dataset["status"] === "sent" && api!.calls.length === 2);
    expect(api.calls[0]!.url).to.equal("/wp-json/contact-form-7/v1/contact-forms/6/feedback");
    expect(api.calls[0]!.body.get("your-name")).to.equal("Ada");
    expect(api.calls[0]!.body.get("_wpcf7_unit_tag")).to.match(/^wpcf7-f6-o\d+$/);
  });

  describe("a Send button", () => {
    const submits = (el: Element) => [...el.querySelectorAll<HTMLInputElement>('form input[type="submit"]')].map((button) => button.value);
    const noSubmit = FIELDS.filter((f) => f.type !== "submit");

    it("is added at the end when the fields list none, and sends the form", async () => {
      api = stubApi({ feedback: () => jsonResponse({ ...SENT, contact_form_id: 6 }), refill: () => jsonResponse([]) });
      const el = await contactForm(markup(noSubmit));
      expect(submits(el)).to.deep.equal(["Submit"]);
      expect(formOf(el).lastElementChild!.previousElementSibling!.querySelector(".wpcf7-submit"), "after the last field").not.to.equal(null);
      field(el, "your-name").value = "Ada";
      field(el, "consent").click();
      el.querySelector<HTMLInputElement>(".wpcf7-submit")!.click();
      await until(() => formOf(el).dataset["status"] === "sent");
    });

    it("takes its text from the labels attribute, also when it changes, and keeps what was typed", async () => {
      api = stubApi({});
      const el = await contactForm(markup(noSubmit).replace("<x-contact-form ", `<x-contact-form labels='{"submit":"Senden"}' `));
      expect(submits(el)).to.deep.equal(["Senden"]);
      field(el, "your-name").value = "Ada";
      el.setAttribute("labels", '{"submit":"Envoyer"}');
      await el.updateComplete;
      expect(submits(el)).to.deep.equal(["Envoyer"]);
      expect(field(el, "your-name").value).to.equal("Ada");
    });

    it("is not added when the fields have one", async () => {
      api = stubApi({});
      const el = await contactForm(markup(FIELDS));
      expect(submits(el)).to.deep.equal(["Send"]);
    });
  });

  it("an optional acceptance does not hold the submit button back", async () => {
    api = stubApi({});
    const el = await contactForm(
      markup([
        { name: "news", type: "acceptance", label: "News", required: false },
        { name: "go", type: "submit" },
      ]),
    );
    expect(el.querySelector<HTMLInputElement>(".wpcf7-submit")!.disabled).to.equal(false);
  });

  it("keeps what the visitor typed when the element is moved", async () => {
    api = stubApi({});
    const el = await contactForm(markup(FIELDS));
    const form = formOf(el);
    field(el, "your-name").value = "Ada";
    const elsewhere = document.createElement("div");
    document.body.append(elsewhere);
    elsewhere.append(el);
    await el.updateComplete;
    expect(formOf(el), "the same form, not a new one").to.equal(form);
    expect(field(el, "your-name").value).to.equal("Ada");
    elsewhere.remove();
  });

  describe("the fallback text a page builder writes inside", () => {
    const FALLBACK = "Please enable JavaScript to use the contact form.";
    const withFallback = (fields: string) =>
      `<x-contact-form form-id="5" schema='${JSON.stringify(SCHEMA)}' fields='${fields}'>${FALLBACK}</x-contact-form>`;
    /** What the visitor sees: the element's rendered text (unslotted light-DOM nodes are not rendered). */
    const shown = (el: HTMLElement) => el.innerText;

    it("goes once the element's own form replaces it, and stays in the page's markup", async () => {
      api = stubApi({});
      const el = await contactForm(withFallback(JSON.stringify(FIELDS)));
      expect(shown(el)).to.contain("Attachment");
      expect(shown(el)).not.to.contain(FALLBACK);
      expect(el.firstChild!.textContent, "the author's text is kept").to.equal(FALLBACK);
      await expect(el).to.be.accessible();
    });

    it("comes back when the fields are removed, and stays when the fields JSON is invalid", async () => {
      api = stubApi({});
      const el = await contactForm(withFallback(JSON.stringify(FIELDS)));
      el.removeAttribute("fields");
      await el.updateComplete;
      expect(el.querySelector("form")).to.equal(null);
      expect(shown(el)).to.contain(FALLBACK);
      const log = captureConsole();
      try {
        const broken = await contactForm(withFallback('[{"name":"your-name","type":"text"'));
        expect(broken.querySelector("form")).to.equal(null);
        expect(shown(broken)).to.contain(FALLBACK);
        expect(log.warnings.join("\n")).to.contain("fields");
      } finally {
        log.restore();
      }
    });
  });

  describe("under a theme's rules for every control", () => {
    /** A page stylesheet for the test's duration. */
    function pageStyle(css: string): HTMLStyleElement {
      const style = document.createElement("style");
      style.textContent = css;
      document.head.append(style);
      return style;
    }
    const boxesOf = (el: Element) => ({
      form: formOf(el).getBoundingClientRect(),
      consent: field(el, "consent").getBoundingClientRect(),
      consentLabel: el.querySelector('[data-name="consent"] .wpcf7-list-item-label')!.getBoundingClientRect(),
      radio: el.querySelector<HTMLInputElement>('[name="your-size"]')!.getBoundingClientRect(),
      submit: el.querySelector(".wpcf7-submit")!.getBoundingClientRect(),
    });

    it("keeps checkboxes, radios and the submit button their own size beside their labels", async () => {
      api = stubApi({});
      const theme = pageStyle("input, select, textarea, button { width: 100%; box-sizing: border-box } .theme input { width: 100% }");
      try {
        const el = await contactForm(`<div class="theme" style="width: 600px">${markup(FIELDS)}</div>`);
        const box = boxesOf(el.querySelector("x-contact-form")!);
        expect(box.form.width).to.equal(600);
        expect(box.consent.width, "the acceptance box").to.be.below(30);
        expect(box.radio.width, "a radio").to.be.below(30);
        expect(box.consentLabel.left, "its label beside it").to.be.at.least(box.consent.right);
        expect(Math.abs(box.consentLabel.top - box.consent.top), "on one line").to.be.below(box.consentLabel.height);
        expect(box.submit.width, "the submit button").to.be.below(200);
        expect(field(el, "your-name").getBoundingClientRect().width, "text fields follow the theme").to.equal(600);
      } finally {
        theme.remove();
      }
    });

    it("lets the page restyle them on purpose, and the form's default look", async () => {
      api = stubApi({});
      const theme = pageStyle(
        "input { width: 100% } x-contact-form input[type=checkbox] { width: 40px } .wpcf7 .wpcf7-submit { width: 300px } .wpcf7-list-item { margin: 0 }",
      );
      try {
        const el = await contactForm(`<div class="wpcf7" style="width: 600px">${markup(FIELDS)}</div>`);
        const box = boxesOf(el.querySelector("x-contact-form")!);
        expect([box.consent.width, box.submit.width]).to.deep.equal([40, 300]);
        expect(getComputedStyle(el.querySelector(".wpcf7-list-item")!).marginInlineStart).to.equal("0px");
      } finally {
        theme.remove();
      }
    });
  });

  it("re-renders when the fields change", async () => {
    api = stubApi({});
    const el = await contactForm(markup(FIELDS));
    el.setAttribute("fields", JSON.stringify([{ name: "only", type: "text", label: "Only" }]));
    await el.updateComplete;
    expect(el.querySelectorAll("form")).to.have.length(1);
    expect(el.querySelectorAll(".wpcf7-form-control-wrap")).to.have.length(1);
  });
});
