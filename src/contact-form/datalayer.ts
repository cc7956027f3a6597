/** GTM4WP's contact-form pushes (contracts 1.10), to the named tag-manager array when the page has one. */
const EVENT_BY_CF7_EVENT: Record<string, string> = {
  invalid: "gtm4wp.contactForm7InvalidInput",
  spam: "gtm4wp.contactForm7SpamDetected",
  mailsent: "gtm4wp.contactForm7MailSent",
  mailfailed: "gtm4wp.contactForm7MailFailed",
  submit: "gtm4wp.contactForm7Submitted",
};

/**
 * GTM4WP's own trackers push these events too, from listeners on document that hear the element's wpcf7* events and
 * focus changes: with one on the page, the element leaves the pushing to it, or every conversion would count twice.
 * A tracker is known by its init flag (newer GTM4WP) or its script, which WordPress prints as
 * `<script src="…/{handle}.js" id="{handle}-js">`. Looked for at each push: the scripts usually come in the footer.
 */
const GTM4WP_TRACKERS = {
  form: { flag: "gtm4wp_cf7_inited", handle: "gtm4wp-contact-form-7-tracker" },
  focus: { flag: "gtm4wp_form_move_inited", handle: "gtm4wp-form-move-tracker" },
};

function gtm4wpTracks(kind: keyof typeof GTM4WP_TRACKERS): boolean {
  const { flag, handle } = GTM4WP_TRACKERS[kind];
  if ((window as unknown as Record<string, unknown>)[flag]) return true;
  return document.querySelector(`script#${handle}-js, script[src*="/${handle}.js"], script[src*="/${handle}.min.js"]`) !== null;
}

/** The named array; none for an empty name (pushing turned off) or a page without it. */
function dataLayer(name: string): unknown[] | null {
  const layer = name ? (window as unknown as Record<string, unknown>)[name] : undefined;
  return Array.isArray(layer) ? layer : null;
}

export function pushFormEvent(name: string, cf7Event: string, detail: { contactFormId: number; inputs: unknown[] }): void {
  const event = EVENT_BY_CF7_EVENT[cf7Event];
  if (!event || gtm4wpTracks("form")) return;
  dataLayer(name)?.push({ event, formid: detail.contactFormId || "(not set)", inputs: detail.inputs || [] });
}

/** The form-move tracker: focus entering or leaving a control. */
export function pushFocus(name: string, entering: boolean, control: Element, form: HTMLFormElement): void {
  if (gtm4wpTracks("focus")) return;
  dataLayer(name)?.push({
    event: entering ? "gtm4wp.formElementEnter" : "gtm4wp.formElementLeave",
    inputID: control.getAttribute("id") || "(no input ID)",
    inputName: control.getAttribute("name") || "(no input name)",
    inputClass: control.getAttribute("class") || "(no input class)",
    formID: form.getAttribute("id") || "(no form ID)",
    formName: form.getAttribute("name") || "(no form name)",
    formClass: form.getAttribute("class") || "(no form class)",
  });
}
