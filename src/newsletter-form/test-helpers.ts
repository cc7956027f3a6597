import { fixture } from "@open-wc/testing";
import "../../elements/x-newsletter-form";
import { field, formOf } from "../testing/forms";

export type XNewsletterForm = HTMLElementTagNameMap["x-newsletter-form"];

/** MC4WP's form as its plugin renders it (class-form-element.php), with a conditional field and a consent box. */
export function mc4wpMarkup({ id = 42, name = "Newsletter" }: { id?: number; name?: string | null } = {}): string {
  const dataName = name === null ? "" : ` data-name="${name}"`;
  return `
  <form id="mc4wp-form-1" class="mc4wp-form mc4wp-form-${id}" method="post" action="/newsletter.html" data-id="${id}"${dataName}>
    <div class="mc4wp-form-fields">
      <p><label for="email">Email</label><input id="email" type="email" name="EMAIL"></p>
      <p><label for="fname">First name</label><input id="fname" name="FNAME"></p>
      <p><label for="source">Source</label><select id="source" name="SOURCE"><option value="">Choose</option><option value="friend">Friend</option><option value="other">Other</option></select></p>
      <p class="other" data-show-if="SOURCE:other"><label for="where">Where</label><input id="where" name="SOURCE_OTHER" required></p>
      <p><label><input type="checkbox" name="AGREE_TO_TERMS" value="1"> I agree</label></p>
      <p><input type="submit" value="Sign up"></p>
    </div>
    <label style="display: none !important;">Leave this field empty if you're human: <input type="text" name="_mc4wp_honeypot" value="" tabindex="-1" autocomplete="off"></label>
    <input type="hidden" name="_mc4wp_form_id" value="${id}">
    <input type="hidden" name="_mc4wp_form_element_id" value="mc4wp-form-1">
    <div class="mc4wp-response"></div>
  </form>`;
}

export async function newsletter(template = `<x-newsletter-form>${mc4wpMarkup()}</x-newsletter-form>`): Promise<XNewsletterForm> {
  const el = await fixture<XNewsletterForm>(template);
  await el.updateComplete;
  return el;
}

/** The page MC4WP returns after a post: the form with its classes, its response and mc4wp_submitted_form. */
export function answerPage({
  success,
  message,
  event = "subscribed",
  errors,
  hideFields = success,
}: {
  success: boolean;
  message: string;
  event?: string;
  errors?: string[];
  hideFields?: boolean;
}): string {
  const type = success ? "success" : "error";
  const data = JSON.stringify({
    id: 42,
    event,
    data: { EMAIL: "ada@example.com" },
    element_id: "mc4wp-form-1",
    auto_scroll: true,
    ...(errors ? { errors } : {}),
  });
  return `<!doctype html><html><head><script>var mc4wp_submitted_form = ${data};</script></head><body>
  <form id="mc4wp-form-1" class="mc4wp-form mc4wp-form-42 mc4wp-form-submitted mc4wp-form-${type}" method="post" data-id="42" data-name="Newsletter">
    ${hideFields ? "" : '<div class="mc4wp-form-fields"><input name="EMAIL"></div>'}
    <div class="mc4wp-response"><div class="mc4wp-alert mc4wp-${type}" role="alert"><p>${message}</p><img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.__injected = true"><script>window.__injected = true</script></div></div>
  </form></body></html>`;
}

/** Types a value the way a visitor does: focus, input, keyup, change. */
export function type(el: Element, name: string, value: string): void {
  const input = field(el, name);
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

export function submit(el: Element): void {
  const form = formOf(el);
  form.requestSubmit(form.querySelector<HTMLInputElement>('[type="submit"]')!);
}

/** Records the element's x-newsletter-* events, by short name, in order. */
export function recordEvents(el: Element) {
  const names: string[] = [];
  const details: Record<string, unknown>[] = [];
  for (const name of ["started", "change", "submit", "submitted", "success", "error", "subscribed", "unsubscribed"]) {
    el.addEventListener(`x-newsletter-${name}`, (event) => {
      names.push(name);
      details.push((event as CustomEvent<Record<string, unknown>>).detail);
    });
  }
  return { names, details };
}
