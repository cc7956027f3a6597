import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";

/*
 * The README's recipes, tested as written: every ```html block under the "## Recipes" heading (up to the next "## "
 * heading) is put on a blank page of the demo server with the built dist/x-elements.js and dist/x-elements.css, and
 * every x- element in it must be defined and upgraded with no console error. A recipe's own <script>/<link> for
 * x-elements.js or x-elements.css (from a CDN, say) is replaced by the built ones; other origins are not reached.
 * X_ELEMENTS_README names another file to read (a draft of the section).
 */

const README = resolve(process.env["X_ELEMENTS_README"] ?? "README.md");

interface Recipe {
  name: string;
  html: string;
}

/**
 * The "## Recipes" section of a README (null when it has none), and its ```html blocks named by their ### heading or
 * the bold words that open the paragraph before them (`**Tabs** (…)`).
 */
function recipesOf(markdown: string): Recipe[] | null {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => /^## Recipes\s*$/.test(line));
  if (start < 0) return null;
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  const section = lines.slice(start + 1, end < 0 ? undefined : end);
  const recipes: Recipe[] = [];
  let heading = "";
  let block: string[] | null = null;
  for (const line of section) {
    if (block) {
      if (/^\s*```\s*$/.test(line)) {
        recipes.push({ name: heading || `recipe ${recipes.length + 1}`, html: block.join("\n") });
        block = null;
      } else block.push(line);
    } else if (/^###+ /.test(line)) heading = line.replace(/^#+\s*/, "").trim();
    else if (/^\*\*[^*]+\*\*/.test(line)) heading = /^\*\*([^*]+)\*\*/.exec(line)![1]!;
    else if (/^\s*```html\s*$/.test(line)) block = [];
  }
  return recipes;
}

/** The recipe without its own loading of the library: the page loads the built one. */
const withoutLibraryTags = (html: string) =>
  html
    .replace(/<script\b[^>]*\bsrc="[^"]*x-elements(?:-all)?\.js"[^>]*>\s*<\/script>/gi, "")
    .replace(/<link\b[^>]*\bhref="[^"]*x-elements\.css"[^>]*>/gi, "");

const recipes = recipesOf(readFileSync(README, "utf8"));

test("the README has a “## Recipes” section with at least one ```html block", () => {
  expect(recipes, `${README} has no "## Recipes" heading: the recipes are tested as written, so the section must exist`).not.toBeNull();
  expect(recipes!.length, `the "## Recipes" section of ${README} has no \`\`\`html block`).toBeGreaterThan(0);
});

/** Console errors of the page's own origin, and uncaught exceptions. */
function watchErrors(page: Page, origin: string): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const from = message.location().url;
    if (from && !from.startsWith(origin)) return; // a resource of another origin, not reached on purpose
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

for (const recipe of recipes ?? []) {
  test(`recipe “${recipe.name}”: every element upgrades on a blank page, with no console error`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.route(/^https?:/, (route) => (route.request().url().startsWith(origin) ? route.fallback() : route.abort("blockedbyclient")));
    const errors = watchErrors(page, origin);
    await page.goto("/playground/blank");
    await page.setContent(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Recipe</title><link rel="stylesheet" href="/dist/x-elements.css"><script type="module" src="/dist/x-elements.js"></script></head><body>${withoutLibraryTags(recipe.html)}</body></html>`,
    );
    const tags = [...new Set([...recipe.html.matchAll(/<(x-[a-z0-9-]+)/g)].map((match) => match[1]!))];
    expect(tags.length, "the recipe has at least one x- element").toBeGreaterThan(0);
    // Defined, and upgraded: each element of the recipe is an instance of its class, with its shadow root rendered.
    await expect
      .poll(
        () =>
          page.evaluate(
            (names) =>
              names.flatMap((name) =>
                [...document.querySelectorAll(name)]
                  .filter(
                    (element) => !(customElements.get(name) && element instanceof customElements.get(name)! && element.shadowRoot?.childNodes.length),
                  )
                  .map(() => name),
              ),
            tags,
          ),
        { message: "elements of the recipe that did not upgrade (an unknown tag, or code that failed)" },
      )
      .toEqual([]);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Tabs recipe shows what it says: every price side by side, each after its link", async ({ page }) => {
    const tabs = recipes?.find((recipe) => recipe.name === "Tabs");
    expect(tabs, 'a recipe named "Tabs"').toBeDefined();
    await page.goto("/playground/blank");
    await page.setContent(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Recipe</title><link rel="stylesheet" href="/dist/x-elements.css"></head><body>${withoutLibraryTags(tabs!.html)}</body></html>`,
    );
    const toggles = page.locator('x-toggle[kind="tab"]');
    expect(await toggles.count()).toBe(3);
    const boxes = [];
    for (const toggle of await toggles.all()) {
      const link = toggle.locator('> [slot="trigger"]');
      const panel = toggle.locator('> :not([slot="trigger"])');
      await expect(link).toBeVisible();
      await expect(panel).toBeVisible();
      const [linkBox, panelBox] = [(await link.boundingBox())!, (await panel.boundingBox())!];
      expect(panelBox.x, `${await panel.textContent()} after its link`).toBeGreaterThanOrEqual(linkBox.x + linkBox.width);
      boxes.push(linkBox, panelBox);
    }
    // Side by side: every link and price overlaps every other vertically (one row).
    const lowestTop = Math.max(...boxes.map((box) => box.y));
    const highestBottom = Math.min(...boxes.map((box) => box.y + box.height));
    expect(lowestTop).toBeLessThan(highestBottom);
  });
});
