import * as z from "zod/mini";

export const FIELD_TYPES = [
  "text",
  "email",
  "url",
  "tel",
  "number",
  "date",
  "time",
  "textarea",
  "select",
  "checkbox",
  "radio",
  "acceptance",
  "file",
  "submit",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** One field of the `fields` JSON (and of the reference server's form definitions). */
export interface Field {
  name: string;
  type: FieldType;
  label?: string | undefined;
  /** For acceptance, `false` makes the box optional; acceptance is otherwise always required, as in CF7. */
  required?: boolean | undefined;
  placeholder?: string | undefined;
  options?: string[] | undefined;
  /** Number and date bounds; for text types the minimum and maximum length. */
  min?: number | string | undefined;
  max?: number | string | undefined;
  /** File types: extensions (`.pdf`) and MIME types (`image/*`), comma-separated. */
  accept?: string | undefined;
}

const bound = z.optional(z.union([z.number(), z.string()]));

export const fieldSchema: z.ZodMiniType<Field> = z.strictObject({
  name: z.string().check(z.regex(/^[A-Za-z][-A-Za-z0-9_:]*$/, "is not a CF7 field name")),
  type: z.enum(FIELD_TYPES),
  label: z.optional(z.string()),
  required: z.optional(z.boolean()),
  placeholder: z.optional(z.string()),
  options: z.optional(z.array(z.string())),
  min: bound,
  max: bound,
  accept: z.optional(z.string()),
});

export const fieldsSchema = z.array(fieldSchema);

/** Text-like types whose min and max bound the length. */
export const LENGTH_TYPES: readonly FieldType[] = ["text", "email", "url", "tel", "textarea"];
