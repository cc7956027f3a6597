/*
 * What MC4WP's answer to a form post says, read from the returned page: the form (by its element id, else by
 * `.mc4wp-form-{id}`), its classes (mc4wp-form-success / mc4wp-form-error), its `.mc4wp-response` markup, whether
 * the fields are still there (hidden after success), and the `mc4wp_submitted_form` data MC4WP prints for its
 * script, read as JSON text.
 */

export interface SubmittedForm {
  /** subscribed, unsubscribed, updated_subscriber… */
  event: string;
  errors: string[];
  data: Record<string, unknown>;
}

export interface Mc4wpAnswer {
  success: boolean;
  errors: string[];
  event: string;
  data: Record<string, unknown>;
  /** The returned `.mc4wp-response`, or null when the page has none. */
  response: Element | null;
  /** False when MC4WP left the fields out of the page (hide after success). */
  fieldsShown: boolean;
}

function submittedForm(doc: Document): Partial<SubmittedForm> {
  for (const script of doc.querySelectorAll("script")) {
    const match = /mc4wp_submitted_form\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(script.textContent ?? "");
    if (!match) continue;
    try {
      const parsed: unknown = JSON.parse(match[1]!);
      if (parsed && typeof parsed === "object") return parsed as Partial<SubmittedForm>;
    } catch {
      // not MC4WP's JSON: the classes decide
    }
  }
  return {};
}

export function readAnswer(doc: Document, id: number, elementId: string): Mc4wpAnswer | null {
  const byId = elementId ? doc.getElementById(elementId) : null;
  const form = byId?.matches(".mc4wp-form") ? byId : doc.querySelector(`.mc4wp-form-${id}`);
  if (!form) return null;
  const submitted = submittedForm(doc);
  // A page that shows the form unsubmitted is no answer to this post.
  if (!form.classList.contains("mc4wp-form-submitted") && submitted.event === undefined && submitted.errors === undefined) return null;
  const errors = Array.isArray(submitted.errors) ? submitted.errors.map(String) : form.classList.contains("mc4wp-form-error") ? ["error"] : [];
  const success = form.classList.contains("mc4wp-form-success") || (!form.classList.contains("mc4wp-form-error") && errors.length === 0);
  return {
    success,
    errors: success ? [] : errors.length ? errors : ["error"],
    event: typeof submitted.event === "string" && submitted.event ? submitted.event : "subscribed",
    data: submitted.data && typeof submitted.data === "object" ? submitted.data : {},
    response: form.querySelector(".mc4wp-response"),
    fieldsShown: form.querySelector(".mc4wp-form-fields") !== null,
  };
}
