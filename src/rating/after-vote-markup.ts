import { headings, type Headings } from "./server-texts";
import type { ShareLink } from "./share";

/**
 * The feedback and social sections of a wrapped Rate My Post widget, as the owner set them up (their headings, the
 * owner's follow or share links), read from its server markup once a vote shows them: with the after-vote code.
 */
export const feedbackSection = (host: HTMLElement): Headings => headings(host.querySelector(".rmp-feedback-widget"));

/** The network a link of the social section is for, from its icon's class (rmp-icon--youtube-square: YouTube). */
function networkOf(link: Element): string {
  const name = [...link.classList].map((name) => /^rmp-icon--(?!social$)([a-z-]+)$/.exec(name)?.[1]).find(Boolean) ?? "link";
  const word = name.replace(/-square$/, "");
  return word === "youtube" ? "YouTube" : word === "linkedin" ? "LinkedIn" : word.charAt(0).toUpperCase() + word.slice(1);
}

/** The social section's headings, and its links, or null links without a section. */
export function socialSection(host: HTMLElement): Headings & { links: ShareLink[] | null } {
  const section = host.querySelector(".rmp-social-widget");
  const links = [...(section?.querySelectorAll("a[href]") ?? [])].map((link) => ({
    network: networkOf(link),
    href: link.getAttribute("href") ?? "",
  }));
  return { ...headings(section), links: section ? links : null };
}
