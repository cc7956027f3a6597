import { attr, declare } from "../define/declare";

/**
 * Digits (Latin, Arabic-Indic or Persian) with thousands separators and a decimal mark in either convention (or the
 * Arabic ٬ and ٫); the view parses them by decimal-comma.
 */
const NUMBER_TEXT =
  /^\s*[-+]?[\d\u0660-\u0669\u06f0-\u06f9.,\u066b\u066c\s\u00a0]*[\d\u0660-\u0669\u06f0-\u06f9][\d\u0660-\u0669\u06f0-\u06f9.,\u066b\u066c\s\u00a0]*$/;
const NUMBER_PROBLEM = 'is not a number (digits, with "," or "." as thousands separator or decimal mark)';

export default declare({
  tag: "x-counter",
  summary: "A number that counts up when it scrolls into view, with the final number in the page's own text.",
  description:
    "Counting starts when the element's top crosses 85% of the viewport height. The element's text is the number a visitor without JavaScript, a screen reader and a search engine read; the counting digits are hidden from assistive technology. With prefers-reduced-motion: reduce the final number shows at once. The count is written in the language of the element's text (its lang or the nearest ancestor's, through Intl: \"12 500\" in Polish, Arabic-Indic digits in ar-EG); when that differs from the text, assistive technology reads the number as the count writes it. A number that would mean another in that language (\"12.500\" in a German page without comma-separated-decimal) keeps the page's marks, with a warning.",
  attributes: {
    to: attr.string("", {
      pattern: NUMBER_TEXT,
      problem: NUMBER_PROBLEM,
      description: 'The number to count to, e.g. "12,500"; absent: the element\'s text. Written with "," thousands groups, the count shows them.',
    }),
    from: attr.string("", {
      pattern: NUMBER_TEXT,
      problem: NUMBER_PROBLEM,
      description:
        "The number to count from; absent: the element's text, or 0 when that text is the final number (the usual markup, which shows the final number without JavaScript).",
    }),
    speed: attr.number(1500, { min: 0, description: "How long the count takes, in milliseconds." }),
    commaSeparatedDecimal: attr.boolean(false, {
      description:
        'Read and write "," as the decimal mark and "." as the thousands separator ("12.500,5"), whatever the language (locale still chooses how to write).',
    }),
    decimalComma: attr.boolean(false, { description: "The earlier name of comma-separated-decimal, still read: either one sets it." }),
    locale: attr.string("", {
      pattern: /^$|^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/,
      problem: 'is not a language tag (e.g. "de-DE")',
      description:
        'Format with Intl.NumberFormat for this language tag (e.g. "de-DE", "hi-IN") instead of the language of the element\'s text; without either, "," and "." as the text writes them.',
    }),
  },
  events: {},
  slots: { "": "The final number, as text: shown without JavaScript and read by screen readers." },
  parts: { number: "The counting number (aria-hidden: the element's text is what assistive technology reads)." },
  cssProperties: {},
  states: { complete: "Set once the count has reached its number." },
  wordpress: { block: { title: "Number counter", icon: "chart-line", keywords: ["counter", "number", "statistic", "count up"] } },
  demo: "/effects.html",
  examples: [
    { title: "Projects", html: '<x-counter from="1,000" speed="2000">12,500</x-counter>' },
    { title: "Decimals", html: '<x-counter from="0.5" to="2.75">2.75</x-counter>' },
    { title: "Decimal comma", html: '<x-counter from="0,5" comma-separated-decimal>1.250,75</x-counter>' },
    { title: "German number format", html: '<x-counter locale="de-DE" to="1234567.5">1.234.567,5</x-counter>' },
    { title: "In the page's language (Arabic, Egypt)", html: '<x-counter lang="ar-EG" dir="rtl">١٢٬٥٠٠</x-counter>' },
  ],
  // Display only: no React event handlers.
  reactEvents: false,
});
