import type { ShapeCheck } from "../define/attributes";
import { parseUnits, type Unit } from "./countdown";
import type { Labels } from "./countdown-words";

/*
 * The checks of x-countdown's labels and units, in the Standard Schema form the bridge runs: written out rather
 * than built with zod, so that a page with a countdown loads no zod (its ~9 KB is more than the element itself).
 */

type Verdict<T> = ReturnType<ShapeCheck<T>["~standard"]["validate"]>;

const check = <T, I = unknown>(validate: (value: unknown) => Verdict<T>): ShapeCheck<T, I> => ({ "~standard": { validate } });
const problem = (message: string, path: string[] = []) => ({ issues: [{ message, path }] });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** What zod says of a value of the wrong type or an unknown key (zod/mini has no messages of its own). */
const INVALID = "Invalid input";

/** A unit's label: one text for 1 (its plural in `days`...), or its forms by plural category, at least one. */
const NO_LABEL = "is neither a text nor forms by plural category (zero, one, two, few, many, other)";
const PLURAL_CATEGORIES: readonly string[] = ["zero", "one", "two", "few", "many", "other"];
const isUnitLabel = (value: unknown) =>
  typeof value === "string" ||
  (isRecord(value) &&
    Object.keys(value).length > 0 &&
    Object.entries(value).every(([category, text]) => PLURAL_CATEGORIES.includes(category) && typeof text === "string"));

/** Each key of the labels, in order, and whether it takes plural forms (day) or one text only (days). */
const LABEL_KEYS: ReadonlyArray<[key: keyof Labels, forms: boolean]> = [
  ["day", true],
  ["days", false],
  ["hour", true],
  ["hours", false],
  ["minute", true],
  ["minutes", false],
  ["second", true],
  ["seconds", false],
];
const KNOWN_KEYS: readonly string[] = LABEL_KEYS.map(([key]) => key);

export const labelsCheck = check<Labels>((value) => {
  if (!isRecord(value)) return problem(INVALID);
  for (const [key, forms] of LABEL_KEYS) {
    const label = value[key];
    if (label === undefined) continue;
    if (forms ? !isUnitLabel(label) : typeof label !== "string") return problem(forms ? NO_LABEL : INVALID, [key]);
  }
  if (Object.keys(value).some((key) => !KNOWN_KEYS.includes(key))) return problem(INVALID);
  // Cast: every key was checked above, and a key left out is a label that follows the language.
  return { value: value as Labels };
});

export const unitsCheck = check<Unit[], string>((value) => {
  const units = typeof value === "string" ? parseUnits(value) : null;
  return units ? { value: units } : problem('is not a list of units from "d h m s"');
});
