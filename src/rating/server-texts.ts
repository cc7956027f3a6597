import type { Messages } from "./messages";
import type { ShareLink } from "./share";

/** A section's heading and sub-heading, as Rate My Post prints them above its feedback and social widgets. */
export interface Headings {
  title: string;
  subtitle: string;
}

/**
 * What Rate My Post's own widget shows, as the site owner set it up in its settings ("How useful was this post?",
 * the stars' texts, its buttons, the average's wording, the feedback and social sections with their headings and
 * the owner's links), read from the widget's server markup when the element wraps it: the element keeps showing
 * what the plugin's output showed. Texts the page gave in `messages` and `labels` win.
 */
export interface ServerTexts extends Headings {
  messages: Partial<Messages>;
  /** The five stars' descriptive texts, or none. */
  labels: string[];
  feedback: Headings;
  /** The social section's headings, and its links (the owner's profiles, or share links), or null without one. */
  social: Headings & { links: ShareLink[] | null };
}

const textOf = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** Where each text sits in Rate My Post's markup. */
const MESSAGE_NODES: ReadonlyArray<[keyof Messages, string]> = [
  ["submitButton", ".rmp-rating-widget__submit-btn"],
  ["noRating", ".rmp-rating-widget__not-rated"],
  ["feedbackTitle", ".rmp-feedback-widget__text"],
  ["feedbackButton", ".rmp-feedback-widget__btn"],
];

const headings = (section: Element | null): Headings => ({
  title: textOf(section?.querySelector(".rmp-heading--title")),
  subtitle: textOf(section?.querySelector(".rmp-heading--subtitle")),
});

/**
 * The results line's wording with `{avg}` and `{count}` where the plugin prints the numbers ("Average rating {avg}
 * / 5. Vote count: {count}", or the owner's own text), or "" when the line is not there.
 */
function averageTemplate(host: HTMLElement): string {
  const line = host.querySelector(".rmp-rating-widget__results")?.cloneNode(true);
  if (!(line instanceof Element)) return "";
  line.querySelectorAll(".js-rmp-avg-rating").forEach((node) => node.replaceWith("{avg}"));
  line.querySelectorAll(".js-rmp-vote-count").forEach((node) => node.replaceWith("{count}"));
  const text = textOf(line);
  return /\{avg\}|\{count\}/.test(text) ? text : "";
}

/** The network a link of the social section is for, from its icon's class (rmp-icon--youtube-square: YouTube). */
function networkOf(link: Element): string {
  const name = [...link.classList].map((name) => /^rmp-icon--(?!social$)([a-z-]+)$/.exec(name)?.[1]).find(Boolean) ?? "link";
  const word = name.replace(/-square$/, "");
  return word === "youtube" ? "YouTube" : word === "linkedin" ? "LinkedIn" : word.charAt(0).toUpperCase() + word.slice(1);
}

function socialSection(host: HTMLElement): ServerTexts["social"] {
  const section = host.querySelector(".rmp-social-widget");
  const links = [...(section?.querySelectorAll("a[href]") ?? [])].map((link) => ({
    network: networkOf(link),
    href: link.getAttribute("href") ?? "",
  }));
  return { ...headings(section), links: section ? links : null };
}

export function serverTexts(host: HTMLElement): ServerTexts {
  const messages: Partial<Messages> = {};
  for (const [key, selector] of MESSAGE_NODES) {
    const text = textOf(host.querySelector(selector));
    if (text) messages[key] = text;
  }
  const average = averageTemplate(host);
  if (average) messages.average = average;
  const labels = [...host.querySelectorAll(".rmp-rating-widget [data-descriptive-rating]")].map(
    (star) => star.getAttribute("data-descriptive-rating") ?? "",
  );
  return {
    ...headings(host.querySelector(".rmp-rating-widget")),
    messages,
    labels: labels.length === 5 && labels.every(Boolean) ? labels : [],
    feedback: headings(host.querySelector(".rmp-feedback-widget")),
    social: socialSection(host),
  };
}
