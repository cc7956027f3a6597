import type { Comment } from "../comments/store";
import type { Results } from "../rmp/store";
import { escape, page, type PageContext } from "./layout";

/*
 * The journal: a list of posts and one post, rendered as a WordPress theme renders a single post: the rating
 * (Rate My Post's markup values: average and count from the store), a PDF, tooltips on terms, and the threaded
 * comments (wp_list_comments() and comment_form()) posting to the site's wp-comments-post.php.
 */

export const POST = {
  id: 101,
  slug: "slow-websites-cost-bookings",
  title: "Why a slow website costs you bookings",
  author: "Sofia Marques",
  date: "2025-03-18",
  dateText: "18 March 2025",
};
export const POST_PATH = `/blog/${POST.slug}`;
export const COMMENTS_ACTION = "/wp-comments-post.php";
const MAX_DEPTH = 5;

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => `<p>${escape(block.trim()).replace(/\n/g, "<br>\n")}</p>`)
    .join("\n");

function item(comment: Comment, byParent: Map<number, Comment[]>, depth: number): string {
  const children = byParent.get(comment.id) ?? [];
  const name = escape(comment.author);
  const date = new Date(comment.createdAt.replace(" ", "T") + (comment.createdAt.includes("Z") ? "" : "Z"));
  const when = Number.isNaN(date.getTime())
    ? escape(comment.createdAt)
    : date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
  const reply =
    depth < MAX_DEPTH
      ? `<div class="reply"><a rel="nofollow" class="comment-reply-link" href="${POST_PATH}?replytocom=${comment.id}#respond" data-commentid="${comment.id}" data-postid="${comment.postId}" data-belowelement="div-comment-${comment.id}" data-respondelement="respond" data-replyto="Reply to ${name}" aria-label="Reply to ${name}">Reply</a></div>`
      : "";
  return `<li id="comment-${comment.id}" class="comment depth-${depth}${children.length ? " parent" : ""}">
<article id="div-comment-${comment.id}" class="comment-body">
<footer class="comment-meta"><div class="comment-author vcard"><b class="fn">${name}</b> <span class="says">says:</span></div>
<div class="comment-metadata"><a href="${POST_PATH}#comment-${comment.id}"><time datetime="${escape(comment.createdAt)}">${when}</time></a></div></footer>
<div class="comment-content">${paragraphs(comment.content)}</div>
${reply}
</article>${children.length ? `\n<ol class="children">${children.map((child) => item(child, byParent, depth + 1)).join("\n")}</ol>` : ""}
</li>`;
}

function commentsSection(comments: Comment[], replyTo: Comment | null): string {
  const byParent = new Map<number, Comment[]>();
  for (const comment of comments) byParent.set(comment.parentId, [...(byParent.get(comment.parentId) ?? []), comment]);
  const top = byParent.get(0) ?? [];
  const count = comments.length;
  const title = replyTo ? `Reply to ${escape(replyTo.author)}` : "Leave a Reply";
  // WordPress hides the cancel link with style="display:none;", an inline style that a strict CSP (style-src 'self')
  // refuses; the theme prints the hidden attribute instead (the cancel_comment_reply_link filter). x-comment-reply
  // shows the link when the form moves under a comment and hides it when the form goes back, either way.
  return `<x-comment-reply id="comments" class="comments-area">
<h2 class="comments-title"><span class="comments-count">${count === 0 ? "No comments yet" : count === 1 ? "One comment" : `${count} comments`}</span> on “${POST.title}”</h2>
<ol class="comment-list">
${top.map((comment) => item(comment, byParent, 1)).join("\n")}
</ol>
<div id="respond" class="comment-respond">
<h3 id="reply-title" class="comment-reply-title">${title} <small><a rel="nofollow" id="cancel-comment-reply-link" href="${POST_PATH}#respond"${replyTo ? "" : " hidden"}>Cancel reply</a></small></h3>
<form action="${COMMENTS_ACTION}" method="post" id="commentform" class="comment-form">
<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> Required fields are marked <span class="required">*</span></p>
<p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="5" maxlength="65525" required></textarea></p>
<p class="comment-form-author"><label for="author">Name <span class="required">*</span></label><input id="author" name="author" type="text" size="30" maxlength="245" autocomplete="name" required></p>
<p class="comment-form-email"><label for="email">Email <span class="required">*</span></label><input id="email" name="email" type="email" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email" required></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit button" value="Post Comment"> <input type="hidden" name="comment_post_ID" value="${POST.id}" id="comment_post_ID"> <input type="hidden" name="comment_parent" id="comment_parent" value="${replyTo?.id ?? 0}"></p>
</form>
</div>
</x-comment-reply>`;
}

const votes = (results: Results) =>
  results.voteCount === 0 ? "No votes yet." : `${results.avgRating} / 5 (${results.voteCount} ${results.voteCount === 1 ? "vote" : "votes"})`;

const term = (id: string, label: string, text: string) =>
  `<button type="button" class="term" id="term-${id}">${label}</button><x-tooltip for="term-${id}" placement="top">${text}</x-tooltip>`;

export function postPage(ctx: PageContext, data: { results: Results; comments: Comment[]; replyTo: Comment | null }): string {
  const { results } = data;
  const main = `
<article class="post post-${POST.id}">
<header class="post-header">
<p class="eyebrow"><a href="/blog/">Journal</a> · Performance</p>
<h1>${POST.title}</h1>
<p class="byline">By ${POST.author} · <time datetime="${POST.date}">${POST.dateText}</time> · 6 minutes to read</p>
<x-rating-results class="post-results" post-id="${POST.id}" avg-rating="${results.avgRating}" vote-count="${results.voteCount}" load-results>${votes(results)}</x-rating-results>
</header>
<div class="post-body">
<p class="lead">When a guesthouse's booking page takes five seconds to appear on a phone, about a third of its visitors leave before they see a price. Here is what we measure, what usually causes the wait, and what we fix first.</p>
<h2>Three numbers worth watching</h2>
<p>Google's Core Web Vitals are a good start, because they measure what a visitor feels rather than what a server does. Tap a term to read what it means.</p>
<ul class="terms">
<li>${term("lcp", "LCP", "Largest Contentful Paint: how long until the biggest picture or block of text is on screen. Aim for under 2.5 seconds.")}: when the page looks ready.</li>
<li>${term("inp", "INP", "Interaction to Next Paint: how long the page takes to answer a tap or a key. Aim for under 200 milliseconds.")}: when the page feels ready.</li>
<li>${term("cls", "CLS", "Cumulative Layout Shift: how much the page jumps while it loads. Aim for under 0.1; we aim for 0.01.")}: whether the page stays still.</li>
</ul>
<h2>What usually slows a small business site</h2>
<p>In the last fifty check-ups we ran, the same four causes came up again and again: photos straight from the camera, a page builder loading every effect on every page, three different chat and booking widgets, and a theme that waits for fonts before it shows any text.</p>
<p>None of them needs a new website. Photos can be resized automatically, effects loaded only where they are used, widgets loaded when a visitor asks for them, and text shown at once in a system font.</p>
<blockquote><p>“We removed two plug-ins and resized the gallery. The booking page went from 4.8 to 1.6 seconds, and bookings followed.”</p><footer>Marta Sousa, Casa do Rio guesthouse</footer></blockquote>
<h2>Our checklist, to keep</h2>
<p>We put the checklist we use in every check-up into a short guide. Read it here, or download it to share with your team.</p>
<x-pdf class="brochure" src="/site/tidewater-speed-guide.pdf" viewer="built-in" height="30rem" label="Tidewater speed guide">
<p><a href="/site/tidewater-speed-guide.pdf">Open the speed guide (PDF, 2 pages)</a></p>
</x-pdf>
<p class="guide-download"><a href="/site/tidewater-speed-guide.pdf" download>Download the speed guide (PDF, 2 pages)</a></p>
<h2>Was this useful?</h2>
<x-rating class="post-rating" post-id="${POST.id}" avg-rating="${results.avgRating}" vote-count="${results.voteCount}" feedback social hover-texts>${votes(results)}</x-rating>
</div>
</article>
${commentsSection(data.comments, data.replyTo)}
`;
  return page(ctx, {
    title: POST.title,
    description: "What makes a small business website slow, what it costs in bookings, and what to fix first.",
    main,
  });
}

export function blogIndexPage(ctx: PageContext, results: Results, commentCount: number): string {
  const main = `
<header class="page-header">
<h1>Journal</h1>
<p class="lead">Notes from the studio: what we build, what we learn, and what we would do again.</p>
</header>
<ol class="post-list">
<li class="post-card">
<h2><a href="${POST_PATH}">${POST.title}</a></h2>
<p class="byline">By ${POST.author} · <time datetime="${POST.date}">${POST.dateText}</time> · ${commentCount} ${commentCount === 1 ? "comment" : "comments"}</p>
<x-rating-results post-id="${POST.id}" avg-rating="${results.avgRating}" vote-count="${results.voteCount}">${votes(results)}</x-rating-results>
<p>When a booking page takes five seconds to appear on a phone, a third of its visitors leave. What we measure, and what we fix first.</p>
</li>
</ol>
`;
  return page(ctx, { title: "Journal", description: "Notes from the studio.", main });
}
