import { expect, test, type Page, type TestInfo } from "@playwright/test";

/*
 * A newcomer's walk through the demo: every page at 360 and 1280 px, with JavaScript and without it, as a full-page
 * screenshot in the test output (test-results/newcomer-walk-*), with no console error, no failed request and nothing
 * scrolling sideways. Without JavaScript a page must also be tidy: the checks of what was once untidy follow below.
 */

export const WALK = [
  { name: "home", path: "/" },
  { name: "journal", path: "/blog/" },
  { name: "post", path: "/blog/slow-websites-cost-bookings" },
  { name: "contact", path: "/contact" },
  { name: "services", path: "/services" },
  { name: "search-results", path: "/?s=How+much+does+a+website+cost" },
  { name: "playground", path: "/playground" },
  { name: "gallery", path: "/gallery.html" },
  { name: "contact-form", path: "/contact-form.html" },
  { name: "rating", path: "/rating.html" },
  { name: "comments", path: "/comments.html" },
  { name: "newsletter", path: "/newsletter.html" },
  { name: "subscribers", path: "/demo/subscribers" },
  { name: "search", path: "/search.html" },
  { name: "slider", path: "/slider.html" },
  { name: "toggles", path: "/toggles.html" },
  { name: "navigation", path: "/navigation.html" },
  { name: "effects", path: "/effects.html" },
  { name: "media", path: "/media.html" },
];
const WIDTHS = [360, 1280];

/**
 * Console errors, uncaught exceptions and failed requests of a page, from now on. A request the page itself
 * cancelled (ERR_ABORTED: a map tile scrolled away) did not fail, and the browser's own PDF viewer is not the page.
 */
function watchTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on("console", (message) => message.type() === "error" && trouble.push(`console: ${message.text()}`));
  page.on("pageerror", (error) => trouble.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    if (/^https?:/.test(request.url()) && !reason.includes("ERR_ABORTED")) trouble.push(`failed: ${request.url()} ${reason}`);
  });
  page.on("response", (response) => response.status() >= 400 && trouble.push(`${response.status()}: ${response.url()}`));
  return trouble;
}

/** Scrolls down the page in steps (lazy content loads in view), a frame at each, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/**
 * x- elements that show a blank stretch: a box more than 150 px taller than what it holds (a box reserved for a
 * script that does not run, say). Elements not shown, and those empty on purpose, are left out.
 */
function blankStretches(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("*")]
      .filter((element) => element.localName.startsWith("x-") && element.checkVisibility())
      .flatMap((element) => {
        const box = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const content = range.getBoundingClientRect();
        if (box.height === 0 || content.height === 0) return [];
        const blank = box.height - content.height;
        return blank > 150 ? [`${element.localName}${element.id ? `#${element.id}` : ""}: ${Math.round(blank)} px blank`] : [];
      }),
  );
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });
    for (const { name, path } of WALK) {
      for (const width of WIDTHS) {
        test(`${name} at ${width} px: screenshot, no error, no failed request, nothing sideways`, async ({ page }, testInfo) => {
          await page.setViewportSize({ width, height: 800 });
          const trouble = watchTrouble(page);
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          if (javaScript) await scrollThrough(page);
          await page.waitForLoadState("networkidle");
          await screenshot(page, testInfo, `${name}-${width}-${javaScript ? "js" : "nojs"}`);
          expect(await sideways(page)).toBeLessThanOrEqual(1);
          if (!javaScript) expect(await blankStretches(page), "boxes reserved for a script that does not run").toEqual([]);
          expect(trouble).toEqual([]);
        });
      }
    }
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("the home page without JavaScript is tidy", () => {
  test.use({ javaScriptEnabled: false });

  for (const [width, tallest] of [
    [1280, 90],
    [360, 200],
  ] as const) {
    test(`at ${width} px the header is one bar: no bullets, submenus closed until focused, nothing crowding the Search link`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const bar = page.locator(".site-header-bar");
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(tallest);
      const bullets = await bar
        .locator("li")
        .evaluateAll((items) =>
          items.filter((item) => item.checkVisibility() && getComputedStyle(item).listStyleType !== "none").map((item) => item.textContent!.trim()),
        );
      expect(bullets).toEqual([]);
      await expect(bar.getByRole("link", { name: "Web design" })).toBeHidden();
      await expect(bar.getByRole("link", { name: "About us" })).toBeHidden();
      // What the header shows side by side does not overlap.
      const shown = [
        ...(await bar.locator(".main-menu ul.menu > li > a").all()),
        bar.locator(".studio-menu ul.menu > li > a"),
        bar.getByRole("link", { name: "Search" }),
        bar.getByRole("button", { name: "Dark theme" }),
      ];
      const boxes = await Promise.all(
        shown.map(async (locator) => ({ name: (await locator.textContent())!.trim(), box: (await locator.boundingBox())! })),
      );
      for (const [index, a] of boxes.entries())
        for (const b of boxes.slice(index + 1)) expect(overlap(a.box, b.box), `${a.name} and ${b.name} overlap`).toBe(false);
      // A submenu opens to the keyboard (and the pointer), as a panel over the page.
      await bar.getByRole("link", { name: "Services" }).focus();
      await expect(bar.getByRole("link", { name: "Web design" })).toBeVisible();
      await bar.getByRole("link", { name: "Studio", exact: true }).focus();
      await expect(bar.getByRole("link", { name: "About us" })).toBeVisible();
      expect((await bar.boundingBox())!.height, "the open submenu floats: the bar keeps its height").toBeLessThanOrEqual(tallest);
    });
  }

  test("“Back to top” is a link at the end of the page, not a corner over its top", async ({ page }) => {
    await page.goto("/");
    const back = page.locator(".scroll-top");
    await expect(back.getByRole("link", { name: "Back to top" })).toBeVisible();
    expect(await back.evaluate((element) => getComputedStyle(element).position)).not.toBe("fixed");
    const [link, colophon] = await Promise.all([back.boundingBox(), page.locator(".colophon").boundingBox()]);
    expect(link!.y).toBeGreaterThanOrEqual(colophon!.y + colophon!.height - 1);
  });

  test("the call to action's white phone icon stands on a dark background", async ({ page }) => {
    await page.goto("/");
    const luminance = await page.locator(".cta img[slot=graphic]").evaluate((icon) => {
      let node: Element | null = icon;
      while (node && getComputedStyle(node).backgroundColor.replace(/\s/g, "") === "rgba(0,0,0,0)") node = node.parentElement;
      const [r, g, b] = (node ? getComputedStyle(node).backgroundColor : "rgb(255,255,255)").match(/\d+(\.\d+)?/g)!.map(Number);
      const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    });
    // White on it has a contrast of at least 3:1 (a graphic's minimum): (1 + 0.05) / (L + 0.05) >= 3.
    expect(luminance).toBeLessThanOrEqual(0.3);
  });
});

test.describe("the demo pages' own furniture", () => {
  test("on a phone (360 px, touch) the Navigation page's Menu and Catalogue buttons sit inside their bars, clear of the divider", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto("/navigation.html");
    const menu = page.locator("#main-menu").getByRole("button", { name: "Menu" });
    const catalogue = page.locator("#catalogue").getByRole("button", { name: "Catalogue" });
    await expect(menu).toBeVisible();
    await expect(catalogue).toBeVisible();
    const [menuBox, catalogueBox, header, bar] = await Promise.all([
      menu.boundingBox(),
      catalogue.boundingBox(),
      page.locator(".site-header").boundingBox(),
      page.locator(".catalogue-bar").boundingBox(),
    ]);
    expect(menuBox!.y).toBeGreaterThanOrEqual(header!.y);
    expect(menuBox!.y + menuBox!.height, "the Menu button ends above the divider, with room").toBeLessThanOrEqual(bar!.y - 4);
    expect(catalogueBox!.y, "the Catalogue button starts below the divider, with room").toBeGreaterThanOrEqual(bar!.y + 4);
    expect(catalogueBox!.y + catalogueBox!.height).toBeLessThanOrEqual(bar!.y + bar!.height - 4);
    await context.close();
  });

  test("the media page: no blank stretch between the events and the documents, and the events box says what it is for", async ({ page }) => {
    await page.goto("/media.html");
    const [events, documents] = await Promise.all([
      page.locator("#events-heading").locator("..").boundingBox(),
      page.locator("#pdf-heading").boundingBox(),
    ]);
    expect(documents!.y - (events!.y + events!.height), "the gap between the sections").toBeLessThanOrEqual(100);
    const hint = await page.locator("#event-log").evaluate((log) => getComputedStyle(log, "::before").content);
    expect(hint).toMatch(/events/i);
  });

  test("the media page's looping video shows a picture before it plays, not a black box", async ({ page }) => {
    await page.goto("/media.html");
    const loop = page.locator("#loop");
    await loop.scrollIntoViewIfNeeded();
    await expect(loop.getByRole("button", { name: "Play the looping clip" })).toBeVisible();
    await expect(loop.locator('[part="poster"]')).toHaveAttribute("src", /clip-poster\.svg$/);
    await expect(loop.locator('[part="poster"]')).toBeVisible();
  });
});
