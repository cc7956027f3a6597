/**
 * The words and digits of a countdown in the language of its text: built-in labels and the built-in accessible
 * text through Intl (CLDR's plural forms for every language), and the page's labels over them. Pure: no DOM.
 *
 * The language is a language tag, or "" when the page names none: then English.
 */
import { pluralCategory } from "../shared/plural";
import type { Unit } from "./units";

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * The page's labels (the `labels` attribute), each optional: a unit's label for 1 and for other values
 * (`day`, `days`), or its forms per plural category (`day: {one, few, many, other}`, `other` standing in for a
 * category left out). A unit without one takes the language's.
 */
export interface Labels {
  day?: string | PluralForms;
  days?: string;
  hour?: string | PluralForms;
  hours?: string;
  minute?: string | PluralForms;
  minutes?: string;
  second?: string | PluralForms;
  seconds?: string;
}

/** The English captions: capitalized, as they stand under the numbers. */
const ENGLISH_LABELS: Record<Unit, [singular: string, plural: string]> = {
  d: ["Day", "Days"],
  h: ["Hour", "Hours"],
  m: ["Minute", "Minutes"],
  s: ["Second", "Seconds"],
};

const LABEL_KEYS: Record<Unit, [keyof Labels, keyof Labels]> = {
  d: ["day", "days"],
  h: ["hour", "hours"],
  m: ["minute", "minutes"],
  s: ["second", "seconds"],
};

const INTL_UNITS: Record<Unit, string> = { d: "day", h: "hour", m: "minute", s: "second" };

/** The built-in sentences around the time left, by language; a language without one says the time left alone. */
const SENTENCES: Record<string, (timeLeft: string) => string> = {
  en: (timeLeft) => `Countdown ends in ${timeLeft}.`,
};

/** The language Intl formats in: the page's, or English when it names none. */
const intlLanguage = (language: string) => language || "en";
const primaryLanguage = (language: string) => intlLanguage(language).split("-")[0]!.toLowerCase();

/** Intl objects, made once per language and options: a page of countdowns formats thousands of texts. */
const formats = new Map<string, Intl.NumberFormat | Intl.ListFormat>();
function cached<T extends Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format as T;
}

const numberFormat = (language: string, minimumIntegerDigits: number) =>
  cached(
    `number/${language}/${minimumIntegerDigits}`,
    () => new Intl.NumberFormat(intlLanguage(language), { minimumIntegerDigits, useGrouping: false }),
  );
const unitFormat = (language: string, unit: Unit) =>
  cached(
    `unit/${language}/${unit}`,
    () => new Intl.NumberFormat(intlLanguage(language), { style: "unit", unit: INTL_UNITS[unit], unitDisplay: "long" }),
  );
const listFormat = (language: string) =>
  cached(`list/${language}`, () => new Intl.ListFormat(intlLanguage(language), { type: "conjunction", style: "long" }));

/** A number in the language's digits, two at least with leading zeros, never truncated: 123 days stay "123". */
export function formatValue(value: number, leadingZeros: boolean, language: string): string {
  return numberFormat(language, leadingZeros ? 2 : 1).format(value);
}

/** The language's labels met so far, by language, unit and plural category (CLDR words a unit by category). */
const languageLabels = new Map<string, string>();

/** The language's own label for `value` of a unit: the unit's words in Intl's "3 days" ("3 dni", "٣ أيام"). */
function languageLabel(unit: Unit, value: number, language: string): string {
  if (primaryLanguage(language) === "en") return ENGLISH_LABELS[unit][value === 1 ? 0 : 1];
  const key = `${language}/${unit}/${pluralCategory(value, language)}`;
  let label = languageLabels.get(key);
  if (label === undefined) {
    const parts = unitFormat(language, unit).formatToParts(value);
    label = parts
      .filter((part) => part.type === "unit")
      .map((part) => part.value)
      .join(" ");
    languageLabels.set(key, label);
  }
  return label;
}

/** The label of a unit at `value`: the page's (by plural category, or singular exactly at 1), else the language's. */
export function unitLabel(unit: Unit, value: number, labels: Labels, language: string): string {
  const [singularKey, pluralKey] = LABEL_KEYS[unit];
  const given = labels[singularKey];
  const own =
    typeof given === "object"
      ? (given[pluralCategory(value, language)] ?? given.other)
      : value === 1
        ? given
        : (labels[pluralKey] as string | undefined);
  return own ?? languageLabel(unit, value, language);
}

/**
 * The built-in accessible text: the days, hours and minutes left that are not 0 (or "0 minutes"), listed in the
 * language ("3 dni, 4 godziny i 5 minut"), in a sentence where the language has one.
 */
export function spokenTimeLeft(values: Record<"d" | "h" | "m", number>, language: string): string {
  const named = (["d", "h", "m"] as const).filter((unit) => values[unit] > 0);
  const parts = (named.length > 0 ? named : (["m"] as const)).map((unit) => unitFormat(language, unit).format(values[unit]));
  const timeLeft = listFormat(language).format(parts);
  return SENTENCES[primaryLanguage(language)]?.(timeLeft) ?? timeLeft;
}
