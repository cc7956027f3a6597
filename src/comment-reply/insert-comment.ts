import { copyOf, place } from "./section";

/**
 * Puts the new comment where the returned page has it, as the theme lists it after a reload: beside the comment
 * before it (or after it: newest first), in its parent's list of replies, or in a list made as the page makes it
 * (`ol.children` in a classic theme, a plain `ol` in a block theme, the comment list itself on a post without
 * comments). With nothing to go by, before the form's home.
 */
export function insertComment(host: HTMLElement, comment: HTMLElement, home: Element): HTMLElement {
  const copy = copyOf(comment) as HTMLElement;
  place(host, comment, copy, home);
  return copy;
}
