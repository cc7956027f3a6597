import type { Database } from "../../db";
import { findComment, isDuplicate, lastCommentAt, type NewComment } from "./store";

/*
 * wp_handle_comment_submission() and wp_allow_comment()'s checks for a visitor who is not logged in, with
 * WordPress's messages and the status wp-comments-post.php gives wp_die(): name and email required, a valid email,
 * a comment text, its length, then duplicates (409) and flooding, 15 seconds per IP or email (429).
 */

export const FLOOD_SECONDS = 15;
export const MAX_LENGTH = 65525;

export const REFUSALS = {
  require_name_email: { status: 200, message: "<strong>Error:</strong> Please fill the required fields." },
  require_valid_email: { status: 200, message: "<strong>Error:</strong> Please enter a valid email address." },
  require_valid_comment: { status: 200, message: "<strong>Error:</strong> Please type your comment text." },
  comment_content_column_length: { status: 200, message: "<strong>Error:</strong> Your comment is too long." },
  comment_duplicate: { status: 409, message: "Duplicate comment detected; it looks as though you&#8217;ve already said that!" },
  comment_flood: { status: 429, message: "You are posting comments too quickly. Slow down." },
} as const;

export type Refusal = keyof typeof REFUSALS;

const isEmail = (email: string) => email.length >= 6 && /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(email);

/** The first check the comment fails, or null; a parent that is not a comment of the post becomes 0, as in WordPress. */
export async function check(db: Database, comment: NewComment): Promise<Refusal | null> {
  if (comment.author === "" || comment.email === "") return "require_name_email";
  if (!isEmail(comment.email)) return "require_valid_email";
  if (comment.content === "") return "require_valid_comment";
  if (comment.content.length > MAX_LENGTH) return "comment_content_column_length";
  if (comment.parentId !== 0) {
    const parent = await findComment(db, comment.parentId);
    if (!parent || parent.postId !== comment.postId) comment.parentId = 0;
  }
  if (await isDuplicate(db, comment)) return "comment_duplicate";
  const last = await lastCommentAt(db, comment.ip, comment.email);
  if (last !== null && comment.now - last < FLOOD_SECONDS * 1000) return "comment_flood";
  return null;
}
