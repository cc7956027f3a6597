import type { ShapeCheck } from "../define/attributes";

/*
 * Checks of a value's shape, in the Standard Schema form that attributes (src/define/attributes.ts) and the HTTP
 * helper (http.ts) run: written out rather than built with zod, so that zod loads only with the form that validates
 * against a schema (x-contact-form's swv rules). A value of the wrong type or an unknown key says what zod/mini says
 * of it, at the same path.
 */

type Verdict<T> = Exclude<ReturnType<ShapeCheck<T>["~standard"]["validate"]>, Promise<unknown>>;
export type Path = ReadonlyArray<string | number>;
/** A check that answers at once (each check here does). */
export interface Check<T, I = unknown> extends ShapeCheck<T, I> {
  readonly "~standard": { readonly validate: (value: unknown) => Verdict<T>; readonly types?: { readonly input: I; readonly output: T } };
}

/** What zod/mini says of a value of the wrong type or an unknown key (it has no messages of its own). */
export const INVALID = "Invalid input";

export const check = <T, I = unknown>(validate: (value: unknown) => Verdict<T>): Check<T, I> => ({ "~standard": { validate } });

export const problem = (message: string, path: Path = []) => ({ issues: [{ message, path }] });

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export const isText = (value: unknown): value is string => typeof value === "string";

/** What is wrong with an item, and where in it (null: nothing). */
export type ItemProblem = (value: unknown) => { message: string; path: Path } | null;

/** A list whose every item `itemProblem` passes; the first item that fails says why, at its index. */
export const listCheck = <T>(itemProblem: ItemProblem) =>
  check<T[]>((value) => {
    if (!Array.isArray(value)) return problem(INVALID);
    for (const [index, item] of value.entries()) {
      const wrong = itemProblem(item);
      if (wrong) return problem(wrong.message, [index, ...wrong.path]);
    }
    // Cast: each item checked above.
    return { value: value as T[] };
  });

/** A text `read` turns into a value (null: it cannot, and `message` says why). */
export const readCheck = <T>(read: (text: string) => T | null, message: string) =>
  check<T, string>((value) => {
    if (!isText(value)) return problem(INVALID);
    const result = read(value);
    return result === null ? problem(message) : { value: result };
  });

/** A text `accepts` takes, as it is (else `message`). */
export const textCheck = (accepts: (text: string) => boolean, message: string) => readCheck((text) => (accepts(text) ? text : null), message);

/** An object of texts: any of `keys`, each a text; another key is invalid, as zod's strict objects say. */
export const textsCheck = <K extends string>(keys: readonly K[]) =>
  check<Partial<Record<K, string>>>((value) => {
    if (!isRecord(value)) return problem(INVALID);
    for (const key of keys) if (value[key] !== undefined && !isText(value[key])) return problem(INVALID, [key]);
    if (Object.keys(value).some((key) => !(keys as readonly string[]).includes(key))) return problem(INVALID);
    // Cast: each key a text, checked above.
    return { value: value as Partial<Record<K, string>> };
  });

/** A test of one value; the tests below build a shape's from them. */
export type Test = (value: unknown) => boolean;

export const isNumber: Test = (value) => typeof value === "number";
export const isBoolean: Test = (value) => typeof value === "boolean";
export const optional =
  (test: Test): Test =>
  (value) =>
    value === undefined || test(value);
export const listOf =
  (test: Test): Test =>
  (value) =>
    Array.isArray(value) && value.every(test);
export const recordOf =
  (test: Test): Test =>
  (value) =>
    isRecord(value) && Object.values(value).every(test);

/** What is wrong with an object of that shape, and where (the first key in the shape's order); null when nothing is. */
export function shapeProblem(value: unknown, shape: Record<string, Test>, { strict = false } = {}): { message: string; path: Path } | null {
  if (!isRecord(value)) return { message: INVALID, path: [] };
  const wrong = Object.keys(shape).find((key) => !shape[key]!(value[key]));
  if (wrong !== undefined) return { message: INVALID, path: [wrong] };
  // A strict shape has no other key, as zod's strict objects say.
  return strict && Object.keys(value).some((key) => !(key in shape)) ? { message: INVALID, path: [] } : null;
}

/** Whether the value is an object of that shape; other keys may come along. */
export const shaped =
  (shape: Record<string, Test>): Test =>
  (value) =>
    !shapeProblem(value, shape);

/** A check of a body (a server's answer) that `test` accepts, taken as it came. */
export const bodyCheck = <T>(test: Test) => check<T>((value) => (test(value) ? { value: value as T } : problem(INVALID)));
