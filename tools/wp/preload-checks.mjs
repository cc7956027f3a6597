// The modulepreload links the plugin prints for the elements of a page (includes/class-preloads.php), on the test site
// of `npm run test:wp`: the post with Contact Form 7, Rate My Post, MC4WP and comments wrapped, and a post with only a
// rating, in the block theme (whose page is rendered before <head>: the links are there).
import { keepLocal } from "./stand-ins.mjs";

const CHUNK = /\/x-elements\/dist\/chunks\/([\w.-]+\.js)$/;

/** Whether a chunk file is the one named `name` (react-CwyeXogn.js; x-rating-BYarlxFq.js, not x-rating-results-…). */
const isChunkOf = (chunk, name) => chunk.startsWith(`${name}-`) && /^-[\w-]{8}\.js$/.test(chunk.slice(name.length));

/** The chunks a page preloads in its <head> and the x- tags it holds. */
const preloadsOf = (page) =>
  page.evaluate(() => ({
    head: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.href),
    body: [...document.body.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.href),
    tags: [...new Set([...document.querySelectorAll("*")].map((el) => el.localName).filter((name) => name.startsWith("x-")))],
  }));

/** A post's preloaded chunks, the chunks its page loads without the links, and the problems found. */
async function visit(context, url) {
  // The same page without the links: which chunks the page loads by itself, through the autoloader.
  const bare = await context.newPage();
  const loaded = new Set();
  bare.on("request", (request) => CHUNK.test(request.url()) && loaded.add(CHUNK.exec(request.url())[1]));
  await bare.route(
    (address) => address.href === url,
    async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, body: (await response.text()).replace(/<link rel="modulepreload" href="[^"]*\/x-elements\/dist\/[^"]*">\n?/g, "") });
    },
  );
  await bare.goto(url, { waitUntil: "load" });
  await bare.waitForFunction(
    () => [...document.querySelectorAll("*")].every((el) => !el.localName.startsWith("x-") || el.matches(":defined")),
    null,
    {
      timeout: 15_000,
    },
  );
  await bare.close();

  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  const found = await preloadsOf(page);
  // Each preloaded chunk's static imports (`from"./x.js"`, `import"./x.js"`), as the browser would follow them.
  const imports = {};
  for (const href of found.head.filter((href) => CHUNK.test(href))) {
    const code = await (await page.request.get(href)).text();
    imports[CHUNK.exec(href)[1]] = [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)].map((match) => match[1]);
  }
  await page.close();
  return { ...found, preloaded: Object.keys(imports), imports, loaded };
}

export async function preloadChecks({ browser, site, record, tweak }) {
  const context = await browser.newContext();
  await keepLocal(context);
  try {
    tweak("theme", "twentytwentythree");
    tweak("wrap", JSON.stringify(["contact-form-7", "rate-my-post", "mc4wp", "comments"]));
    const post = await visit(context, site.wrapped.url);
    const missing = ["react", "runtime", ...post.tags].filter((name) => !post.preloaded.some((chunk) => isChunkOf(chunk, name)));
    record(
      "a wrapped post's <head> preloads React, the runtime and the chunk of each of its elements",
      missing.length === 0 && post.tags.length >= 4,
      `tags ${post.tags.join(" ")}; missing ${missing.join(" ")}; preloaded ${post.preloaded.join(" ")}`,
    );
    const unfollowed = Object.entries(post.imports).flatMap(([chunk, imported]) =>
      imported.filter((name) => !post.preloaded.includes(name)).map((name) => `${chunk} imports ${name}`),
    );
    record("every chunk those import is preloaded too", unfollowed.length === 0, unfollowed.join("\n"));
    const unused = post.preloaded.filter((chunk) => !post.loaded.has(chunk));
    record(
      "no other chunk is preloaded: each is one the page loads by itself, and nothing is linked twice or in the body",
      unused.length === 0 && new Set(post.head).size === post.head.length && post.body.length === 0,
      `not loaded without the links: ${unused.join(" ")}; in the body: ${post.body.join(" ")}`,
    );

    const rated = await visit(context, site.ratedOnly);
    const others = rated.preloaded.filter((chunk) => /^x-/.test(chunk) && !rated.tags.some((tag) => isChunkOf(chunk, tag)));
    record(
      "a post with only a rating preloads its element's chunk, no other element's",
      rated.tags.includes("x-rating") && rated.preloaded.some((chunk) => isChunkOf(chunk, "x-rating")) && others.length === 0,
      `tags ${rated.tags.join(" ")}; preloaded ${rated.preloaded.join(" ")}`,
    );

    tweak("wrap", "[]");
    const plain = await visit(context, site.wrapped.url);
    record(
      "without wrapping (no element on the post), nothing is preloaded",
      plain.head.filter((href) => CHUNK.test(href)).length === 0,
      plain.head.join(" "),
    );
  } finally {
    await context.close();
    tweak("wrap", "[]");
  }
}
