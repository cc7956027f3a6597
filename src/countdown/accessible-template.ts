/**
 * The page's accessible text (`accessible-text`): a template with the time left in it. Pure: no DOM.
 *
 * - `{{d}}` `{{h}}` `{{m}}` `{{s}}`: the days, hours, minutes or seconds left, in the language's digits.
 * - `{h, plural, one {# hour} other {# hours}}`: a text by the plural form of the hours left (ICU's plural, its
 *   forms zero, one, two, few, many, other, or =N for an exact number; `other` is required), `#` standing for the
 *   number. The unit is d, h, m or s, or days, hours, minutes or seconds.
 */
import { pluralCategory } from "../shared/plural";
import { formatValue } from "./countdown-words";
import type { Unit } from "./units";

const UNITS: Record<string, Unit> = { d: "d", days: "d", h: "h", hours: "h", m: "m", minutes: "m", s: "s", seconds: "s" };
/** A plural: a unit and its forms, whose texts hold no braces. */
const PLURAL = /\{\s*(\w+)\s*,\s*plural\s*,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|\w+)\s*\{([^{}]*)\}/g;
/** Where a plural begins, whole or not. */
const PLURAL_START = /\{\s*\w+\s*,\s*plural\b/g;
const PLACEHOLDER = /\{\{([dhms])\}\}/g;

const pluralsOf = (template: string) => [...template.matchAll(PLURAL)].filter(([, unit, forms]) => unit! in UNITS && /\bother\s*\{/.test(forms!));

/** The problem sentence of a template with a plural that is not whole, or null for a good one. */
export function templateProblem(template: string): string | null {
  return (template.match(PLURAL_START)?.length ?? 0) === pluralsOf(template).length
    ? null
    : "has a plural that is not {UNIT, plural, one {# …} other {# …}} (UNIT d, h, m or s; forms zero, one, two, few, many, other or =N; other required)";
}

/** The units the template names, by placeholder or plural. */
export function templateUnits(template: string): Unit[] {
  const named = [...template.matchAll(PLACEHOLDER)].map(([, unit]) => unit as Unit);
  return named.concat(pluralsOf(template).map(([, unit]) => UNITS[unit!]!));
}

/** The template filled with `values` in `language`: its digits, and its plural forms (CLDR, through Intl). */
export function fillTemplate(template: string, values: Record<Unit, number>, language: string): string {
  return template
    .replace(PLURAL, (whole, name: string, forms: string) => {
      const unit = UNITS[name];
      if (!unit) return whole;
      const value = values[unit];
      const texts = new Map([...forms.matchAll(FORM)].map(([, form, text]) => [form!, text!]));
      const text = texts.get(`=${value}`) ?? texts.get(pluralCategory(value, language)) ?? texts.get("other") ?? "";
      return text.replace(/#/g, formatValue(value, false, language));
    })
    .replace(PLACEHOLDER, (_, unit: Unit) => formatValue(values[unit], false, language));
}
