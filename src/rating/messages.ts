import { elementLanguage as textLanguage } from "../shared/language";
import { PLURAL_CATEGORIES, pluralCategory } from "../shared/plural";
import type { RatingTexts } from "../shared/texts/types";

/**
 * The widgets' texts: Rate My Post's defaults in the language of the element's text, what a page's `messages`
 * attribute changes, and counted texts.
 */

/** The texts with a `{count}`: each may also come in a form per plural category, as `results_one`, `results_few`... */
export const COUNTED_MESSAGES = ["results", "average"] as const;
export type CountedMessage = (typeof COUNTED_MESSAGES)[number];
export type PluralForms = Partial<Record<`${CountedMessage}_${Intl.LDMLPluralRule}`, string>>;

/** Texts of the widgets, translatable through the `messages` attribute (Rate My Post's defaults). */
export interface Messages extends PluralForms {
  rate: string;
  afterVote: string;
  noRating: string;
  cookieNotice: string;
  emptyFeedback: string;
  feedbackNotice: string;
  submitButton: string;
  noPrivilege: string;
  feedbackTitle: string;
  feedbackButton: string;
  socialTitle: string;
  results: string;
  average: string;
  retry: string;
  feedbackRetry: string;
}

export const DEFAULT_MESSAGES: Messages = {
  rate: "Rate this post",
  afterVote: "Thank you for rating this post!",
  noRating: "No votes so far! Be the first to rate this post.",
  cookieNotice: "You already voted! This vote will not be counted!",
  emptyFeedback: "Please insert your feedback in the box above!",
  feedbackNotice: "Thanks for your feedback!",
  submitButton: "Submit Rating",
  noPrivilege: "Rating is not available for this post.",
  feedbackTitle: "Tell us how we can improve this post?",
  feedbackButton: "Submit Feedback",
  socialTitle: "Share this post",
  results: "{avg} ({count} votes)",
  results_one: "{avg} ({count} vote)",
  average: "Average rating {avg} / 5. Vote count: {count}",
  retry: "Your rating could not be sent. Please try again.",
  feedbackRetry: "Your feedback could not be sent. Please try again.",
};

/** The texts in English, with the stars' (the other languages' are in the shared catalogues). */
export const ENGLISH: RatingTexts = {
  ...DEFAULT_MESSAGES,
  stars: ["Not at all useful", "Somewhat useful", "Useful", "Fairly useful", "Very useful"],
};

/** Every key the `messages` attribute takes: the texts and the plural forms of the counted ones. */
export const MESSAGE_KEYS: readonly string[] = [
  ...Object.keys(DEFAULT_MESSAGES).filter((key) => !key.includes("_")),
  ...COUNTED_MESSAGES.flatMap((key) => PLURAL_CATEGORIES.map((category) => `${key}_${category}`)),
];

/**
 * The language's texts (`defaults`) with a page's. A page that words a counted text without giving any of its
 * plural forms keeps its own words for every count (as before plural forms existed), not the default's forms.
 */
export function withDefaults(given: Partial<Messages>, defaults: Messages): Messages {
  const merged: Messages = { ...defaults };
  for (const key of COUNTED_MESSAGES) {
    const forms = PLURAL_CATEGORIES.map((category) => `${key}_${category}` as const);
    if (given[key] !== undefined && forms.every((form) => given[form] === undefined)) for (const form of forms) delete merged[form];
  }
  return Object.assign(merged, given);
}

/** A counted text in the form for `count`: its plural category's form if given, else the text itself. */
export function countedMessage(messages: Messages, key: CountedMessage, count: number, locale: string | undefined): string {
  return messages[`${key}_${pluralCategory(count, locale ?? "")}`] ?? messages[key];
}

/** The language of an element's text (its own or nearest ancestor's lang), if any. */
export function elementLanguage(element: Element): string | undefined {
  return textLanguage(element) || undefined;
}
