import type { Field, FieldType } from "../../../../src/contact-form/fields";
import type { SwvRule, SwvSchema } from "../../../../src/contact-form/swv/schema";

/** CF7 6.1's default messages (contracts 1.3). */
export const MESSAGES: Messages = {
  mail_sent_ok: "Thank you for your message. It has been sent.",
  mail_sent_ng: "There was an error trying to send your message. Please try again later.",
  validation_error: "One or more fields have an error. Please check and try again.",
  spam: "There was an error trying to send your message. Please try again later.",
  accept_terms: "You must accept the terms and conditions before sending your message.",
  invalid_required: "Please fill out this field.",
  invalid_too_long: "This field has a too long input.",
  invalid_too_short: "This field has a too short input.",
  invalid_email: "Please enter an email address.",
  invalid_url: "Please enter a URL.",
  invalid_tel: "Please enter a telephone number.",
  invalid_number: "Please enter a number.",
  number_too_small: "This field has a too small number.",
  number_too_large: "This field has a too large number.",
  invalid_date: "Please enter a date in YYYY-MM-DD format.",
  date_too_early: "This field has a too early date.",
  date_too_late: "This field has a too late date.",
  invalid_time: "Please enter a time in HH:MM format.",
  invalid_choice: "Undefined value was submitted through this field.",
  too_many_items: "Too many items are selected.",
  upload_file_type_invalid: "You are not allowed to upload files of this type.",
  upload_file_too_large: "The uploaded file is too large.",
};

type MessageKey =
  | "mail_sent_ok"
  | "mail_sent_ng"
  | "validation_error"
  | "spam"
  | "accept_terms"
  | "invalid_required"
  | "invalid_too_long"
  | "invalid_too_short"
  | "invalid_email"
  | "invalid_url"
  | "invalid_tel"
  | "invalid_number"
  | "number_too_small"
  | "number_too_large"
  | "invalid_date"
  | "date_too_early"
  | "date_too_late"
  | "invalid_time"
  | "invalid_choice"
  | "too_many_items"
  | "upload_file_type_invalid"
  | "upload_file_too_large";
export type Messages = Record<MessageKey, string>;

/** A form's messages: its own (CF7's `_messages`, those not empty) over CF7's defaults. */
export function messagesOf(own: Record<string, string> = {}): Messages {
  const merged = { ...MESSAGES };
  for (const key of Object.keys(merged) as MessageKey[]) if (own[key]) merged[key] = own[key];
  return merged;
}

const MAX_FILE_SIZE = 1048576;

/** The rules CF7's modules emit for one field (contracts 1.7, "what core modules emit"). */
function rulesFor(field: Field, messages: Messages): SwvRule[] {
  const { name } = field;
  const rule = (kind: string, error: string, extra: Partial<SwvRule> = {}): SwvRule => ({ rule: kind, field: name, ...extra, error });
  const required = field.required ? [rule(field.type === "file" ? "requiredfile" : "required", messages.invalid_required)] : [];
  const bound = (value: string | number | undefined, kind: string, error: string) =>
    value === undefined ? [] : [rule(kind, error, { threshold: String(value) })];
  const length = (defaultMax: number) => [
    ...(field.min === undefined ? [] : [rule("minlength", messages.invalid_too_short, { threshold: Number(field.min) })]),
    rule("maxlength", messages.invalid_too_long, { threshold: Number(field.max ?? defaultMax) }),
  ];
  switch (field.type) {
    case "text":
      return [...required, ...length(400)];
    case "email":
    case "url":
    case "tel":
      return [...required, rule(field.type, messages[`invalid_${field.type}`]), ...length(400)];
    case "textarea":
      return [...required, ...length(2000)];
    case "number":
      return [
        ...required,
        rule("number", messages.invalid_number),
        ...bound(field.min, "minnumber", messages.number_too_small),
        ...bound(field.max, "maxnumber", messages.number_too_large),
      ];
    case "date":
      return [
        ...required,
        rule("date", messages.invalid_date),
        ...bound(field.min, "mindate", messages.date_too_early),
        ...bound(field.max, "maxdate", messages.date_too_late),
      ];
    case "time":
      return [...required, rule("time", messages.invalid_time)];
    case "select":
    case "checkbox":
    case "radio": {
      const single = field.type === "radio" ? [rule("maxitems", messages.too_many_items, { threshold: 1 })] : [];
      const radioRequired = field.type === "radio" ? [rule("required", messages.invalid_required)] : required;
      return [...radioRequired, ...single, rule("enum", messages.invalid_choice, { accept: field.options ?? [] })];
    }
    case "file":
      return [
        ...required,
        rule("file", messages.upload_file_type_invalid, {
          accept: (field.accept ?? "")
            .split(",")
            .map((entry) => entry.trim())
            .filter(Boolean),
        }),
        rule("maxfilesize", messages.upload_file_too_large, { threshold: MAX_FILE_SIZE }),
      ];
    default:
      return []; // acceptance is checked at submit time; submit has no rules
  }
}

/** CF7 emits rules module by module, modules in alphabetical order (hence dates before text in the fixtures). */
const MODULE_ORDER: FieldType[][] = [
  ["checkbox", "radio"],
  ["date"],
  ["file"],
  ["number"],
  ["select"],
  ["text", "email", "url", "tel"],
  ["textarea"],
  ["time"],
];

/** The schema of a form's fields, its rules' errors in the form's messages (CF7's defaults unless given). */
export function schemaFor(fields: Field[], messages: Messages = MESSAGES, locale = "en_US"): SwvSchema {
  const rules = MODULE_ORDER.flatMap((types) => fields.filter((field) => types.includes(field.type)).flatMap((field) => rulesFor(field, messages)));
  return { version: "Contact Form 7 SWV Schema 2024-10", locale, rules };
}
