/** Plural categories (CLDR, through Intl.PluralRules): English has one and other, Polish one, few, many and other. */
export const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ["zero", "one", "two", "few", "many", "other"];

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `language` (the browser's language when it is "" or unknown to Intl). */
export function pluralCategory(count: number, language: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language || undefined);
    } catch {
      rules = new Intl.PluralRules(); // not a language tag
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}
