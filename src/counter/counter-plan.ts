import { counterFormat, formatCounterNumber, isKnownLocale, parseCounterNumber, writesDecimalComma, type CounterFormat } from "./counter-format";

/** What a counter shows, worked out from its attributes and its text. Pure. */
export interface CounterPlan {
  /** Null when there is nothing to count: the element's text is shown as it is. */
  count: {
    from: number;
    to: number;
    format: CounterFormat;
    /** The final number as the count writes it. */
    finalText: string;
    /** The element's text is the final number (read by assistive technology as is). */
    textIsFinal: boolean;
    /** The longest text the count shows, which sizes its box so that nothing moves while it counts. */
    widest: string;
  } | null;
  /** A warning to give, naming the attribute, or "". */
  problem: string;
}

export interface CounterInput {
  text: string;
  to: string;
  from: string;
  decimalComma: boolean;
  /** The `locale` attribute: the format to write in, "" for none. */
  locale: string;
  /** The language of the element's text ("" or absent when unknown): the format when neither option names one. */
  language?: string;
}

/**
 * What a counter shows. It writes its numbers in the format of `locale`, else in the marks of comma-separated-decimal
 * when set (the page's chosen way of writing numbers), else in its language's, else in "," and "." as the page does.
 * Its language does not write them when a number of the page would mean another in it (see languageMisreading).
 */
export function counterPlan({ text, to, from, decimalComma, locale, language = "" }: CounterInput): CounterPlan {
  const fromText = parseCounterNumber(text, decimalComma);
  const mark = decimalComma ? "with comma-separated-decimal" : "without comma-separated-decimal";
  const otherMark = decimalComma ? "without comma-separated-decimal" : "with comma-separated-decimal";
  const unreadable = (name: string, raw: string) => `attribute "${name}": ${JSON.stringify(raw)} is not a number ${mark}; the text is shown as is`;
  const target = to ? parseCounterNumber(to, decimalComma) : fromText;
  if (!target) return { count: null, problem: to ? unreadable("to", to) : textProblem(text, decimalComma, otherMark) };
  const start = from
    ? parseCounterNumber(from, decimalComma)
    : fromText && fromText.value !== target.value
      ? fromText
      : { value: 0, decimals: 0, grouped: false };
  if (!start) return { count: null, problem: unreadable("from", from) };
  const knownLocale = locale === "" || isKnownLocale(locale);
  const misreading = knownLocale && !locale && !decimalComma ? languageMisreading({ text, to, from }, language) : "";
  const writingLocale = (knownLocale ? locale : "") || (decimalComma || misreading ? "" : language);
  const format = counterFormat(start, target, decimalComma, writingLocale);
  const finalText = formatCounterNumber(target.value, format);
  const fromShown = formatCounterNumber(start.value, format);
  const normalized = (s: string) => s.replace(/[\s\u00a0]/g, "");
  return {
    count: {
      from: start.value,
      to: target.value,
      format,
      finalText,
      textIsFinal: normalized(text) === normalized(finalText),
      widest: fromShown.length > finalText.length ? fromShown : finalText,
    },
    problem: knownLocale ? misreading : `attribute "locale": ${JSON.stringify(locale)} is not a locale this browser formats numbers for`,
  };
}

/**
 * Read without comma-separated-decimal, "12.500" is 12.5 and "12,500" 12500; in a language that writes "," as
 * its decimal mark (de, pl...), the same texts are 12500 and 12.5. Written in that language, such a number would
 * show another one: the problem to tell then (the count keeps the page's marks), or "". Only numbers that read
 * well both ways count: "4.75" (no group of three) is 4.75 in any language, and is written "4,75" in Polish.
 */
function languageMisreading(numbers: Record<"text" | "to" | "from", string>, language: string): string {
  if (!language || !writesDecimalComma(language)) return "";
  for (const [name, raw] of Object.entries(numbers)) {
    if (!/^\s*[-+]?(\d{1,3}(\.\d{3})+(,\d+)?|\d+,\d+)\s*$/.test(raw)) continue;
    const [here, there] = [parseCounterNumber(raw, false), parseCounterNumber(raw, true)];
    if (!here || !there || here.value === there.value) continue;
    const what = name === "text" ? `the text ${JSON.stringify(raw.trim())}` : `attribute "${name}": ${JSON.stringify(raw)}`;
    return `${what} is ${here.value} without comma-separated-decimal but ${there.value} in the page's language (${language}): the count writes it as the page does; set comma-separated-decimal if it means ${there.value}`;
  }
  return "";
}

/** A text that is no number under the chosen decimal mark but is one under the other: the option is likely missing. */
function textProblem(text: string, decimalComma: boolean, otherMark: string): string {
  if (!parseCounterNumber(text, !decimalComma)) return "";
  return `the text ${JSON.stringify(text.trim())} is a number only ${otherMark}; the text is shown as is`;
}
