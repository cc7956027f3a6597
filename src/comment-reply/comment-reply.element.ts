import { attr, declare, event } from "../define/declare";
import { reachingUrl } from "../shared/reaching-url";

export default declare({
  tag: "x-comment-reply",
  summary:
    "WordPress's threaded comments: Reply moves the comment form under the comment, Cancel puts it back, and a comment posts in place without losing what was typed.",
  description:
    "Wraps a WordPress comment section: the comment list (`.comment-reply-link` links with data-commentid, data-postid, data-belowelement, data-respondelement, data-replyto) and the `#respond` block with `#commentform`, `#comment_parent`, `#comment_post_ID` and `#cancel-comment-reply-link`, as comment-reply.js expects them. The form posts to wp-comments-post.php with fetch and the new comment appears in the thread; WordPress's refusals (missing fields, duplicate, too fast) show next to the form. Without JavaScript the reply links (`?replytocom=ID#respond`) and the form work as on any WordPress site.",
  attributes: {
    action: reachingUrl("", {
      use: "endpoint",
      description: "Where comments are posted; default: the form's own action (WordPress prints …/wp-comments-post.php).",
    }),
    ajax: attr.boolean(true, {
      description:
        "Post with fetch and insert the new comment in place; false lets the browser post the form (WordPress redirects back to the comment).",
    }),
    failureMessage: attr.string("", {
      description:
        'Shown next to the form when the server fails without a message of its own; absent: "Your comment could not be posted. Please try again." in the language of the element\'s text.',
    }),
    postedMessage: attr.string("", {
      description:
        'Read out to screen readers when the new comment appears; absent: "Your comment was posted." in the language of the element\'s text.',
    }),
    cancelledMessage: attr.string("", {
      description:
        'Read out to screen readers when the form returns to its place; absent: "Reply cancelled." in the language of the element\'s text.',
    }),
  },
  events: {
    "x-reply-open": event<{ commentId: string; postId: string }>("A visitor chose Reply: the form moved under the comment."),
    "x-reply-cancel": event<{ commentId: string }>("A visitor cancelled the reply: the form is back in its place."),
    "x-comment-post": event<{ commentId: string; parentId: string; awaitingModeration: boolean }>(
      'A comment was posted with fetch and inserted into the thread where the theme lists it (commentId is "" when WordPress does not show it, as for a held comment of a visitor who gave no email); awaitingModeration: WordPress holds it for moderation and shows it to its author with its note.',
    ),
    "x-comment-error": event<{ message: string; status: number }>(
      "The server refused the comment (as WordPress words it), or the request failed; the message shows next to the form.",
    ),
  },
  slots: { "": "WordPress's comment section (the comment list and #respond), enhanced in place; it works as is without JavaScript." },
  parts: { announcement: "The visually hidden live region that reads out moves and new comments." },
  cssProperties: {},
  wordpress: {
    block: { title: "Threaded comment replies", icon: "admin-comments", keywords: ["comments", "reply", "discussion"] },
    wraps: {
      system: "comments",
      name: "WordPress comments",
      commentSection: true,
      scripts: ["comment-reply"],
      // WordPress's Discussion settings (Settings → Discussion), as the comment section follows them once wrapped.
      follows: {
        "Comment must be manually approved":
          "a held comment shows in place to its author with WordPress's note (“Your comment is awaiting moderation.”, or its preview wording when the visitor kept no cookies), read out, and is not counted, as on WordPress's page after posting",
        "Comment author must have a previously approved comment":
          "the same: WordPress holds the first comment, and it shows in place with WordPress's note",
        "Comment Moderation (links and words that hold a comment)": "the same: WordPress holds it, and it shows in place with WordPress's note",
        "Disallowed Comment Keys": "WordPress trashes the comment; nothing is shown, as on WordPress's page after posting",
        "Comment author must fill out name and email":
          "the form marks them as WordPress prints it; without them WordPress's refusal (“Error: Please fill the required fields.”) shows next to the form with the text kept; when optional, the comment posts as typed (WordPress shows “Anonymous”)",
        "Users must be registered and logged in to comment":
          "a visitor sees WordPress's “You must be logged in to post a comment.” and its Log in to Reply links; a logged-in visitor's form (“Logged in as …”, no name or email) posts in place",
        "Show comments cookies opt-in checkbox":
          "the box is sent as WordPress's form sends it; after posting, name, email and website stay filled and the box ticked when the visitor consented (WordPress keeps its cookies), and are emptied when not or without the box, as WordPress's page after posting prints them",
        "Allow people to submit comments on new posts, Automatically close comments":
          "a section whose form WordPress leaves out (comments closed) shows as WordPress prints it",
        "Enable threaded (nested) comments":
          "Reply moves the form under a comment as comment-reply.js does, where WordPress prints Reply links (to its depth); the reply appears in its parent's replies as the theme nests them",
        "Comments should be displayed with the older/newer comments at the top":
          "a comment posted in place goes where WordPress lists it (first when newer comments come first)",
        "Show Avatars, Maximum Rating, Default Avatar":
          "the new comment is the theme's own markup from WordPress's page, its avatar as WordPress prints it",
        "Email me whenever": "WordPress's own: the comment still goes to wp-comments-post.php, which sends the emails",
      },
      notFollowed: {
        "Break comments into pages":
          "a comment posted in place is added to the page of comments being read; when WordPress puts it on another page (this one is full, or another is read), WordPress opens that page and the element does not",
      },
    },
  },
  demo: "/comments.html",
  // Listeners of its own only (addEventListener in the light DOM): React adds none to the shadow root.
  reactEvents: false,
  examples: [
    {
      title: "A WordPress comment section",
      html: `<x-comment-reply>
  <h2 class="comments-title">One thought on “Hello world!”</h2>
  <ol class="comment-list">
    <li id="comment-1" class="comment even thread-even depth-1">
      <article id="div-comment-1" class="comment-body">
        <footer class="comment-meta"><b class="fn">Ada</b> <span class="says">says:</span></footer>
        <div class="comment-content"><p>Hello from the first comment.</p></div>
        <div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=1#respond" data-commentid="1" data-postid="1" data-belowelement="div-comment-1" data-respondelement="respond" data-replyto="Reply to Ada" aria-label="Reply to Ada">Reply</a></div>
      </article>
    </li>
  </ol>
  <div id="respond" class="comment-respond">
    <h3 id="reply-title" class="comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3>
    <form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
      <p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows="4" maxlength="65525" required></textarea></p>
      <p class="comment-form-author"><label for="author">Name <span class="required">*</span></label> <input id="author" name="author" type="text" autocomplete="name" required></p>
      <p class="comment-form-email"><label for="email">Email <span class="required">*</span></label> <input id="email" name="email" type="email" autocomplete="email" required></p>
      <p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"> <input type="hidden" name="comment_post_ID" value="1" id="comment_post_ID"> <input type="hidden" name="comment_parent" id="comment_parent" value="0"></p>
    </form>
  </div>
</x-comment-reply>`,
      acts: [
        { click: ".comment-reply-link", fires: ["x-reply-open"] },
        { click: "#cancel-comment-reply-link", fires: ["x-reply-cancel"] },
      ],
    },
  ],
});
