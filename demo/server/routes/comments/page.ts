import { escape, layout } from "../mc4wp/html";
import type { Comment } from "./store";

/*
 * The comments demo page as a WordPress theme renders it (wp_list_comments() and comment_form()): a threaded list
 * with reply links for comment-reply.js (`?replytocom=ID#respond` without JavaScript), the #respond block with its
 * form posting to wp-comments-post.php. For ?replytocom=ID the form stays at the bottom, as in WordPress, titled
 * "Reply to NAME", with comment_parent set and the cancel link shown. Everything a visitor wrote is escaped.
 */

export const POST_ID = 1;
/** WordPress's default thread depth: no reply link on the fifth level. */
const MAX_DEPTH = 5;
const PAGE = "/comments.html";

/** wpautop in short: blank lines make paragraphs, single newlines line breaks. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => `<p>${escape(block.trim()).replace(/\n/g, "<br>\n")}</p>`)
    .join("\n");

function item(comment: Comment, byParent: Map<number, Comment[]>, depth: number): string {
  const children = byParent.get(comment.id) ?? [];
  const name = escape(comment.author);
  const date = new Date(comment.createdAt);
  const reply =
    depth < MAX_DEPTH
      ? `<div class="reply"><a rel="nofollow" class="comment-reply-link" href="${PAGE}?replytocom=${comment.id}#respond" data-commentid="${comment.id}" data-postid="${comment.postId}" data-belowelement="div-comment-${comment.id}" data-respondelement="respond" data-replyto="Reply to ${name}" aria-label="Reply to ${name}">Reply</a></div>`
      : "";
  return `<li id="comment-${comment.id}" class="comment depth-${depth}${children.length ? " parent" : ""}">
<article id="div-comment-${comment.id}" class="comment-body">
<footer class="comment-meta"><div class="comment-author vcard"><b class="fn">${name}</b> <span class="says">says:</span></div>
<div class="comment-metadata"><a href="${PAGE}#comment-${comment.id}"><time datetime="${escape(comment.createdAt)}">${escape(date.toUTCString())}</time></a></div></footer>
<div class="comment-content">${paragraphs(comment.content)}</div>
${reply}
</article>${children.length ? `\n<ol class="children">${children.map((child) => item(child, byParent, depth + 1)).join("\n")}</ol>` : ""}
</li>`;
}

export function commentsPage(comments: Comment[], replyTo: Comment | null): string {
  const byParent = new Map<number, Comment[]>();
  for (const comment of comments) byParent.set(comment.parentId, [...(byParent.get(comment.parentId) ?? []), comment]);
  const top = byParent.get(0) ?? [];
  const count = comments.length;
  const title = replyTo ? `Reply to ${escape(replyTo.author)}` : "Leave a Reply";
  return layout(
    "x-comment-reply",
    PAGE,
    `<header>
<h1>x-comment-reply</h1>
<p>WordPress's threaded comments: Reply moves the form under a comment and Cancel puts it back; a comment posts in place, and WordPress's refusals (missing fields, a duplicate, commenting too fast) show next to the form without losing what you typed. Without JavaScript, the links and the form work as on any WordPress site.</p>
<!--nav-->
</header>
<main>
<article class="post-${POST_ID} post">
<h2>Hello world!</h2>
<p>Welcome to WordPress. This is the demo post: reply to a comment, or leave one of your own.</p>
</article>
<x-comment-reply id="comments" class="comments-area">
<h2 class="comments-title">${count === 1 ? "One thought" : `${count} thoughts`} on “Hello world!”</h2>
<ol class="comment-list">
${top.map((comment) => item(comment, byParent, 1)).join("\n")}
</ol>
<div id="respond" class="comment-respond">
<h3 id="reply-title" class="comment-reply-title">${title} <small><a rel="nofollow" id="cancel-comment-reply-link" href="${PAGE}#respond"${replyTo ? "" : " hidden"}>Cancel reply</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> Required fields are marked <span class="required">*</span></p>
<p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label><br><textarea id="comment" name="comment" cols="45" rows="6" maxlength="65525" required></textarea></p>
<p class="comment-form-author"><label for="author">Name <span class="required">*</span></label><br><input id="author" name="author" type="text" size="30" maxlength="245" autocomplete="name" required></p>
<p class="comment-form-email"><label for="email">Email <span class="required">*</span></label><br><input id="email" name="email" type="email" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email" required></p>
<p class="comment-form-url"><label for="url">Website</label><br><input id="url" name="url" type="url" size="30" maxlength="200" autocomplete="url"></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"> <input type="hidden" name="comment_post_ID" value="${POST_ID}" id="comment_post_ID"> <input type="hidden" name="comment_parent" id="comment_parent" value="${replyTo?.id ?? 0}"></p>
</form>
</div>
</x-comment-reply>
</main>`,
    ['<link rel="stylesheet" href="/comments.css">'],
  );
}

/** wp_die()'s page, as wp-comments-post.php answers a refused comment ("« Back" returns to the form). */
export function refusalPage(message: string): string {
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Comment Submission Failure</title>
<link rel="stylesheet" href="/demo.css">
</head>
<body id="error-page">
<main>
<div class="wp-die-message"><p>${message}</p></div>
<p><a href="javascript:history.back()">&laquo; Back</a></p>
</main>
</body>
</html>
`;
}
