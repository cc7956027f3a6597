/**
 * The counter's numbers as pages write them, and as it shows them while counting. Pure.
 *
 * Without comma-separated-decimal, `,` groups thousands and `.` is the decimal mark ("12,500.5"); with it, the other way
 * round ("12.500,5"). The output has as many decimals as the longer of from and to, and groups thousands when either
 * does; a locale formats with Intl.NumberFormat instead (its own marks, digits and grouping, the same decimals),
 * grouping numbers of four digits only when from or to does, so that a year stays "2026".
 */
export interface CounterNumber {
  value: number;
  decimals: number;
  /** Written with thousands separators. */
  grouped: boolean;
}

export interface CounterFormat {
  decimals: number;
  grouped: boolean;
  decimalComma: boolean;
  /** A BCP 47 language tag, or "" for the marks above. */
  locale: string;
}

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits, as pages in those languages write them. */
const NATIVE_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * A text in Latin digits and the given marks: Arabic-Indic and Persian digits become 0-9, the Arabic thousands
 * separator (٬) the group mark and the Arabic decimal separator (٫) the decimal mark.
 */
function latinDigits(text: string, group: string, mark: string): string {
  return text
    .replace(NATIVE_DIGITS, (digit) => String(digit.charCodeAt(0) - (digit >= "\u06f0" ? 0x06f0 : 0x0660)))
    .replaceAll("\u066c", group)
    .replaceAll("\u066b", mark);
}

/** A number text, e.g. "12,500", "-0.75" or "١٢٬٥٠٠", or null when it is none (under the given decimal mark). */
export function parseCounterNumber(text: string, decimalComma: boolean): CounterNumber | null {
  const [group, mark] = decimalComma ? [".", ","] : [",", "."];
  const compact = latinDigits(text.trim(), group, mark).replace(/[\s\u00a0]/g, "");
  const pattern = new RegExp(`^([-+]?)(\\d[\\d${group}]*|)(?:\\${mark}(\\d+))?$`);
  const match = pattern.exec(compact);
  if (!match || (!match[2] && !match[3]) || match[2]?.endsWith(group)) return null;
  const [, sign = "", whole = "", fraction = ""] = match;
  const value = Number(`${sign}${whole.split(group).join("") || "0"}.${fraction || "0"}`);
  return Number.isFinite(value) ? { value, decimals: fraction.length, grouped: whole.includes(group) } : null;
}

/** How a count from `from` to `to` is shown all along. */
export function counterFormat(from: CounterNumber, to: CounterNumber, decimalComma: boolean, locale: string): CounterFormat {
  return { decimals: Math.max(from.decimals, to.decimals), grouped: from.grouped || to.grouped, decimalComma, locale };
}

const numberFormats = new Map<string, Intl.NumberFormat | null>();

/** The Intl formatter for a locale, decimals and grouping, or null when the browser does not know the locale. */
function intlFormat(locale: string, decimals: number, grouped = true): Intl.NumberFormat | null {
  const key = `${locale}/${decimals}/${grouped}`;
  if (!numberFormats.has(key)) {
    try {
      const format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        // The locale's grouping, or from five digits on only (as many locales do anyway) for ungrouped numbers.
        useGrouping: grouped ? "auto" : "min2",
        signDisplay: "negative", // -0.04 to one decimal is "0.0", not "-0.0"
      });
      numberFormats.set(key, format);
    } catch {
      numberFormats.set(key, null);
    }
  }
  return numberFormats.get(key) ?? null;
}

/** Whether the locale writes "," as its decimal mark (de, pl, fr...; not en, nor ar-EG with its own ٫). */
export function writesDecimalComma(locale: string): boolean {
  const parts = intlFormat(locale, 1)?.formatToParts(1.5) ?? [];
  return parts.some((part) => part.type === "decimal" && part.value === ",");
}

/** Whether Intl.NumberFormat accepts the locale. */
export function isKnownLocale(locale: string): boolean {
  return intlFormat(locale, 0) !== null;
}

export function formatCounterNumber(value: number, format: CounterFormat): string {
  const { decimals, grouped, decimalComma, locale } = format;
  const intl = locale ? intlFormat(locale, decimals, grouped) : null;
  if (intl) return intl.format(value);
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = "0", fraction] = fixed.split(".");
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  const groupedWhole = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, decimalComma ? "." : ",") : whole;
  return `${sign}${groupedWhole}${fraction === undefined ? "" : (decimalComma ? "," : ".") + fraction}`;
}

/** Ease-out (quadratic): fast at first, settling on the number. */
export function easeOut(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t * (2 - t);
}

/** The value shown `elapsed` ms into a count of `duration` ms. */
export function countedValue(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeOut(elapsed / duration);
}
