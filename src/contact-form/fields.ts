import { INVALID, listCheck, isBoolean, isNumber, isRecord, isText, listOf, optional, shapeProblem, type Path } from "../shared/checks";

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

const NAME = /^[A-Za-z][-A-Za-z0-9_:]*$/;
const bound = optional((value) => isNumber(value) || isText(value));

/** A field's keys, in the order their problems are named, and what each value must be. */
const FIELD_SHAPE = {
  name: isText,
  type: (value: unknown) => (FIELD_TYPES as readonly unknown[]).includes(value),
  label: optional(isText),
  required: optional(isBoolean),
  placeholder: optional(isText),
  options: optional(listOf(isText)),
  min: bound,
  max: bound,
  accept: optional(isText),
};

/** What is wrong with one field, and where; null when nothing is. */
function fieldProblem(value: unknown): { message: string; path: Path } | null {
  if (!isRecord(value)) return { message: INVALID, path: [] };
  const { name, options } = value;
  // The name's own problem comes before those of the keys after it, as zod names them.
  if (isText(name) && !NAME.test(name)) return { message: "is not a CF7 field name", path: ["name"] };
  const wrong = shapeProblem(value, FIELD_SHAPE, { strict: true });
  if (wrong?.path[0] !== "options" || !Array.isArray(options)) return wrong;
  // In a list of options, the option that is no text.
  return { message: INVALID, path: ["options", options.findIndex((option) => !isText(option))] };
}

/** The `fields` JSON: a list of fields, each with a CF7 field name and a known type, and no key of another name. */
export const fieldsCheck = listCheck<Field>(fieldProblem);

/** Text-like types whose min and max bound the length. */
export const LENGTH_TYPES: readonly FieldType[] = ["text", "email", "url", "tel", "textarea"];
