/** GTM4WP's contact-form pushes (contracts 1.10), to the named tag-manager array when the page has one. */
const EVENT_BY_CF7_EVENT: Record<string, string> = {
  invalid: "gtm4wp.contactForm7InvalidInput",
  spam: "gtm4wp.contactForm7SpamDetected",
  mailsent: "gtm4wp.contactForm7MailSent",
  mailfailed: "gtm4wp.contactForm7MailFailed",
  submit: "gtm4wp.contactForm7Submitted",
};

function dataLayer(name: string): unknown[] | null {
  const layer = (window as unknown as Record<string, unknown>)[name];
  return Array.isArray(layer) ? layer : null;
}

export function pushFormEvent(name: string, cf7Event: string, detail: { contactFormId: number; inputs: unknown[] }): void {
  const event = EVENT_BY_CF7_EVENT[cf7Event];
  if (event) dataLayer(name)?.push({ event, formid: detail.contactFormId || "(not set)", inputs: detail.inputs || [] });
}

/** The form-move tracker: focus entering or leaving a control. */
export function pushFocus(name: string, entering: boolean, control: Element, form: HTMLFormElement): void {
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
