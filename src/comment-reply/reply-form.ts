/*
 * The pieces of WordPress's comment form that comment-reply.js moves, found inside the element, and the move
 * itself: a hidden placeholder (#wp-temp-form-div, as WordPress names it) marks where the form goes back to.
 */

export interface ReplyParts {
  respond: HTMLElement;
  form: HTMLFormElement;
  parentField: HTMLInputElement;
  postField: HTMLInputElement | null;
  cancel: HTMLElement | null;
}

const byId = (host: HTMLElement, id: string) => host.querySelector<HTMLElement>(`#${CSS.escape(id)}`);

export function findParts(host: HTMLElement, respondId = "respond"): ReplyParts | null {
  const respond = byId(host, respondId) ?? host.querySelector<HTMLElement>(".comment-respond");
  const form = respond?.querySelector("form");
  const parentField = form?.querySelector<HTMLInputElement>('#comment_parent, [name="comment_parent"]');
  if (!respond || !form || !parentField) return null;
  return {
    respond,
    form,
    parentField,
    postField: form.querySelector<HTMLInputElement>('#comment_post_ID, [name="comment_post_ID"]'),
    cancel: byId(host, "cancel-comment-reply-link"),
  };
}

/**
 * The heading's text: WordPress 6.9's `.comment-reply-title-inner`, or else the text before the cancel link in
 * `#reply-title` ("Leave a Reply ").
 */
export function titleText(host: HTMLElement): { get(): string; set(text: string): void } | null {
  const inner = host.querySelector(".comment-reply-title-inner");
  const node = inner ?? [...(host.querySelector("#reply-title")?.childNodes ?? [])].find((child) => child instanceof Text && child.data.trim());
  if (!node) return null;
  if (node instanceof Text) {
    const trailing = /\s*$/.exec(node.data)![0];
    return { get: () => node.data.trim(), set: (text) => void (node.data = text + trailing) };
  }
  return { get: () => node.textContent ?? "", set: (text) => void (node.textContent = text) };
}

export const PLACEHOLDER_ID = "wp-temp-form-div";

/** The first field a visitor can type in: the comment box in WordPress's default order. */
export function firstField(form: HTMLFormElement): HTMLElement | null {
  const textarea = form.querySelector("textarea");
  if (textarea && textarea.offsetParent !== null && !textarea.disabled) return textarea;
  for (const element of form.elements) {
    const control = element as HTMLInputElement;
    if (control.type !== "hidden" && !control.disabled && control.offsetParent !== null) return control;
  }
  return null;
}

export { byId };

/**
 * The fields WordPress fills from the commenter's cookies (wp_get_current_commenter()): name, email, website and the
 * consent to keep them (show_comments_cookies_opt_in).
 */
const COMMENTER_FIELDS = ["author", "email", "url", "wp-comment-cookies-consent"];

/**
 * The commenter's fields as the returned page prints them, as a reload would show them: filled and ticked when the
 * visitor consented to the cookies (WordPress set them), empty when not (WordPress removed them). Without a form in
 * the answer, what was typed stays.
 */
export function refillCommenter(form: HTMLFormElement, doc: Document): void {
  const fresh = (form.id ? doc.getElementById(form.id) : null) ?? doc.querySelector("#respond form, .comment-respond form");
  if (!(fresh instanceof HTMLFormElement)) return;
  for (const name of COMMENTER_FIELDS) {
    const local = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const printed = fresh.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!local || !printed) continue;
    if (local.type === "checkbox") local.checked = printed.hasAttribute("checked");
    else local.value = printed.getAttribute("value") ?? "";
  }
}
