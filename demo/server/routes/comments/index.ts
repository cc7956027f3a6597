import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { RouteModule } from "../index";
import { check, REFUSALS } from "./checks";
import { commentsPage, POST_ID, refusalPage } from "./page";
import { addComment, commentsOf, createTables, findComment } from "./store";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The visitor's IP, for the flood check. Behind a proxy on the same machine (the peer is loopback) the first address
 * of X-Forwarded-For is the visitor's, as a WordPress site behind one is set up to read it.
 */
function clientIp(c: Context): string {
  let peer = "unknown";
  try {
    peer = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // no socket (an in-process request)
  }
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return LOOPBACK.has(peer) && forwarded ? forwarded : peer;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const id = (value: unknown) => (/^\d+$/.test(text(value)) && Number.isSafeInteger(Number(text(value))) ? Number(text(value)) : 0);

/** Two comments for a fresh database, so the demo shows a thread. */
async function seed(db: Parameters<RouteModule["register"]>[1]): Promise<void> {
  if ((await commentsOf(db, POST_ID)).length > 0) return;
  const now = Date.now() - 3_600_000;
  const first = await addComment(db, {
    postId: POST_ID,
    parentId: 0,
    author: "A WordPress Commenter",
    email: "wapuu@wordpress.example",
    url: "",
    content: "Hi, this is a comment.\nTo get started with replies, press Reply below.",
    ip: "seed",
    now,
  });
  await addComment(db, {
    postId: POST_ID,
    parentId: first,
    author: "Ada",
    email: "ada@example.com",
    url: "",
    content: "And this is a reply to it.",
    ip: "seed",
    now,
  });
}

/** wp-comments-post.php and the post's page with its threaded comments, for the demo. */
export const routes: RouteModule = {
  name: "comments",
  async register(app, db) {
    await createTables(db);
    await seed(db);
    const html = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/html; charset=UTF-8" } });

    app.get("/comments.html", async (c) => {
      const replyTo = await findComment(db, id(c.req.query("replytocom")));
      return html(commentsPage(await commentsOf(db, POST_ID), replyTo?.postId === POST_ID ? replyTo : null));
    });

    app.post("/wp-comments-post.php", async (c, next) => {
      const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
      const comment = {
        postId: id(body["comment_post_ID"]),
        parentId: id(body["comment_parent"]),
        author: text(body["author"]),
        email: text(body["email"]),
        url: text(body["url"]),
        content: text(body["comment"]),
        ip: clientIp(c),
        now: Date.now(),
      };
      // A comment on another post is for the route that serves that post (the example site's journal); the last
      // route answers a comment on no post with an empty page, as WordPress does.
      if (comment.postId !== POST_ID) return next();
      const refusal = await check(db, comment);
      if (refusal) return html(refusalPage(REFUSALS[refusal].message), REFUSALS[refusal].status);
      const newId = await addComment(db, comment);
      // As WordPress: back to the post, at the new comment.
      return c.redirect(`/comments.html#comment-${newId}`, 302);
    });
  },
};
