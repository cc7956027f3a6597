/**
 * The page's accessible text (`accessible-text`): a template with the time left in it. Pure: no DOM. Loaded only
 * for a page's own accessible text (template-loader.ts): most pages set none.
 *
 * - `{{d}}` `{{h}}` `{{m}}` `{{s}}`: the days, hours, minutes or seconds left, in the language's digits.
 * - `{h, plural, one {# hour} other {# hours}}`: a text by the plural form of the hours left (ICU's plural, its
 *   forms zero, one, two, few, many, other, or =N for an exact number; `other` is required), `#` standing for the
 *   number. The unit is d, h, m or s, or days, hours, minutes or seconds.
 */
import { pluralCategory } from "../shared/plural";
import { formatValue } from "./countdown-words";
import type { Unit } from "./units";

/** A plural: its unit (the first letter names it) and its forms, whose texts hold no braces. */
const PLURAL = /\{ *(d(?:ays)?|h(?:ours)?|m(?:inutes)?|s(?:econds)?) *, *plural *,((?: *(?:=\d+|zero|one|two|few|many|other) *\{[^{}]*\})+) *\}/g;
/** A placeholder or the start of a plural, whole or not. */
const NAMED = /\{\{([dhms])\}\}|\{ *(\w+) *, *plural\b/g;

/** The forms of a plural by name ("one", "=0"…). */
const formsOf = (forms: string) => new Map([...forms.matchAll(/(=\d+|\w+) *\{([^{}]*)\}/g)].map(([, form, text]) => [form!, text!]));

/** The problem sentence of a template with a plural that is not whole, or null for a good one. */
export function templateProblem(template: string): string | null {
  const rest = template.replace(PLURAL, (whole, _, forms: string) => (formsOf(forms).has("other") ? "" : whole));
  return /\{ *\w+ *, *plural\b/.test(rest)
    ? "has a plural that is not {h, plural, one {# hour} other {# hours}} (see the attribute's description)"
    : null;
}

/** The units the template names, by placeholder or plural. */
export function templateUnits(template: string): Unit[] {
  return [...template.matchAll(NAMED)].map(([, placeholder, plural]) => (placeholder ?? plural!)[0] as Unit);
}

/** The template filled with `values` in `language`: its digits, and its plural forms (CLDR, through Intl). */
export function fillTemplate(template: string, values: Record<Unit, number>, language: string): string {
  return template
    .replace(PLURAL, (_, unit: string, forms: string) => {
      const value = values[unit[0] as Unit];
      const texts = formsOf(forms);
      const text = texts.get(`=${value}`) ?? texts.get(pluralCategory(value, language)) ?? texts.get("other")!;
      return text.replace(/#/g, formatValue(value, false, language));
    })
    .replace(/\{\{([dhms])\}\}/g, (_, unit: Unit) => formatValue(values[unit], false, language));
}
