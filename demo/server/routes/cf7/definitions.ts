import * as z from "zod/mini";
import { fieldsCheck, type Field } from "../../../../src/contact-form/fields";
import data from "./forms.json";

/** A form of the reference backend: what CF7 keeps in its form post, reduced to what the demo needs. */
const formSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  fields: z.custom<Field[]>((value) => !fieldsCheck["~standard"].validate(value).issues),
  /** null: no mail set up, so every valid submission ends in mail_failed. */
  mail: z.nullable(z.strictObject({ to: z.string(), subject: z.string() })),
  /** A field bots fill in and people never see. */
  honeypot: z.optional(z.string()),
  /** The form's own messages, under CF7's keys (its `_messages`); those left out are CF7's defaults. */
  messages: z.optional(z.record(z.string(), z.string())),
  /** CF7's additional settings, `name: value` lines as its form keeps them (`_additional_settings`). */
  additionalSettings: z.optional(z.string()),
});
export type FormDefinition = z.infer<typeof formSchema>;

// Parsed at start-up: a broken data file stops the server with a clear message instead of failing per request.
const forms = z.parse(z.array(formSchema), data);

/** CF7's is_true(): the first value of an additional setting is on, true or 1. */
export function isTrue(form: FormDefinition, name: string): boolean {
  for (const line of (form.additionalSettings ?? "").split("\n")) {
    const match = /^([a-zA-Z0-9_]+)[\t ]*:(.*)$/.exec(line);
    if (match?.[1] === name) return ["on", "true", "1"].includes(match[2]!.trim());
  }
  return false;
}

export function findForm(id: number): FormDefinition | undefined {
  return forms.find((form) => form.id === id);
}
