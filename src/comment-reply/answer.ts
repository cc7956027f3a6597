/*
 * What wp-comments-post.php's answer says, read from the returned page: a refusal is wp_die()'s page
 * ("Comment Submission Failure", its message in `.wp-die-message`, status 200, 409 or 429); an accepted comment
 * redirects to the post, whose page holds the new comment (`#comment-{id}`, the one this page does not show yet).
 */

export type CommentAnswer =
  | { kind: "refused"; message: string }
  /** The post's page: the new comment in it (null when the page does not show it), the page for the rest. */
  | { kind: "posted"; comment: HTMLElement | null; doc: Document }
  /** No page at all (an empty answer, bare text such as JSON): not WordPress's, so nothing says the comment was kept. */
  | { kind: "unreadable" };

const text = (node: Node) => (node.textContent ?? "").replace(/\s+/g, " ").trim();

export function readAnswer(doc: Document, shownHere: (id: string) => boolean): CommentAnswer {
  const message = doc.querySelector(".wp-die-message");
  if (message) return { kind: "refused", message: text(message) };
  if (doc.body?.id === "error-page") {
    const copy = doc.body.cloneNode(true) as HTMLElement;
    for (const back of copy.querySelectorAll("a")) back.remove();
    return { kind: "refused", message: text(copy) };
  }
  const fresh = [...doc.querySelectorAll<HTMLElement>('[id^="comment-"]')].filter((node) => /^comment-\d+$/.test(node.id) && !shownHere(node.id));
  const newest = fresh.sort((a, b) => Number(b.id.slice(8)) - Number(a.id.slice(8)))[0] ?? null;
  // The post's page may not show a comment held for moderation, but it is a page: elements in its body.
  if (!newest && !doc.body?.firstElementChild) return { kind: "unreadable" };
  return { kind: "posted", comment: newest, doc };
}
