import { check, INVALID, isRecord, isText, problem, type Path } from "../shared/checks";

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
const isBound = (value: unknown) => typeof value === "number" || isText(value);

/** Each optional key of a field, in the order its problems are named, and what its value must be. */
const OPTIONAL_KEYS: ReadonlyArray<[key: keyof Field, accepts: (value: unknown) => boolean]> = [
  ["label", isText],
  ["required", (value) => typeof value === "boolean"],
  ["placeholder", isText],
  ["options", (value) => Array.isArray(value) && value.every(isText)],
  ["min", isBound],
  ["max", isBound],
  ["accept", isText],
];
const KEYS: readonly string[] = ["name", "type", ...OPTIONAL_KEYS.map(([key]) => key)];

/** What is wrong with one field, and where; null when nothing is. */
function fieldProblem(value: unknown): { message: string; path: Path } | null {
  if (!isRecord(value)) return { message: INVALID, path: [] };
  const { name, type } = value;
  if (!isText(name)) return { message: INVALID, path: ["name"] };
  if (!NAME.test(name)) return { message: "is not a CF7 field name", path: ["name"] };
  if (!(FIELD_TYPES as readonly unknown[]).includes(type)) return { message: INVALID, path: ["type"] };
  for (const [key, accepts] of OPTIONAL_KEYS) {
    const item = value[key];
    if (item === undefined || accepts(item)) continue;
    // In a list of options, the option that is no text.
    const wrongOption = Array.isArray(item) ? item.findIndex((option) => !isText(option)) : -1;
    return { message: INVALID, path: wrongOption === -1 ? [key] : [key, wrongOption] };
  }
  if (Object.keys(value).some((key) => !KEYS.includes(key))) return { message: INVALID, path: [] };
  return null;
}

/** The `fields` JSON: a list of fields, each with a CF7 field name and a known type, and no key of another name. */
export const fieldsCheck = check<Field[]>((value) => {
  if (!Array.isArray(value)) return problem(INVALID);
  for (const [index, field] of value.entries()) {
    const wrong = fieldProblem(field);
    if (wrong) return problem(wrong.message, [index, ...wrong.path]);
  }
  // Cast: each field checked above.
  return { value: value as Field[] };
});

/** Text-like types whose min and max bound the length. */
export const LENGTH_TYPES: readonly FieldType[] = ["text", "email", "url", "tel", "textarea"];
