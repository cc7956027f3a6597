import type { Messages } from "./messages";

/** A section's heading and sub-heading, as Rate My Post prints them above its feedback and social widgets. */
export interface Headings {
  title: string;
  subtitle: string;
}

/**
 * What Rate My Post's own widget shows, as the site owner set it up in its settings ("How useful was this post?",
 * the stars' texts, its buttons, the average's wording), read from the widget's server markup when the element wraps
 * it: the element keeps showing what the plugin's output showed. Texts the page gave in `messages` and `labels` win.
 * (Its feedback and social sections are read after a vote, with their code: after-vote-markup.ts.)
 */
export interface ServerTexts extends Headings {
  messages: Partial<Messages>;
  /** The five stars' descriptive texts, if the widget gives them. */
  labels: string[] | undefined;
}

export const textOf = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** Where each text sits in Rate My Post's markup. */
const MESSAGE_NODES: ReadonlyArray<[keyof Messages, string]> = [
  ["submitButton", ".rmp-rating-widget__submit-btn"],
  ["noRating", ".rmp-rating-widget__not-rated"],
  ["feedbackTitle", ".rmp-feedback-widget__text"],
  ["feedbackButton", ".rmp-feedback-widget__btn"],
];

export const headings = (section: Element | null): Headings => ({
  title: textOf(section?.querySelector(".rmp-heading--title")),
  subtitle: textOf(section?.querySelector(".rmp-heading--subtitle")),
});

/**
 * The results line's wording with `{avg}` and `{count}` where the plugin prints the numbers ("Average rating {avg}
 * / 5. Vote count: {count}", or the owner's own text), or "" when the line is not there or empty.
 */
function averageTemplate(host: HTMLElement): string {
  const line = host.querySelector(".rmp-rating-widget__results")?.cloneNode(true) as Element | undefined;
  line?.querySelectorAll(".js-rmp-avg-rating").forEach((node) => node.replaceWith("{avg}"));
  line?.querySelectorAll(".js-rmp-vote-count").forEach((node) => node.replaceWith("{count}"));
  return textOf(line);
}

/**
 * The results line of a wrapped Rate My Post results widget (its [ratemypost-result] shortcode), with `{avg}` and
 * `{count}` where it prints the numbers ("{avg} ({count})"), or "" without that widget. It prints them even
 * without votes.
 */
export function resultsTemplate(host: HTMLElement): string {
  const widget = host.querySelector(".rmp-results-widget")?.cloneNode(true) as Element | undefined;
  widget?.querySelector(".rmp-results-widget__visual-rating")?.remove();
  widget?.querySelectorAll(".js-rmp-avg-rating").forEach((node) => node.replaceWith("{avg}"));
  widget?.querySelectorAll(".js-rmp-vote-count").forEach((node) => node.replaceWith("{count}"));
  return textOf(widget);
}

export function serverTexts(host: HTMLElement): ServerTexts {
  const messages: Partial<Messages> = {};
  for (const [key, selector] of MESSAGE_NODES) {
    const text = textOf(host.querySelector(selector));
    if (text) messages[key] = text;
  }
  const average = averageTemplate(host);
  if (average) messages.average = average;
  const labels = [...host.querySelectorAll<HTMLElement>(".rmp-rating-widget [data-descriptive-rating]")].map(
    (star) => star.dataset["descriptiveRating"]!,
  );
  return {
    ...headings(host.querySelector(".rmp-rating-widget")),
    messages,
    labels: labels.length === 5 ? labels : undefined,
  };
}
