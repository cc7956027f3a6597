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
 * Shows or hides one conditional element and toggles `required` inside it, MC4WP's rule to the letter: `required`
 * comes back (from the data-was-required marker) when the condition is met or the element is a show-if; then it is
 * stripped (and marked) when the condition is not met or the element is a hide-if. So a show-if gives it back when
 * shown, and a hide-if always strips it, even while the element is visible.
 */
export function toggleElement(element: HTMLElement): void {
  const form = element.closest("form");
  if (!form) return;
  const show = Boolean(element.getAttribute("data-show-if"));
  const condition = parseCondition((show ? element.getAttribute("data-show-if") : element.getAttribute("data-hide-if")) ?? "");
  const met = conditionMet(condition, fieldValues(form, condition.field));
  element.style.display = met === show ? "" : "none";
  for (const control of element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea")) {
    if ((met || show) && control.getAttribute(WAS_REQUIRED)) {
      control.required = true;
      control.removeAttribute(WAS_REQUIRED);
    }
    if ((!met || !show) && control.required) {
      control.setAttribute(WAS_REQUIRED, "true");
      control.required = false;
    }
  }
}

/** Evaluates every conditional element of the form. */
export function evaluateConditions(form: HTMLFormElement): void {
  for (const element of form.querySelectorAll<HTMLElement>("[data-show-if], [data-hide-if]")) toggleElement(element);
}
