import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, Hono } from "hono";
import type { Database } from "../../db";
import { withDemoNav } from "../../demo-nav";
import { findForm } from "../cf7/definitions";
import { feedback } from "../cf7/feedback";
import { check, REFUSALS } from "../comments/checks";
import { refusalPage } from "../comments/page";
import { addComment, commentsOf, createTables as createCommentTables, findComment } from "../comments/store";
import type { RouteModule } from "../index";
import { signUp } from "../mc4wp/sign-up";
import { createTables as createSubscriberTables } from "../mc4wp/store";
import { addVote, migrateRatings, results } from "../rmp/store";
import { SITE_PROJECT } from "../search";
import { type Source } from "../search/pages";
import { passagesOf, type Passage } from "../search/passages";
import { answerFor, indexPassages } from "../search/search-index";
import { blogIndexPage, COMMENTS_ACTION, POST, POST_PATH, postPage } from "./blog";
import { contactPage, type ContactResult } from "./contact";
import { homePage } from "./home";
import type { PageContext } from "./layout";
import type { Posted } from "./newsletter";
import { searchPage } from "./search-page";
import { servicesPage } from "./services";

/*
 * The marketing site of an invented studio, made of x-elements only and served at the root as WordPress would
 * serve it (search at /?s=): pages rendered from templates with real content as the fallback, forms that post without JavaScript to
 * the reference backend's contracts (MC4WP's sign-up, CF7's feedback, wp-comments-post.php, Rate My Post's
 * admin-ajax), and the site's own pages in the search index. Also the element playground at /playground.
 */

const THEME_COOKIE = "site-theme";
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

const html = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/html; charset=UTF-8" } });

function themeOf(c: Context): PageContext["theme"] {
  const match = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)`).exec(c.req.header("cookie") ?? "");
  return (match?.[1] as "light" | "dark" | undefined) ?? null;
}

const context = (c: Context, path = c.req.path): PageContext => ({ path, theme: themeOf(c), newsletter: null });

/** As the comments route: behind a proxy on this machine the first X-Forwarded-For address is the visitor's. */
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

/** The posted fields as text (a file counts as its name), lists kept as lists. */
async function posted(c: Context): Promise<Posted> {
  const body: Record<string, unknown> = await c.req.parseBody({ all: true }).catch(() => ({}));
  const asText = (value: unknown) => (typeof value === "string" ? value : value instanceof File ? value.name : "");
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, Array.isArray(value) ? value.map(asText) : asText(value)]));
}

/**
 * A comment thread and votes for a fresh database, so the post reads as a post that has been out for a while: the
 * thread starts the morning after the post's date.
 */
async function seed(db: Database): Promise<void> {
  if ((await commentsOf(db, POST.id)).length === 0) {
    const now = Date.parse(`${POST.date}T09:30:00Z`) + 86_400_000;
    const comment = (parentId: number, author: string, content: string, hours: number) =>
      addComment(db, {
        postId: POST.id,
        parentId,
        author,
        email: `${author.split(" ")[0]!.toLowerCase()}@example.com`,
        url: "",
        content,
        ip: "seed",
        now: now + hours * 3_600_000,
      });
    const first = await comment(
      0,
      "Rui Almeida",
      "We run a small surf school and our booking page is exactly this slow. Is the booking widget usually the culprit?",
      0,
    );
    await comment(
      first,
      "Sofia Marques",
      "Often, yes. Most widgets can wait until a visitor taps “Book”: load them then, and the page itself is quick again.",
      2,
    );
    await comment(0, "Claire Dubois", "The part about fonts was new to me. Our text now shows at once.\n\nThank you for the checklist!", 20);
  }
  if ((await results(db, POST.id)).voteCount === 0) {
    const seedVotes = [5, 5, 4, 5, 4, 5, 3, 5, 4, 5, 5, 4];
    for (const [index, value] of seedVotes.entries())
      await addVote(db, { postId: POST.id, value, ip: `seed-${index}`, duration: 30, withToken: false });
  }
}

async function renderPost(db: Database, ctx: PageContext, replyToId = 0): Promise<string> {
  const replyTo = await findComment(db, replyToId);
  return postPage(ctx, {
    results: await results(db, POST.id),
    comments: await commentsOf(db, POST.id),
    replyTo: replyTo?.postId === POST.id ? replyTo : null,
  });
}

/** The site's pages as the answer service reads them: their <main>, passage by passage. */
function sitePassages(pages: Source[]): Passage[] {
  return pages.flatMap(({ html: body, ...page }) => passagesOf({ ...page, html: /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(body)?.[1] ?? body }));
}

export const routes: RouteModule = {
  name: "site",
  async register(app: Hono, db: Database) {
    await createCommentTables(db);
    await migrateRatings(db);
    await createSubscriberTables(db);
    await seed(db);

    const blank: PageContext = { path: "/", theme: null, newsletter: null };
    const result0 = await results(db, POST.id);
    await indexPassages(
      db,
      SITE_PROJECT,
      sitePassages([
        { path: "/", title: "Home", html: homePage(blank) },
        { path: POST_PATH, title: POST.title, html: postPage(blank, { results: result0, comments: [], replyTo: null }) },
        { path: "/contact", title: "Contact us", html: contactPage(blank) },
        { path: "/services", title: "Services and plans", html: servicesPage(blank) },
      ]),
    );

    /** A page's GET, and its POST: the footer's newsletter sign-up (MC4WP posts to the page it is on). */
    const sitePage = (path: string, render: (c: Context, ctx: PageContext) => Promise<string> | string) => {
      app.get(path, async (c) => html(await render(c, context(c))));
      app.post(path, async (c) => {
        const fields = await posted(c);
        const ctx = context(c);
        if ("_mc4wp_form_id" in fields) ctx.newsletter = { result: await signUp(db, fields), posted: fields };
        return html(await render(c, ctx));
      });
    };

    // The home page, and WordPress's search: the front page with `s` in its query is the search results page.
    sitePage("/", async (c, ctx) => {
      const s = c.req.query("s");
      if (s === undefined) return homePage(ctx);
      const query = s.slice(0, 200);
      ctx.path = `/?s=${encodeURIComponent(query)}`; // the theme switch comes back to these results
      return searchPage(ctx, query, query.trim() ? await answerFor(db, SITE_PROJECT, query) : null);
    });
    app.get("/blog", (c) => c.redirect("/blog/", 301));
    sitePage("/blog/", async (_c, ctx) => blogIndexPage(ctx, await results(db, POST.id), (await commentsOf(db, POST.id)).length));
    sitePage(POST_PATH, async (c, ctx) => renderPost(db, ctx, id(c.req.query("replytocom"))));
    sitePage("/services", (_c, ctx) => servicesPage(ctx));

    // The contact page takes CF7's post without JavaScript (`_wpcf7`), besides the newsletter's.
    app.get("/contact", (c) => {
      const topic: Record<string, string> = c.req.query("topic") === "check-up" ? { "your-subject": "Spring site check-up" } : {};
      return html(contactPage(context(c), topic));
    });
    app.post("/contact", async (c) => {
      const raw = await c.req.raw.formData().catch(() => new FormData());
      const ctx = context(c);
      const form = findForm(Number(raw.get("_wpcf7")));
      if (form) {
        const answer = await feedback(
          db,
          form,
          new Request(c.req.url, { method: "POST", body: raw, headers: { "user-agent": c.req.header("user-agent") ?? "" } }),
        );
        const result = (await answer.json()) as ContactResult;
        const values = Object.fromEntries([...raw.entries()].map(([name, value]) => [name, typeof value === "string" ? value : value.name]));
        return html(contactPage(ctx, values, result));
      }
      const fields: Posted = {};
      for (const [name, value] of raw.entries()) {
        const v = typeof value === "string" ? value : value.name;
        const before = fields[name];
        fields[name] = before === undefined ? v : [before].flat().concat(v);
      }
      if ("_mc4wp_form_id" in fields) ctx.newsletter = { result: await signUp(db, fields), posted: fields };
      return html(contactPage(ctx));
    });

    // wp-comments-post.php for the site's post (the comments module takes its own post's comments and hands on the
    // others): the reference backend's checks and store, back to the post.
    app.post(COMMENTS_ACTION, async (c) => {
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
      if (comment.postId !== POST.id) return html("", 404);
      const refusal = await check(db, comment);
      if (refusal) return html(refusalPage(REFUSALS[refusal].message), REFUSALS[refusal].status);
      const newId = await addComment(db, comment);
      return c.redirect(`${POST_PATH}#comment-${newId}`, 302);
    });

    // The theme switch without JavaScript: the choice in a cookie, then back to the page.
    app.get("/theme", (c) => {
      const to = c.req.query("to") === "dark" ? "dark" : "light";
      const back = c.req.query("back") ?? "/";
      // A page of this site only: a path of plain segments (never "//host"), or the search page with its query.
      const target = /^\/(?:[\w-]+\/)*[\w-]*(?:\?s=[\w%.~*'()!-]*)?$/.test(back) ? back : "/";
      c.header("set-cookie", `${THEME_COOKIE}=${to}; Path=/; Max-Age=31536000; SameSite=Lax`);
      return c.redirect(target, 303);
    });

    // The element playground (a static page with its script), and a blank page of this origin for snippets.
    const demoDir = resolve(process.cwd(), "demo");
    app.get("/playground", async () => html(withDemoNav(await readFile(resolve(demoDir, "playground.html"), "utf8"), "/playground")));
    app.get("/playground/blank", () =>
      html(
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Blank page</title><link rel="icon" href="/favicon.svg"></head><body></body></html>\n',
      ),
    );
  },
};
