import type { Messages } from "./messages";

/**
 * The texts of Rate My Post's own widget, as the site owner worded them in its settings ("How useful was this
 * post?", "Click on a star to rate it!", its buttons), read from the widget's server markup when the element wraps
 * it: the element keeps showing what the plugin's output showed. Texts the page gave in `messages` win.
 */
export interface ServerTexts {
  title: string;
  subtitle: string;
  messages: Partial<Messages>;
}

const textOf = (node: Element | null) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** Where each text sits in Rate My Post's markup. */
const MESSAGE_NODES: ReadonlyArray<[keyof Messages, string]> = [
  ["submitButton", ".rmp-rating-widget__submit-btn"],
  ["noRating", ".rmp-rating-widget__not-rated"],
  ["feedbackTitle", ".rmp-feedback-widget__text"],
  ["feedbackButton", ".rmp-feedback-widget__btn"],
];

export function serverTexts(host: HTMLElement): ServerTexts {
  const widget = host.querySelector(".rmp-rating-widget");
  const messages: Partial<Messages> = {};
  for (const [key, selector] of MESSAGE_NODES) {
    const text = textOf(host.querySelector(selector));
    if (text) messages[key] = text;
  }
  return {
    title: textOf(widget?.querySelector(".rmp-heading--title") ?? null),
    subtitle: textOf(widget?.querySelector(".rmp-heading--subtitle") ?? null),
    messages,
  };
}
