import * as z from "zod/mini";
import { fieldsSchema } from "../../../../src/contact-form/fields";
import data from "./forms.json";

/** A form of the reference backend: what CF7 keeps in its form post, reduced to what the demo needs. */
const formSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  fields: fieldsSchema,
  /** null: no mail set up, so every valid submission ends in mail_failed. */
  mail: z.nullable(z.strictObject({ to: z.string(), subject: z.string() })),
  /** A field bots fill in and people never see. */
  honeypot: z.optional(z.string()),
});
export type FormDefinition = z.infer<typeof formSchema>;

// Parsed at start-up: a broken data file stops the server with a clear message instead of failing per request.
const forms = z.parse(z.array(formSchema), data);

export function findForm(id: number): FormDefinition | undefined {
  return forms.find((form) => form.id === id);
}
