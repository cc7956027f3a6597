import { createHash } from "node:crypto";
import { baseName, getFieldValues, type SwvValue } from "../../../../src/contact-form/swv/values";
import { loadFileTypes } from "../../../../src/contact-form/swv/file-types";
import { invalidFields, validate } from "../../../../src/contact-form/swv/validate";
import { isTrue, type FormDefinition } from "./definitions";
import { messagesOf, schemaFor } from "./schema";

// The file rule reads MIME types by WordPress's table, which the browser loads on demand.
await loadFileTypes();

/** Longer text in one field is refused whatever the form's own rules say. */
export const MAX_FIELD_LENGTH = 10_000;
export const MAX_FIELDS = 200;

/** What the checks before mail found; "valid" goes on to mail. */
export interface Verdict {
  status: "validation_failed" | "acceptance_missing" | "spam" | "valid";
  invalidFields: Array<{ field: string; message: string }>;
  /** The visitor's values by field (files by name and size), for storage and mail. */
  posted: Record<string, string[]>;
}

function describe(value: SwvValue): string {
  return typeof value === "string" ? value : `${value.name} (${value.size} bytes)`;
}

/** Stricter than the browser, like PHP's checkdate: 2024-02-30 is no date. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return true; // the date rule already judged the format
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/**
 * CF7's checks in its order (contracts 1.3): validation, acceptance, spam; then mail. With `acceptance_as_validation:
 * on`, a box not accepted is a field to fix (CF7's acceptance module), with the form's accept_terms message.
 */
export function judge(form: FormDefinition, formData: FormData, userAgent: string): Verdict {
  const MESSAGES = messagesOf(form.messages);
  const entries = [...formData].filter(([name]) => !name.startsWith("_"));
  const known = new Set(form.fields.map((field) => field.name));
  const posted: Record<string, string[]> = {};
  for (const name of known) {
    const values = getFieldValues(entries, name).map(describe);
    if (values.length > 0) posted[name] = values;
  }
  const invalid = invalidFields(validate(schemaFor(form.fields, MESSAGES), entries));
  for (const field of form.fields) {
    if (invalid.some((entry) => entry.field === field.name)) continue;
    const values = posted[field.name] ?? [];
    if (values.some((value) => value.length > MAX_FIELD_LENGTH)) invalid.push({ field: field.name, message: MESSAGES.invalid_too_long });
    else if (field.type === "date" && !values.every(isCalendarDate)) invalid.push({ field: field.name, message: MESSAGES.invalid_date });
  }
  const unaccepted = form.fields.filter((field) => field.type === "acceptance" && field.required !== false && !posted[field.name]);
  if (isTrue(form, "acceptance_as_validation")) {
    for (const field of unaccepted) invalid.push({ field: field.name, message: MESSAGES.accept_terms });
    // In the form's order, as CF7 validates its tags.
    const order = form.fields.map((field) => field.name);
    invalid.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  }
  if (invalid.length > 0) return { status: "validation_failed", invalidFields: invalid, posted };
  if (unaccepted.length > 0) return { status: "acceptance_missing", invalidFields: [], posted };
  const honeypot = form.honeypot ? formData.get(form.honeypot) : null;
  if (userAgent.length < 2 || (typeof honeypot === "string" && honeypot !== "")) return { status: "spam", invalidFields: [], posted };
  return { status: "valid", invalidFields: [], posted };
}

export function tooManyFields(formData: FormData): boolean {
  return new Set([...formData.keys()].map(baseName)).size > MAX_FIELDS;
}

/** CF7 hashes what was posted; any stable digest of it will do for the demo. */
export function postedDataHash(posted: Record<string, string[]>, unitTag: string): string {
  return createHash("md5")
    .update(JSON.stringify([posted, unitTag]))
    .digest("hex");
}
