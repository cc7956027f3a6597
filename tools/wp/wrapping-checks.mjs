// The wrapping of other plugins' output, on the test site of `npm run test:wp`: WordPress's real comments in a block
// theme and a classic one, and Contact Form 7, Rate My Post and MC4WP through their stand-ins
// (tools/wp/php/mu-*.php), under their real script handles, shortcodes, block and widget.
import { keepLocal } from "./stand-ins.mjs";

/** The script handles each wrapped system loads (WordPress prints a handle's script as `<script id="HANDLE-js">`). */
const SCRIPTS = {
  "contact-form-7": ["contact-form-7", "swv"],
  "rate-my-post": ["rate-my-post"],
  mc4wp: ["mc4wp-forms-api"],
  comments: ["comment-reply"],
};
const ALL_SYSTEMS = Object.keys(SCRIPTS);

async function visit(context, url) {
  const page = await context.newPage();
  const errors = [];
  const posts = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The browser's own line for a refused comment (409, 429) is no script's error; without a network, the theme's
    // requests to other hosts (avatars) fail.
    const at = message.location().url;
    if (/the server responded with a status of 4(09|29)/.test(message.text()) || (at && new URL(at).host !== new URL(url).host)) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: "load" });
  return { page, errors, posts };
}

/** The handles whose scripts are on the page, and whether MC4WP's inline stub is. */
const scriptsOn = (page) =>
  page.evaluate(() => ({
    handles: [...document.querySelectorAll("script[id$='-js']")].map((script) => script.id.slice(0, -3)),
    mc4wpStub: !!document.querySelector("script[id^='mc4wp-stub-']"),
  }));

const defined = (page, tags) =>
  page.waitForFunction((names) => names.every((tag) => [...document.querySelectorAll(tag)].every((el) => el.matches(":defined"))), tags, {
    timeout: 15_000,
  });

export async function wrappingChecks({ browser, site, record, tweak }) {
  const context = await browser.newContext();
  await keepLocal(context);
  try {
    await scriptsWhereWrapped(context, site, record, tweak);
    for (const theme of ["twentytwentythree", "twentytwentyone"]) await commentSection(context, site, record, tweak, theme);
  } finally {
    await context.close();
    tweak("wrap", "[]");
    tweak("theme", "twentytwentythree");
  }
}

async function scriptsWhereWrapped(context, site, record, tweak) {
  tweak("wrap", "[]");
  const plain = await visit(context, site.wrapped.url);
  const unwrapped = await scriptsOn(plain.page);
  const expectAll = Object.values(SCRIPTS).flat();
  record(
    "without wrapping, the plugins' own scripts are on the page",
    expectAll.every((handle) => unwrapped.handles.includes(handle)) && unwrapped.mc4wpStub,
    JSON.stringify(unwrapped),
  );
  record(
    "without wrapping, no plugin output is wrapped",
    (await plain.page.locator("x-contact-form, x-rating, x-newsletter-form, x-comment-reply").count()) === 0,
  );
  await plain.page.close();

  tweak("wrap", JSON.stringify(ALL_SYSTEMS));
  const wrapped = await visit(context, site.wrapped.url);
  const { page } = wrapped;
  const on = await scriptsOn(page);
  const left = expectAll.filter((handle) => on.handles.includes(handle));
  record("with all four systems wrapped, none of the replaced scripts is on the page", left.length === 0 && !on.mc4wpStub, JSON.stringify(on));
  await defined(page, ["x-contact-form", "x-rating", "x-newsletter-form", "x-comment-reply"]);
  // Defined is not yet rendered: the rating's heading is in its shadow root once its first render has committed.
  await page
    .waitForFunction(() => document.querySelector("x-rating")?.shadowRoot?.querySelector('[part="title"]'), null, { timeout: 5000 })
    .catch(() => {});
  const shape = await page.evaluate(() => ({
    contactForm: document.querySelector("x-contact-form")?.getAttribute("form-id") ?? null,
    contactFormFallback: !!document.querySelector("x-contact-form > .wpcf7 form"),
    rating: document.querySelector("x-rating > .rmp-widgets-container") !== null,
    ratingTitle: document.querySelector("x-rating")?.shadowRoot?.querySelector('[part="title"]')?.textContent ?? null,
    newsletterForms: document.querySelectorAll("x-newsletter-form > form.mc4wp-form").length,
    comments: !!document.querySelector("x-comment-reply #respond"),
    nested: document.querySelectorAll("x-comment-reply x-comment-reply, x-newsletter-form x-newsletter-form").length,
  }));
  record(
    "each output is wrapped once in its element, its markup inside (form-id from CF7's hidden _wpcf7, the shortcode and the block of MC4WP)",
    shape.contactForm === "5" && shape.contactFormFallback && shape.rating && shape.newsletterForms === 2 && shape.comments && shape.nested === 0,
    JSON.stringify(shape),
  );
  record("a wrapped Rate My Post widget keeps its heading", shape.ratingTitle === "How useful was this post?", JSON.stringify(shape));
  record("no console errors on the post with every system wrapped", wrapped.errors.length === 0, wrapped.errors.join("\n"));
  await page.close();

  // Elsewhere the scripts stay: a post with only a rating (comments closed) drops Rate My Post's script alone.
  const ratedOnly = await visit(context, site.ratedOnly);
  const there = await scriptsOn(ratedOnly.page);
  record(
    "on a post with only a wrapped rating, only Rate My Post's script is dropped (Contact Form 7's, loaded on every page, stays)",
    !there.handles.includes("rate-my-post") && there.handles.includes("contact-form-7") && there.handles.includes("swv"),
    JSON.stringify(there),
  );
  await ratedOnly.page.close();

  // MC4WP's classic widget, in the classic theme's sidebar, on a page without any other form.
  tweak("theme", "twentytwentyone");
  tweak("widget");
  const widget = await visit(context, site.ratedOnly);
  const widgetState = await widget.page.evaluate(() => ({
    wrapped: !!document.querySelector(".widget x-newsletter-form > form.mc4wp-form, x-newsletter-form form.mc4wp-form"),
    stub: !!document.querySelector("script[id^='mc4wp-stub-']"),
    script: !!document.querySelector("script#mc4wp-forms-api-js"),
  }));
  record(
    "MC4WP's classic widget is wrapped too, without its scripts",
    widgetState.wrapped && !widgetState.stub && !widgetState.script,
    JSON.stringify(widgetState),
  );
  await widget.page.close();
  tweak("theme", "twentytwentythree");
}

/** The theme's comment section wrapped in x-comment-reply: reply in place, stored with its parent, refusals shown. */
async function commentSection(context, site, record, tweak, theme) {
  tweak("wrap", JSON.stringify(["comments"]));
  tweak("theme", theme);
  const { page, errors, posts } = await visit(context, site.wrapped.url);
  const name = `${theme}:`;
  const handles = (await scriptsOn(page)).handles;
  record(
    `${name} the comment section is wrapped and comment-reply.js is not on the page`,
    !handles.includes("comment-reply"),
    JSON.stringify(handles),
  );
  await defined(page, ["x-comment-reply"]);
  record(
    `${name} the whole comment section is in one x-comment-reply`,
    (await page.locator("x-comment-reply").count()) === 1 && (await page.locator("x-comment-reply #respond").count()) === 1,
  );

  const parentId = site.wrapped.comment;
  await page.locator(`#comment-${parentId} .comment-reply-link`).first().click();
  const moved = await page.evaluate((id) => {
    const respond = document.getElementById("respond");
    const comment = document.getElementById(`comment-${id}`);
    return (
      !!respond &&
      !!comment &&
      (comment.contains(respond) || comment.nextElementSibling === respond || respond.previousElementSibling?.id === `div-comment-${id}`)
    );
  }, parentId);
  record(`${name} Reply moves the form under the comment`, moved);

  const text = `A reply in ${theme}, posted in place.`;
  const fill = async (words) => {
    await page.fill("#comment", words);
    if (await page.locator("#author").count()) {
      await page.fill("#author", "Visitor");
      await page.fill("#commentform #email", "visitor@example.org");
    }
  };
  // A comment a moment ago from this visitor: WordPress refuses the next as too fast (429).
  const stored = () => JSON.parse(tweak("comments", site.wrapped.id));
  tweak("recent-comment", site.wrapped.id);
  await fill(text);
  posts.length = 0;
  await page.click("#commentform [type=submit]");
  const tooFast = await page.waitForSelector("#commentform .comment-form-error", { timeout: 10_000 }).then((node) => node.textContent());
  record(
    `${name} too fast (429): WordPress's message next to the form, the text kept, one request`,
    /too quickly/i.test(tooFast ?? "") && (await page.inputValue("#comment")) === text && posts.length === 1,
    JSON.stringify({ tooFast, posts }),
  );

  tweak("age-comments", site.wrapped.id, 60);
  posts.length = 0;
  const url = page.url();
  await page.click("#commentform [type=submit]");
  await page.waitForFunction((words) => [...document.querySelectorAll("[id^='comment-']")].some((node) => node.textContent.includes(words)), text, {
    timeout: 10_000,
  });
  const reply = stored().find((comment) => comment.content === text);
  const nested = await page.evaluate(
    ({ id, words }) =>
      [...(document.getElementById(`comment-${id}`)?.querySelectorAll("[id^='comment-']") ?? [])].some((node) => node.textContent.includes(words)),
    { id: parentId, words: text },
  );
  record(
    `${name} a reply posts in place (no page load), under its parent, stored with its comment_parent`,
    page.url() === url && posts.length === 1 && reply?.parent === parentId && nested,
    JSON.stringify({ posts, reply, nested }),
  );

  // The same words again: WordPress's duplicate refusal (409), shown with the text kept.
  tweak("age-comments", site.wrapped.id, 60);
  await page.locator(`#comment-${parentId} .comment-reply-link`).first().click();
  await fill(text);
  posts.length = 0;
  await page.click("#commentform [type=submit]");
  const duplicate = await page
    .waitForFunction(() => /Duplicate comment/i.test(document.querySelector("#commentform .comment-form-error")?.textContent ?? ""), null, {
      timeout: 10_000,
    })
    .then(() => page.textContent("#commentform .comment-form-error"))
    .catch(() => null);
  record(
    `${name} a duplicate shows WordPress's message, the text kept, one request`,
    !!duplicate && (await page.inputValue("#comment")) === text && posts.length === 1,
    JSON.stringify({ duplicate, posts }),
  );
  record(`${name} no console errors`, errors.length === 0, errors.join("\n"));
  await page.close();
}
