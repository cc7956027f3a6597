import { fixture } from "@open-wc/testing";
import declaration from "./comment-reply.element";
import "../../elements/x-comment-reply";
import { field } from "../testing/forms";

export type XCommentReply = HTMLElementTagNameMap["x-comment-reply"];

/** The declaration's example: WordPress's comment section as a theme prints it (one comment, the form). */
export const SECTION = declaration.examples[0].html;

export async function commentReply(template = SECTION): Promise<XCommentReply> {
  const el = await fixture<XCommentReply>(template);
  await el.updateComplete;
  return el;
}

/** The post's page after WordPress accepted comment 2, a reply to comment 1. */
export const acceptedPage = (text = "A reply.") => `<!doctype html><html><body>
  <ol class="comment-list">
    <li id="comment-1" class="comment"><article id="div-comment-1" class="comment-body"><p>Hello from the first comment.</p></article>
      <ol class="children">
        <li id="comment-2" class="comment depth-2"><article id="div-comment-2" class="comment-body"><b class="fn">Bob</b><div class="comment-content"><p>${text}</p></div>
          <div class="reply"><a class="comment-reply-link" href="?replytocom=2#respond" data-commentid="2" data-postid="1" data-belowelement="div-comment-2" data-respondelement="respond" data-replyto="Reply to Bob" aria-label="Reply to Bob" onclick="window.__injected = true">Reply</a></div>
        </article><script>window.__injected = true</script></li>
      </ol>
    </li>
  </ol></body></html>`;

/** wp_die()'s page, as wp-comments-post.php sends a refusal. */
export const refusalPage = (message: string) =>
  `<!DOCTYPE html><html><head><title>Comment Submission Failure</title></head><body id="error-page"><div class="wp-die-message"><p>${message}</p></div><p><a href='javascript:history.back()'>&laquo; Back</a></p></body></html>`;

export const byId = (el: Element, id: string) => el.querySelector<HTMLElement>(`#${id}`)!;
export const replyLink = (el: Element, id = 1) => el.querySelector<HTMLAnchorElement>(`.comment-reply-link[data-commentid="${id}"]`)!;

export function fill(el: Element, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) field(el, name).value = value;
}

export function submit(el: Element): void {
  const form = byId(el, "commentform") as HTMLFormElement;
  form.requestSubmit(form.querySelector<HTMLInputElement>('[type="submit"]')!);
}

export function recordEvents(el: Element) {
  const events: CustomEvent[] = [];
  for (const name of Object.keys(declaration.events)) el.addEventListener(name, (event) => events.push(event as CustomEvent));
  return events;
}

export const announcement = (el: Element) => el.shadowRoot!.querySelector('[role="status"]')!.textContent;

/*
 * WordPress 6.1's comment section as its themes print it (Twenty Twenty-One's comments.php, Twenty Twenty-Three's
 * core/comments blocks, comment_form()), cut to what the element reads, for the Discussion settings' tests.
 */

export interface Commenter {
  author?: string;
  email?: string;
  url?: string;
  /** The cookies consent checkbox: absent when show_comments_cookies_opt_in is off. */
  consent?: boolean | null;
  /** require_name_email: name and email marked required. */
  required?: boolean;
  /** A logged-in user's display name: "Logged in as …" in place of the name, email, website and consent fields. */
  loggedInAs?: string;
}

const REQUIRED = ' <span class="required">*</span>';

/** comment_form(): #respond with its title, cancel link and form, the fields filled as the commenter's cookies say. */
export function respond(commenter: Commenter = {}): string {
  const { author = "", email = "", url = "", consent = false, required = true, loggedInAs } = commenter;
  const mark = required ? REQUIRED : "";
  const requiredText = '<span class="required-field-message">Required fields are marked <span class="required">*</span></span>';
  const identity = loggedInAs
    ? `<p class="logged-in-as">Logged in as ${loggedInAs}. <a href="/wp-admin/profile.php">Edit your profile</a>. <a href="/wp-login.php?action=logout">Log out?</a> ${requiredText}</p>`
    : `<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> ${requiredText}</p>`;
  const fields = loggedInAs
    ? ""
    : `<p class="comment-form-author"><label for="author">Name${mark}</label> <input id="author" name="author" type="text" value="${author}" size="30" maxlength="245" autocomplete="name"${required ? " required" : ""}></p>
<p class="comment-form-email"><label for="email">Email${mark}</label> <input id="email" name="email" type="email" value="${email}" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email"${required ? " required" : ""}></p>
<p class="comment-form-url"><label for="url">Website</label> <input id="url" name="url" type="url" value="${url}" size="30" maxlength="200" autocomplete="url"></p>
${
  consent === null
    ? ""
    : `<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes"${consent ? ' checked="checked"' : ""}> <label for="wp-comment-cookies-consent">Save my name, email, and website in this browser for the next time I comment.</label></p>`
}`;
  return `<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>${identity}<p class="comment-form-comment"><label for="comment">Comment${REQUIRED}</label> <textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>${fields}
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"> <input type="hidden" name="comment_post_ID" value="1" id="comment_post_ID"> <input type="hidden" name="comment_parent" id="comment_parent" value="0"></p></form></div>`;
}

export interface CommentMarkup {
  id: number;
  author: string;
  text: string;
  /** WordPress's note for a comment held for moderation, shown to its author (no Reply link then). */
  note?: string;
  replies?: CommentMarkup[];
}

/** Walker_Comment::html5_comment(), as Twenty Twenty-One lists comments: replies in `ol.children`. */
export function classicComment({ id, author, text, note, replies = [] }: CommentMarkup, depth = 1): string {
  const reply = note
    ? ""
    : `<div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=${id}#respond" data-commentid="${id}" data-postid="1" data-belowelement="div-comment-${id}" data-respondelement="respond" data-replyto="Reply to ${author}" aria-label="Reply to ${author}">Reply</a></div>`;
  return `<li id="comment-${id}" class="comment depth-${depth}"><article id="div-comment-${id}" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><b class="fn">${author}</b> <span class="says">says:</span></div>${note ? `<em class="comment-awaiting-moderation">${note}</em>` : ""}</footer><div class="comment-content"><p>${text}</p></div>${reply}</article>${replies.length ? `<ol class="children">${replies.map((child) => classicComment(child, depth + 1)).join("")}</ol>` : ""}</li>`;
}

/** Twenty Twenty-One's comments.php: the count heading and the list only when there are comments, then the form. */
export function classicSection(heading: string | null, comments: CommentMarkup[], commenter?: Commenter): string {
  return `<div id="comments" class="comments-area default-max-width show-avatars">${heading === null ? "" : `<h2 class="comments-title">${heading}</h2><!-- .comments-title -->`}${comments.length ? `<ol class="comment-list">${comments.map((comment) => classicComment(comment)).join("")}</ol>` : ""}${respond(commenter)}</div>`;
}

/** The core/comment-template block's comment: replies in a plain `ol`, the Reply link below the li itself. */
export function blockComment({ id, author, text, note, replies = [] }: CommentMarkup, depth = 1): string {
  const reply = note
    ? ""
    : `<div class="wp-block-comment-reply-link"><a rel="nofollow" class="comment-reply-link" href="?replytocom=${id}#respond" data-commentid="${id}" data-postid="1" data-belowelement="comment-${id}" data-respondelement="respond" data-replyto="Reply to ${author}" aria-label="Reply to ${author}">Reply</a></div>`;
  return `<li id="comment-${id}" class="comment depth-${depth}"><div class="wp-block-comment-author-name">${author}</div><div class="wp-block-comment-content">${note ? `<p><em class="comment-awaiting-moderation">${note}</em></p>` : ""}<p>${text}</p></div>${reply}${replies.length ? `<ol>${replies.map((child) => blockComment(child, depth + 1)).join("")}</ol>` : ""}</li>`;
}

/** Twenty Twenty-Three's core/comments block: its "Comments" heading, core/comments-title (none without comments), the list, the form. */
export function blockSection(heading: string | null, comments: CommentMarkup[], commenter?: Commenter): string {
  return `<div class="wp-block-comments"><h2>Comments</h2>${heading === null ? "" : `<h3 id="comments" class="wp-block-comments-title">${heading}</h3>`}${comments.length ? `<ol class="wp-block-comment-template">${comments.map((comment) => blockComment(comment)).join("")}</ol>` : ""}${respond(commenter).replace('class="comment-respond"', 'class="comment-respond wp-block-post-comments-form"')}</div>`;
}

/** The section on the page, wrapped as the plugin wraps it. */
export const wrapped = (section: string) => commentReply(`<x-comment-reply>${section}</x-comment-reply>`);

/** The post's page WordPress redirects to after accepting a comment: the same section, wrapped, in a theme's page. */
export const postPage = (section: string) =>
  `<!DOCTYPE html><html lang="en-US"><head><title>Hello world!</title></head><body class="single"><header><h1>Hello world!</h1></header><main><article><p>Welcome to WordPress.</p></article><x-comment-reply>${section}</x-comment-reply></main><footer>Proudly powered by WordPress</footer></body></html>`;
