import { acceptedExtensions } from "./file-types";
import { DATE_PATTERN, isDate, isEmail, isNumber, isTel, isTime, isUrl } from "./formats";
import type { SwvRule } from "./schema";
import { fileValues, getFieldValues, textValues, type SwvFormData, type SwvValue } from "./values";

/** A failed rule: the field and message to report (either may be missing; such a failure is ignored). */
export interface RuleFailure {
  field: string | undefined;
  error: string | undefined;
}

type Check = (rule: SwvRule, values: SwvValue[]) => boolean;

const everyText =
  (test: (value: string, rule: SwvRule) => boolean): Check =>
  (rule, values) =>
    textValues(values).every((value) => test(value, rule));
const threshold = (rule: SwvRule) => String(rule.threshold ?? "");
const count = (rule: SwvRule) => parseInt(threshold(rule), 10);
const totalLength = (values: SwvValue[]) => textValues(values).reduce((sum, value) => sum + value.length, 0);
const totalSize = (values: SwvValue[]) => fileValues(values).reduce((sum, file) => sum + file.size, 0);
const accepts = (rule: SwvRule) => (rule.accept ?? []).map(String);
/** ISO weekday (Monday 1 … Sunday 7) in local time, as CF7's browser code computes it; NaN for no date. */
const isoWeekday = (value: string) => {
  const day = new Date(value).getDay();
  return day === 0 ? 7 : day;
};
/** Dates compare as strings, and only when both the value and the bound are YYYY-MM-DD. */
const dateWithin = (compare: (value: string, bound: string) => boolean) => (value: string, rule: SwvRule) =>
  !(DATE_PATTERN.test(value) && DATE_PATTERN.test(threshold(rule))) || compare(value, threshold(rule));
/** At 6 decimals, as CF7 rounds (NaN is never zero, so a missing base fails every value). */
const nearZero = (n: number) => Math.round(Math.abs(n) * 1e6) === 0;

/** Valid when …: one check per rule kind of CF7 6.1.6 (contracts 1.7). Empty input passes all but three. */
const checks: Record<string, Check> = {
  required: (_rule, values) => values.some((value) => typeof value !== "string" || value.trim() !== ""),
  requiredfile: (_rule, values) => values.length > 0,
  email: everyText(isEmail),
  url: everyText(isUrl),
  tel: everyText(isTel),
  number: everyText(isNumber),
  date: everyText(isDate),
  time: everyText(isTime),
  file: (rule, values) =>
    fileValues(values).every((file) =>
      accepts(rule).some((accept) => acceptedExtensions(accept).some((extension) => file.name.toLowerCase().endsWith(extension))),
    ),
  enum: everyText((value, rule) => accepts(rule).includes(value)),
  dayofweek: everyText((value, rule) => accepts(rule).map(Number).includes(isoWeekday(value))),
  minitems: (rule, values) => !(textValues(values).length < count(rule)),
  maxitems: (rule, values) => !(textValues(values).length > count(rule)),
  minlength: (rule, values) => totalLength(values) === 0 || !(totalLength(values) < count(rule)),
  maxlength: (rule, values) => !(totalLength(values) > count(rule)),
  minnumber: everyText((value, rule) => !(parseFloat(value) < parseFloat(threshold(rule)))),
  maxnumber: everyText((value, rule) => !(parseFloat(value) > parseFloat(threshold(rule)))),
  mindate: everyText(dateWithin((value, bound) => value >= bound)),
  maxdate: everyText(dateWithin((value, bound) => value <= bound)),
  minfilesize: (rule, values) => fileValues(values).length === 0 || !(totalSize(values) < count(rule)),
  maxfilesize: (rule, values) => !(totalSize(values) > count(rule)),
  stepnumber: (rule, values) => {
    const interval = parseFloat(String(rule.interval ?? ""));
    if (!(interval > 0)) return true;
    const base = parseFloat(String(rule.base ?? ""));
    return textValues(values).every((value) => {
      const remainder = (parseFloat(value) - base) % interval;
      return nearZero(remainder) || nearZero(remainder - interval);
    });
  },
};

export const RULE_KINDS = [...Object.keys(checks), "all", "any"];

const failure = (rule: SwvRule): RuleFailure => ({ field: rule.field, error: rule.error });

/** Checks one rule; null when it passes. Unknown rule kinds pass (an add-on's rule the browser cannot know). */
export function checkRule(rule: SwvRule, formData: SwvFormData): RuleFailure | null {
  if (rule.rule === "all") {
    for (const child of rule.rules ?? []) {
      const childFailure = checkRule(child, formData);
      // The failure reports its own message when it has one (also from deeper in nested groups); otherwise the
      // group's message stands.
      if (childFailure) return childFailure.error !== undefined ? childFailure : failure(rule);
    }
    return null;
  }
  if (rule.rule === "any") {
    return (rule.rules ?? []).some((child) => checkRule(child, formData) === null) ? null : failure(rule);
  }
  const check = checks[rule.rule];
  if (!check) return null;
  return check(rule, getFieldValues(formData, rule.field ?? "")) ? null : failure(rule);
}
