import { inertCopy } from "../shared/post-page";
import { copyOf, counterpart, place, sectionOf } from "./section";

/**
 * The headings that count the comments: a classic theme's `.comments-title` ("3 comments", "3 responses to …"),
 * the core/comments-title block's `.wp-block-comments-title` ("One response to …"), Twenty Twenty's
 * `.comments-header .comment-reply-title` ("3 replies on …").
 */
const COUNT_HEADINGS = ".comments-title, .wp-block-comments-title, .comments-header .comment-reply-title";

/**
 * The count headings as the returned page words them (the post reloaded after the comment was accepted): each
 * heading here gets the answer's words; a heading the answer has and this page has not (a post's first comment)
 * is placed where the answer has it. A comment held for moderation does not count: the answer says so too.
 */
export function updateCountHeadings(host: HTMLElement, doc: Document, fallback: Element): void {
  const section = sectionOf(doc, host);
  if (!section) return;
  for (const heading of section.querySelectorAll(COUNT_HEADINGS)) {
    if (heading.closest('[id^="comment-"]')) continue; // inside a comment: the comment's words, not a count
    const local = counterpart(host, heading);
    if (local) {
      if (local.textContent !== heading.textContent) local.replaceChildren(inertCopy(heading));
    } else place(host, heading, copyOf(heading), fallback);
  }
}
