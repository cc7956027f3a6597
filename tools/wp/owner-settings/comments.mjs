// WordPress's Discussion settings, followed by the wrapped comment section (x-comment-reply), on the test site of
// `npm run test:wp`. For each setting: the same steps as a visitor, once on WordPress's own comment form (wrapping
// off: a real form post and WordPress's redirect back to the post) and once on the wrapped section (wrapping on: the
// comment posts in place), on two posts made alike; what the visitor then sees of the comment section (the count
// heading, the comments with their nesting and notes, the form's fields) and what the form sent must agree. In the
// block theme (core/comments blocks) and the classic one (comments.php).
import { keepLocal } from "../stand-ins.mjs";

/**
 * The settings checked in each theme. What shows the comments (the count heading, the list, a held comment, the form
 * for logged-in visitors or none) is the theme's: checked in both. What only changes comment_form()'s fields is the
 * same markup in both: the cookies consent is checked in the block theme, name and email in the classic one.
 */
const THEMES = {
  twentytwentythree: [countHeading, newestFirst, moderation, loggedIn, registration, closed, cookiesConsent],
  twentytwentyone: [countHeading, newestFirst, moderation, loggedIn, registration, closed, nameAndEmail],
};
/** Each Discussion setting this file switches, with the test site's value to put back (install.php, content.php). */
const SITE_VALUES = {
  comment_moderation: 0,
  comment_previously_approved: 0,
  show_comments_cookies_opt_in: 1,
  require_name_email: 1,
  comment_registration: 0,
  comment_order: "asc",
};
const VISITOR = { author: "Visitor Vee", email: "vee@example.org", url: "" };

export async function checks({ browser, site, record, tweak }) {
  const origin = new URL(site.wrapped.url).origin;
  const option = (name, value) => tweak("option", name, JSON.stringify(value));
  /** Two posts alike (same title, comments open): one for WordPress's own form, one for the wrapped section. */
  const pair = (title, status = "open") =>
    ["own", "wrapped"].map((mode) => {
      const post = JSON.parse(tweak("post", JSON.stringify({ title, content: `<p>${title}.</p>`, comment_status: status })));
      return { ...post, mode };
    });
  // WordPress refuses a second comment from one IP within 15 s: the posts commented on in the last 20 s have their
  // comments dated a minute back before the next one is sent.
  const lastComment = new Map();
  const age = (id) => {
    for (const [post, at] of lastComment) if (Date.now() - at < 20_000) tweak("age-comments", post, 60);
    lastComment.set(id, Date.now());
  };
  const ctx = { browser, origin, record, tweak, option, pair, age, contexts: [], sessions: new Map() };
  // The comments posted before these checks (the wrapping checks') are dated back too.
  tweak("age-comments", site.wrapped.id, 60);
  try {
    for (const [theme, scenarios] of Object.entries(THEMES)) {
      tweak("theme", theme);
      ctx.theme = theme;
      for (const scenario of scenarios) {
        try {
          await scenario(ctx);
        } catch (error) {
          record(`${theme}: the ${scenario.name} checks ran to their end`, false, error?.stack ?? String(error));
        } finally {
          for (const context of ctx.contexts.splice(0)) await context.close().catch(() => {});
        }
      }
    }
  } finally {
    for (const [name, value] of Object.entries(SITE_VALUES)) option(name, value);
    tweak("wrap", "[]");
    tweak("theme", "twentytwentythree");
  }
}

/** A visitor's browser of its own (its own cookies), kept on 127.0.0.1; logged in as `login.user` if given. */
async function visitor(ctx, login) {
  const context = await ctx.browser.newContext({ storageState: login ? await session(ctx, login) : undefined });
  ctx.contexts.push(context);
  await keepLocal(context);
  return context;
}

/** The cookies of a login through wp-login.php, once per user. */
async function session(ctx, { user, password }) {
  if (ctx.sessions.has(user)) return ctx.sessions.get(user);
  const context = await ctx.browser.newContext();
  ctx.contexts.push(context);
  await keepLocal(context);
  const page = await context.newPage();
  await page.goto(`${ctx.origin}/wp-login.php`);
  await page.fill("#user_login", user);
  await page.fill("#user_pass", password);
  await Promise.all([page.waitForURL(/wp-admin|wp-login/, { waitUntil: "load" }), page.click("#wp-submit")]);
  if (!/wp-admin/.test(page.url())) {
    throw new Error(
      `${user} could not log in: ${
        (await page
          .locator("#login_error")
          .textContent()
          .catch(() => null)) ?? page.url()
      }`,
    );
  }
  ctx.sessions.set(user, await context.storageState());
  return ctx.sessions.get(user);
}

/**
 * Opens the post; `mode` says whose form it is: "own" (wrapping off) or "wrapped" (wrapping on, the element
 * defined and rendered before anything is typed). Collects the console's errors and the comment posts' bodies.
 */
async function open(ctx, context, post) {
  ctx.tweak("wrap", JSON.stringify(post.mode === "wrapped" ? ["comments"] : []));
  const page = await context.newPage();
  const errors = [];
  const sent = [];
  page.on("console", (message) => {
    const at = message.location().url;
    if (message.type() === "warning" && message.text().startsWith("[x-comment-reply]")) return void errors.push(message.text());
    // The browser's own line for a refused comment, and the theme's requests to other hosts (avatars) refused here.
    if (message.type() !== "error" || /status of 4(09|29)/.test(message.text()) || (at && new URL(at).origin !== ctx.origin)) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.endsWith("/wp-comments-post.php")) {
      sent.push(Object.fromEntries(new URLSearchParams(request.postData() ?? "")));
    }
  });
  await page.goto(post.link, { waitUntil: "load" });
  if (post.mode === "wrapped") await rendered(page);
  return { page, errors, sent, post };
}

/** The wrapped section's element defined and rendered (where the page has one: a closed post without comments has none). */
async function rendered(page) {
  await page.waitForFunction(() => !document.querySelector("x-comment-reply:not(:defined)"), null, { timeout: 15_000 });
  await page.evaluate(() => document.querySelector("x-comment-reply")?.updateComplete);
}

/** Types a comment (and the visitor's name, email and consent where the form asks), replying to `replyTo`'s comment. */
async function write(visit, { text, who = VISITOR, consent = false, replyTo = null }) {
  const { page } = visit;
  if (replyTo) {
    const link = page.locator(`li[id^="comment-"]:has-text(${JSON.stringify(replyTo)}) .comment-reply-link`).first();
    await link.click();
  }
  await page.fill("#comment", text);
  for (const name of ["author", "email", "url"])
    if (await page.locator(`#commentform [name="${name}"]`).count()) await page.fill(`#commentform [name="${name}"]`, who[name]);
  const box = page.locator("#wp-comment-cookies-consent");
  if (await box.count()) await box.setChecked(consent);
}

/**
 * Sends the form as the visitor does (the Post Comment button). WordPress's own form: the page is left for
 * WordPress's answer (its redirect back to the post). The wrapped one: the element's event, the page kept.
 */
async function send(ctx, visit) {
  ctx.age(visit.post.id);
  const { page } = visit;
  if (visit.post.mode === "own") {
    await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click("#commentform [type=submit]")]);
    return { url: page.url() };
  }
  await page.evaluate(() => {
    window.__stayed = true;
    const el = document.querySelector("x-comment-reply");
    window.__outcome = new Promise((resolve) => {
      for (const type of ["x-comment-post", "x-comment-error"])
        el.addEventListener(type, (event) => resolve({ type, detail: event.detail }), { once: true });
    });
  });
  await page.click("#commentform [type=submit]");
  const outcome = await page.evaluate(() => Promise.race([window.__outcome, new Promise((resolve) => setTimeout(() => resolve(null), 10_000))]));
  const announced = await page.evaluate(
    () => document.querySelector("x-comment-reply").shadowRoot?.querySelector('[part="announcement"]')?.textContent ?? "",
  );
  return { ...outcome, inPlace: await page.evaluate(() => window.__stayed === true), announced };
}

/** What the visitor sees of the comment section, in words: the count heading, each comment, the form and its fields. */
function seen(page) {
  return page.evaluate(() => {
    const root = document.querySelector("x-comment-reply") ?? document.querySelector(".wp-block-comments, #comments");
    const words = (node) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
    if (!root) return { noCommentSection: document.querySelector(".wp-die-message, #error-page") ? words(document.body) : true };
    const own = (item, selector) => [...item.querySelectorAll(selector)].find((node) => node.closest("li[id^='comment-']") === item);
    const comments = [...root.querySelectorAll("li[id^='comment-']")].map((item) => {
      let depth = 0;
      for (let up = item.parentElement?.closest("li[id^='comment-']"); up; up = up.parentElement?.closest("li[id^='comment-']")) depth++;
      return {
        depth,
        author: words(own(item, ".fn, .wp-block-comment-author-name")),
        // The test site's "Posted a moment ago (1712345678.9012)." reads alike on both posts.
        text: words(own(item, ".comment-content, .wp-block-comment-content")).replace(/\(\d+\.\d+\)/, "(…)"),
        note: words(own(item, ".comment-awaiting-moderation")),
        reply: !!own(item, ".comment-reply-link"),
      };
    });
    const form = root.querySelector("#commentform");
    const field = (name) => {
      const control = form?.querySelector(`[name="${name}"]`);
      return !control ? null : control.type === "checkbox" ? control.checked : control.value;
    };
    return {
      heading: words(root.querySelector(".comments-title, .wp-block-comments-title")),
      comments,
      mustLogIn: words(root.querySelector(".must-log-in")),
      form: form && {
        fields: Object.fromEntries(
          ["comment", "author", "email", "url", "wp-comment-cookies-consent", "comment_parent"].map((name) => [name, field(name)]),
        ),
        required: [...form.querySelectorAll("[required]")].map((control) => control.name),
        notes: words(form.querySelector(".comment-notes")),
        loggedInAs: words(root.querySelector(".logged-in-as")),
        home: root.querySelector("#respond")?.parentElement?.closest("li[id^='comment-']") === null,
      },
    };
  });
}

/** What was sent, without what differs between the two posts by nature (their ids). */
const sentWords = (body) => {
  const { comment_post_ID: _post, comment_parent: parent, ...rest } = body ?? {};
  return { ...rest, reply: parent !== undefined && parent !== "0" };
};

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const both = (own, wrapped) => JSON.stringify({ own, wrapped }, null, 1);

/**
 * Runs the same steps on WordPress's own form and on the wrapped one; `steps(visit)` types and sends, then returns
 * what to compare. Returns both results and the wrapped visit's page (closed by the caller through done()).
 */
async function sideBySide(ctx, title, steps, login, status) {
  const results = {};
  const visits = [];
  for (const post of ctx.pair(`${title} (${ctx.theme})`, status)) {
    const context = await visitor(ctx, login);
    const visit = await open(ctx, context, post);
    visits.push({ context, visit });
    results[post.mode] = await steps(visit);
  }
  const wrapped = visits[1].visit;
  return {
    ...results,
    visit: wrapped,
    context: visits[1].context,
    async done() {
      ctx.record(
        `${ctx.theme}: ${title}: no console errors, no warning of x-comment-reply`,
        visits.every(({ visit }) => visit.errors.length === 0),
        visits.flatMap(({ visit }) => visit.errors).join("\n"),
      );
    },
  };
}

/** The count heading after a post's first comment and a reply to it, posted in place, as WordPress shows it. */
async function countHeading(ctx) {
  const run = await sideBySide(ctx, "Comment count", async (visit) => {
    const first = `The first comment, counted (${ctx.theme}).`;
    await write(visit, { text: first });
    const posted = await send(ctx, visit);
    const afterFirst = await seen(visit.page);
    await write(visit, { text: `A reply to it, counted too (${ctx.theme}).`, replyTo: first });
    const replied = await send(ctx, visit);
    return { posted: [posted, replied], afterFirst, afterReply: await seen(visit.page), sent: visit.sent.map(sentWords) };
  });
  const { own, wrapped } = run;
  const name = `${ctx.theme}: comment count`;
  ctx.record(
    `${name}: a post's first comment posted in place brings the heading WordPress shows after its own post ("${own.afterFirst.heading}"), the list made where the theme has it`,
    wrapped.posted[0].inPlace &&
      own.afterFirst.heading !== "" &&
      same(own.afterFirst.heading, wrapped.afterFirst.heading) &&
      same(own.afterFirst.comments, wrapped.afterFirst.comments),
    both(own.afterFirst, wrapped.afterFirst),
  );
  ctx.record(
    `${name}: after a reply posted in place the heading counts it ("${own.afterReply.heading}"), the reply nested under its parent, as WordPress shows them`,
    wrapped.posted[1].inPlace &&
      same(own.afterReply.heading, wrapped.afterReply.heading) &&
      same(own.afterReply.comments, wrapped.afterReply.comments),
    both(own.afterReply, wrapped.afterReply),
  );
  await run.visit.page.reload({ waitUntil: "load" });
  const reloaded = await seen(run.visit.page);
  ctx.record(
    `${name}: the section posted in place reads as the same page reloaded`,
    same(reloaded, wrapped.afterReply),
    both(reloaded, wrapped.afterReply),
  );
  await run.done();
}

/** Comment moderation (comment_moderation): the held comment shown to its author with WordPress's note, not counted. */
async function moderation(ctx) {
  for (const [setting, consent] of [
    ["comment_moderation", true],
    ["comment_moderation", false],
    ["comment_previously_approved", true],
  ]) {
    ctx.option(setting, 1);
    try {
      const how = `${setting === "comment_moderation" ? "comment moderation" : "a first comment held (comment_previously_approved)"} ${
        consent ? "with the cookies consent" : "without the cookies consent (WordPress's ?unapproved= preview)"
      }`;
      // A new email for each: under comment_previously_approved, an author without an approved comment is held.
      const who = { ...VISITOR, email: `held-${Date.now()}@example.org` };
      const run = await sideBySide(ctx, `Held comment (${setting}, ${consent ? "remembered" : "previewed"})`, async (visit) => {
        await write(visit, { text: `Held for moderation (${ctx.theme}, ${consent}).`, consent, who });
        const posted = await send(ctx, visit);
        const first = await seen(visit.page);
        if (consent) return { posted, seen: first };
        // A second one: WordPress's preview shows the latest held comment only.
        await write(visit, { text: `Held again (${ctx.theme}).`, who });
        await send(ctx, visit);
        return { posted, seen: first, again: await seen(visit.page) };
      });
      const { own, wrapped } = run;
      const note = own.seen.comments.at(-1)?.note ?? "";
      ctx.record(
        `${ctx.theme}: ${how}: the held comment shows in place with WordPress's note ("${note}"), the count heading unchanged, as after WordPress's own post`,
        wrapped.posted.inPlace && /^Your comment is awaiting moderation\./.test(note) && same(own.seen, wrapped.seen),
        both(own.seen, wrapped.seen),
      );
      ctx.record(
        `${ctx.theme}: ${how}: the note is read out and the event says the comment awaits moderation`,
        wrapped.posted.announced === note && wrapped.posted.detail?.awaitingModeration === true,
        JSON.stringify(wrapped.posted),
      );
      if (!consent) {
        ctx.record(
          `${ctx.theme}: ${how}: after a second held comment, only it shows, as WordPress's preview shows it`,
          wrapped.again.comments.length === 1 && same(own.again, wrapped.again),
          both(own.again, wrapped.again),
        );
      } else {
        await run.visit.page.reload({ waitUntil: "load" });
        const reloaded = await seen(run.visit.page);
        ctx.record(
          `${ctx.theme}: ${how}: the held comment in place reads as the page reloaded`,
          same(reloaded, wrapped.seen),
          both(reloaded, wrapped.seen),
        );
      }
      await run.done();
    } finally {
      ctx.option(setting, SITE_VALUES[setting]);
    }
  }
}

/** A logged-in visitor: no name or email fields, "Logged in as …", the comment posted in place under their name. */
async function loggedIn(ctx) {
  const run = await sideBySide(
    ctx,
    "Logged-in commenter",
    async (visit) => {
      const before = await seen(visit.page);
      await write(visit, { text: `Written while logged in (${ctx.theme}).` });
      const posted = await send(ctx, visit);
      return { before, posted, seen: await seen(visit.page), sent: visit.sent.map(sentWords) };
    },
    { user: "author", password: "author-password" },
  );
  const { own, wrapped } = run;
  ctx.record(
    `${ctx.theme}: a logged-in visitor gets WordPress's form ("${own.before.form?.loggedInAs}", no name or email fields)`,
    /^Logged in as author\b/.test(own.before.form?.loggedInAs ?? "") && own.before.form?.fields.author === null && same(own.before, wrapped.before),
    both(own.before, wrapped.before),
  );
  ctx.record(
    `${ctx.theme}: a logged-in visitor's comment posts in place under their name, sent as WordPress's own form sends it`,
    wrapped.posted.inPlace && wrapped.posted.type === "x-comment-post" && same(own.seen, wrapped.seen) && same(own.sent, wrapped.sent),
    both({ seen: own.seen, sent: own.sent }, { seen: wrapped.seen, sent: wrapped.sent, posted: wrapped.posted }),
  );
  await run.done();
}

/** The cookies consent checkbox (show_comments_cookies_opt_in): sent when ticked; the fields after posting as WordPress fills them. */
async function cookiesConsent(ctx) {
  const cookieNames = async (context) =>
    (await context.cookies())
      .map((cookie) => cookie.name.replace(/_[0-9a-f]{32}$/, ""))
      .filter((name) => name.startsWith("comment_author"))
      .sort();
  for (const [optIn, consent] of [
    [1, true],
    [1, false],
    [0, false],
  ]) {
    ctx.option("show_comments_cookies_opt_in", optIn);
    const how = optIn ? `the cookies consent ${consent ? "ticked" : "left unticked"}` : "the cookies consent checkbox switched off";
    try {
      const run = await sideBySide(ctx, `Cookies consent ${optIn}${consent ? " ticked" : ""}`, async (visit) => {
        const offered = (await seen(visit.page)).form?.fields["wp-comment-cookies-consent"] !== null;
        await write(visit, { text: `Remember me? ${consent} (${ctx.theme}, ${optIn}).`, consent });
        const posted = await send(ctx, visit);
        return { offered, posted, seen: await seen(visit.page), sent: visit.sent.map(sentWords), cookies: await cookieNames(visit.page.context()) };
      });
      const { own, wrapped } = run;
      ctx.record(
        `${ctx.theme}: ${how}: the checkbox ${optIn ? "is offered" : "is not offered"} and the form sends ${consent ? "wp-comment-cookies-consent=yes" : "no consent"}, as WordPress's own form`,
        own.offered === Boolean(optIn) &&
          wrapped.offered === own.offered &&
          same(own.sent, wrapped.sent) &&
          (wrapped.sent[0]?.["wp-comment-cookies-consent"] === "yes") === consent,
        both(own.sent, wrapped.sent),
      );
      ctx.record(
        `${ctx.theme}: ${how}: WordPress ${consent ? "keeps" : "keeps no"} commenter cookies, and the form after posting in place is filled as after WordPress's own post (${consent ? "name and email kept, box ticked" : "empty"})`,
        wrapped.posted.inPlace &&
          same(own.cookies, wrapped.cookies) &&
          own.cookies.includes("comment_author_email") === consent &&
          same(own.seen.form, wrapped.seen.form),
        both({ cookies: own.cookies, form: own.seen.form }, { cookies: wrapped.cookies, form: wrapped.seen.form }),
      );
      await run.done();
    } finally {
      ctx.option("show_comments_cookies_opt_in", SITE_VALUES.show_comments_cookies_opt_in);
    }
  }
}

/** Name and email required or not (require_name_email): the form's marks, a comment without them refused or accepted. */
async function nameAndEmail(ctx) {
  for (const required of [1, 0]) {
    ctx.option("require_name_email", required);
    try {
      const run = await sideBySide(ctx, `Name and email ${required ? "required" : "optional"}`, async (visit) => {
        const before = await seen(visit.page);
        await write(visit, { text: `Nameless (${ctx.theme}, ${required}).`, who: { author: "", email: "", url: "" } });
        const posted = await send(ctx, visit);
        const refusal =
          visit.post.mode === "own"
            ? await visit.page.evaluate(() => document.querySelector(".wp-die-message")?.textContent.replace(/\s+/g, " ").trim() ?? null)
            : await visit.page.evaluate(() => document.querySelector("#commentform .comment-form-error")?.textContent ?? null);
        return { before: before.form, posted, refusal, seen: refusal ? null : await seen(visit.page) };
      });
      const { own, wrapped } = run;
      const name = `${ctx.theme}: name and email ${required ? "required" : "optional"}`;
      ctx.record(
        `${name}: the form marks ${required ? "name and email as required" : "only the comment as required"}, as WordPress's own`,
        same(own.before, wrapped.before) && same(own.before.required, required ? ["comment", "author", "email"] : ["comment"]),
        both(own.before, wrapped.before),
      );
      ctx.record(
        required
          ? `${name}: a comment without them is refused with WordPress's words ("${own.refusal}") next to the form, the text kept`
          : `${name}: a comment without them posts in place, shown as WordPress shows it ("${own.seen?.comments.at(-1)?.author}")`,
        required
          ? own.refusal !== null && wrapped.refusal === own.refusal && (await run.visit.page.inputValue("#comment")) !== ""
          : wrapped.posted.inPlace && own.refusal === null && same(own.seen, wrapped.seen),
        both(own, wrapped),
      );
      await run.done();
    } finally {
      ctx.option("require_name_email", SITE_VALUES.require_name_email);
    }
  }
}

/** Newer comments at the top (comment_order desc): the new comment where WordPress lists it. */
async function newestFirst(ctx) {
  ctx.option("comment_order", "desc");
  try {
    const run = await sideBySide(ctx, "Newer comments at the top", async (visit) => {
      for (const text of [`An older comment (${ctx.theme}).`, `A newer comment (${ctx.theme}).`]) {
        await write(visit, { text });
        await send(ctx, visit);
      }
      return { seen: await seen(visit.page) };
    });
    const { own, wrapped } = run;
    ctx.record(
      `${ctx.theme}: newer comments at the top: comments posted in place are listed as WordPress lists them (${own.seen.comments.map((comment) => `"${comment.text}"`).join(", ")})`,
      same(own.seen, wrapped.seen),
      both(own.seen, wrapped.seen),
    );
    await run.done();
  } finally {
    ctx.option("comment_order", SITE_VALUES.comment_order);
  }
}

/** Only logged-in users may comment (comment_registration): WordPress's words in place of the form, the element quiet. */
async function registration(ctx) {
  ctx.option("comment_registration", 1);
  try {
    const run = await sideBySide(ctx, "Comments for logged-in users only", async (visit) => {
      ctx.tweak("recent-comment", visit.post.id);
      ctx.age(visit.post.id);
      await visit.page.reload({ waitUntil: "load" });
      if (visit.post.mode === "wrapped") await rendered(visit.page);
      return { seen: await seen(visit.page), loginLinks: await visit.page.locator(".comment-reply-login").count() };
    });
    const { own, wrapped } = run;
    ctx.record(
      `${ctx.theme}: comments for logged-in users only: a visitor sees WordPress's "${own.seen.mustLogIn}" and its "Log in to Reply" links, no form`,
      /^You must be logged in to post a comment\.$/.test(own.seen.mustLogIn) && own.seen.form === null && own.loginLinks > 0 && same(own, wrapped),
      both(own, wrapped),
    );
    await run.done();
  } finally {
    ctx.option("comment_registration", SITE_VALUES.comment_registration);
  }
}

/** Comments closed (on the post, or by "Automatically close comments"): the section as WordPress prints it, the element quiet. */
async function closed(ctx) {
  for (const withComment of [true, false]) {
    const run = await sideBySide(
      ctx,
      `Comments closed${withComment ? "" : ", none yet"}`,
      async (visit) => {
        if (withComment) {
          ctx.tweak("recent-comment", visit.post.id);
          ctx.age(visit.post.id);
          await visit.page.reload({ waitUntil: "load" });
        }
        if (visit.post.mode === "wrapped") await rendered(visit.page);
        return { seen: await seen(visit.page) };
      },
      undefined,
      "closed",
    );
    const { own, wrapped } = run;
    ctx.record(
      `${ctx.theme}: comments closed${withComment ? "" : " on a post without comments"}: the section shows as WordPress prints it, no form`,
      same(own.seen, wrapped.seen) && own.seen.form == null,
      both(own, wrapped),
    );
    await run.done();
  }
}
