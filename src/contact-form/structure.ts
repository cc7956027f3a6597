/**
 * The parts of CF7's markup the enhancement relies on (contracts 1.2). Server-rendered CF7 markup has them all;
 * an author's plain form gets the missing ones added, in the light DOM.
 */
export interface FormParts {
  /** The screen-reader live region and error list. */
  srStatus: HTMLElement;
  srList: HTMLElement;
}

export const HIDDEN_FIELDS = [
  "_wpcf7",
  "_wpcf7_version",
  "_wpcf7_locale",
  "_wpcf7_unit_tag",
  "_wpcf7_container_post",
  "_wpcf7_posted_data_hash",
] as const;
export type HiddenField = (typeof HIDDEN_FIELDS)[number];

export function hiddenInput(form: HTMLFormElement, name: HiddenField): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
}

function element(tag: string, className: string, attributes: Record<string, string> = {}): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

export function ensureParts(host: HTMLElement, form: HTMLFormElement): FormParts {
  const wrapper = form.closest<HTMLElement>(".wpcf7") ?? host;
  wrapper.classList.replace("no-js", "js");
  let response = wrapper.querySelector<HTMLElement>(".screen-reader-response");
  if (!response) {
    response = element("div", "screen-reader-response");
    response.append(element("p", "", { role: "status", "aria-live": "polite", "aria-atomic": "true" }), element("ul", ""));
    // Beside a form shown through a named slot (one rendered from `fields`), the box must be shown through it too:
    // an unslotted live region is not rendered, and screen readers would never hear the form's status.
    if (form.slot) response.slot = form.slot;
    form.before(response);
  }
  if (!form.querySelector(".wpcf7-response-output")) form.append(element("div", "wpcf7-response-output", { "aria-hidden": "true" }));
  let hidden = form.querySelector<HTMLElement>(".hidden-fields-container");
  for (const name of HIDDEN_FIELDS) {
    if (hiddenInput(form, name)) continue;
    if (!hidden) {
      hidden = element("fieldset", "hidden-fields-container", { hidden: "" });
      form.prepend(hidden);
    }
    hidden.append(element("input", "", { type: "hidden", name, value: "" }));
  }
  for (const spinner of form.querySelectorAll(".has-spinner")) {
    if (!spinner.nextElementSibling?.classList.contains("wpcf7-spinner")) spinner.after(element("span", "wpcf7-spinner"));
  }
  // CF7's server markup gives every control an aria-invalid, which the error display switches; so must a plain form.
  for (const control of form.querySelectorAll(".wpcf7-form-control-wrap :is(input:not([type=hidden]), select, textarea):not([aria-invalid])")) {
    control.setAttribute("aria-invalid", "false");
  }
  form.classList.add("wpcf7-form");
  // Errors are shown the CF7 way; the browser's own bubbles would block a retry while a custom validity is set.
  form.noValidate = true;
  return { srStatus: response.querySelector<HTMLElement>('[role="status"]')!, srList: response.querySelector<HTMLElement>("ul")! };
}
