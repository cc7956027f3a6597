import { fixture } from "@open-wc/testing";
import "../../elements/x-contact-form";
import { jsonResponse, stubFetch } from "../testing/fetch";
import { field, formOf } from "../testing/forms";

export type XContactForm = HTMLElementTagNameMap["x-contact-form"];

/** The schema CF7 6.1.6 serves for the recorded form 5 (fixtures/realwp/cf7-schema.json), trimmed. */
export const SCHEMA = {
  version: "Contact Form 7 SWV Schema 2024-10",
  locale: "en_US",
  rules: [
    { rule: "required", field: "your-name", error: "Please fill out this field." },
    { rule: "maxlength", field: "your-name", threshold: 400, error: "This field has a too long input." },
    { rule: "required", field: "your-email", error: "Please fill out this field." },
    { rule: "email", field: "your-email", error: "Please enter an email address." },
    { rule: "url", field: "your-url", error: "Please enter a URL." },
  ],
};

export const SENT = {
  contact_form_id: 5,
  status: "mail_sent",
  message: "Thank you for your message. It has been sent.",
  posted_data_hash: "a9621dc42f5baa8864982390cceb8b73",
  into: "#wpcf7-f5-p6-o1",
  invalid_fields: [],
};

/**
 * Stubs fetch at the boundary: `routes` answers by endpoint ("feedback", "refill", "schema"); a function may
 * return a Response, a promise of one, or throw (a network failure).
 */
export function stubApi(routes: Partial<Record<"feedback" | "refill" | "schema", () => Response | Promise<Response>>>) {
  const { calls, restore } = stubFetch(({ url }) => {
    const endpoint = url.includes("/feedback/schema") ? "schema" : url.includes("/feedback") ? "feedback" : url.includes("/refill") ? "refill" : null;
    const route = endpoint && routes[endpoint];
    if (!route)
      return jsonResponse({ code: "rest_no_route", message: "No route was found matching the URL and request method.", data: { status: 404 } }, 404);
    return route();
  });
  return { calls, restore };
}

/** A CF7 form as the plugin renders it on the server (contracts 1.2), minus the hidden fields. */
export function cf7Markup(): string {
  return `
    <form action="/contact/#wpcf7-f5-p6-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate data-status="init">
      <p><label for="your-name">Name</label><span class="wpcf7-form-control-wrap" data-name="your-name"><input id="your-name" name="your-name" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false"></span></p>
      <p><label for="your-email">Email</label><span class="wpcf7-form-control-wrap" data-name="your-email"><input id="your-email" type="email" name="your-email" class="wpcf7-form-control wpcf7-email" aria-invalid="false"></span></p>
      <p><label for="your-url">Website</label><span class="wpcf7-form-control-wrap" data-name="your-url"><input id="your-url" type="url" name="your-url" class="wpcf7-form-control wpcf7-url wpcf7-validates-as-url" aria-invalid="false"></span></p>
      <p><span class="wpcf7-form-control-wrap" data-name="consent"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="consent" value="1" aria-invalid="false"> I agree</label></span></span></span></p>
      <p><input type="submit" name="send" value="Send" class="wpcf7-form-control wpcf7-submit has-spinner"></p>
    </form>`;
}

export async function contactForm(template: string): Promise<XContactForm> {
  const el = await fixture<XContactForm>(template);
  await el.updateComplete;
  return el;
}

/** Types a value the way a visitor does: input, then change. */
export function type(el: Element, name: string, value: string): void {
  const input = field(el, name);
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Chooses files in a file input the way a visitor does (a `multiple` input takes several), then change. */
export function chooseFiles(el: Element, name: string, files: File[]): void {
  const input = field(el, name);
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** A file of `size` bytes. */
export const fileOf = (name: string, size: number) => new File(["x".repeat(size)], name, { type: "text/plain" });

export function check(el: Element, name: string, checked = true): void {
  const input = field(el, name);
  input.checked = checked;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Fills the form validly and accepts the terms. */
export function fillValid(el: Element): void {
  type(el, "your-name", "Ada Lovelace");
  type(el, "your-email", "ada@example.com");
  check(el, "consent");
}

export function submit(el: Element): void {
  const form = formOf(el);
  form.requestSubmit(form.querySelector<HTMLInputElement>(".wpcf7-submit")!);
}

/** Records the wpcf7* events of a form and the element's x-status-change, in order. */
export function recordEvents(el: Element) {
  const names = ["beforesubmit", "statuschanged", "invalid", "unaccepted", "spam", "aborted", "mailsent", "mailfailed", "submit", "reset"];
  const events: CustomEvent[] = [];
  for (const name of names) el.addEventListener(`wpcf7${name}`, (event) => events.push(event as CustomEvent));
  el.addEventListener("x-status-change", (event) => events.push(event as CustomEvent));
  return {
    events,
    /** "statuschanged:submitting", "mailsent", ... */
    names: () =>
      events.filter((e) => e.type !== "x-status-change").map((e) => e.type.slice(5) + (e.type === "wpcf7statuschanged" ? `:${e.detail.status}` : "")),
  };
}
