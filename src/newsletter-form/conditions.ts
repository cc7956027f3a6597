/*
 * MC4WP's conditional elements: `data-show-if="FIELD[:V1|V2]"` and `data-hide-if="…"`. The attribute is split on
 * ":" and only the part between the first and second colon is the value list; no list means "*", any non-empty
 * value. Values come from the same-named fields of the enclosing form, unchecked radios and checkboxes skipped.
 */

export interface Condition {
  field: string;
  values: string[];
}

export function parseCondition(raw: string): Condition {
  const parts = raw.split(":");
  return { field: parts[0] ?? "", values: (parts.length > 1 ? parts[1]! : "*").split("|") };
}

/** Met when a value is in the list, or the list has "*" and the value is not empty. */
export function conditionMet({ values }: Condition, fieldValues: string[]): boolean {
  return fieldValues.some((value) => values.includes(value) || (values.includes("*") && value.length > 0));
}

export function fieldValues(form: HTMLFormElement, name: string): string[] {
  const selector = ["input", "select", "textarea"].map((tag) => `${tag}[name="${CSS.escape(name)}"]`).join(",");
  const controls = form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(selector);
  return [...controls]
    .filter((control) => !((control.type === "radio" || control.type === "checkbox") && !(control as HTMLInputElement).checked))
    .map((control) => control.value);
}

const WAS_REQUIRED = "data-was-required";

/**
 * Shows or hides one conditional element (show-if: shown while its condition is met; hide-if: hidden while it is).
 * A hidden element's controls lose `required` (remembered in a data-was-required marker, as MC4WP marks them) and
 * regain it when it is shown again. MC4WP's own rule strips it from a hide-if element for good, even while shown.
 */
export function toggleElement(element: HTMLElement): void {
  const form = element.closest("form");
  if (!form) return;
  const show = Boolean(element.getAttribute("data-show-if"));
  const condition = parseCondition((show ? element.getAttribute("data-show-if") : element.getAttribute("data-hide-if")) ?? "");
  const visible = conditionMet(condition, fieldValues(form, condition.field)) === show;
  element.style.display = visible ? "" : "none";
  for (const control of element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea")) {
    if (visible && control.hasAttribute(WAS_REQUIRED)) {
      control.required = true;
      control.removeAttribute(WAS_REQUIRED);
    } else if (!visible && control.required) {
      control.setAttribute(WAS_REQUIRED, "true");
      control.required = false;
    }
  }
}

/** Evaluates every conditional element of the form. */
export function evaluateConditions(form: HTMLFormElement): void {
  for (const element of form.querySelectorAll<HTMLElement>("[data-show-if], [data-hide-if]")) toggleElement(element);
}
