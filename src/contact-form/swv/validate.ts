import { checkRule } from "./rules";
import type { SwvSchema } from "./schema";
import { fieldNames, getFieldValues, type SwvFormData, type SwvValue } from "./values";

export type FieldResult = { error: string } | { validInputs: SwvValue[] };

/**
 * swv.validate of CF7 6.1.6: field → {error} for the first failing rule of each field (schema order), and
 * field → {validInputs} for every other field present in the form data.
 */
export function validate(schema: SwvSchema, formData: SwvFormData): Map<string, FieldResult> {
  const entries = [...formData];
  const result = new Map<string, FieldResult>();
  for (const rule of schema.rules) {
    const failure = checkRule(rule, entries);
    if (failure?.field === undefined || failure.error === undefined || result.has(failure.field)) continue;
    result.set(failure.field, { error: failure.error });
  }
  for (const field of fieldNames(entries)) {
    if (!result.has(field)) result.set(field, { validInputs: getFieldValues(entries, field) });
  }
  return result;
}

/** Only the errors, in the order they were found. */
export function invalidFields(result: Map<string, FieldResult>): Array<{ field: string; message: string }> {
  return [...result].flatMap(([field, outcome]) => ("error" in outcome ? [{ field, message: outcome.error }] : []));
}

/** The fields a schema needs a value in: those that fail when nothing at all is filled in. */
export function requiredFields(schema: SwvSchema): string[] {
  return invalidFields(validate(schema, [])).map(({ field }) => field);
}
