import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";
import { pageMeasures, recordPageMeasures } from "./support/page-measures";
import { inState } from "./support/states";

/** Serves a throwaway page from the demo server's origin, so the autoloader and its chunks load as on a site. */
async function servePage(page: Page, path: string, body: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><title>t</title><script type="module" src="/dist/x-elements.js"></script></head><body>${body}</body></html>`,
    }),
  );
  await page.goto(path);
}

/** The same, once the network is idle, with the paths the page requested. */
async function openPage(page: Page, path: string, body: string): Promise<string[]> {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await servePage(page, path, body);
  await page.waitForLoadState("networkidle");
  return requested;
}

/**
 * The autoloader has run: the elements' reserved boxes are in the page (x-elements.css, which it links on a page
 * that does not) and nothing is defined yet.
 */
async function untilAutoloaderRan(page: Page, tags: string[]): Promise<void> {
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/dist/x-elements.css")));
  for (const tag of tags) expect(await page.locator(`${tag}:defined`).count()).toBe(0);
}

/** Holds back the requests that match, to look at the page before its elements are defined; call to let them go. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const chunk = (name: string) => (path: string) => new RegExp(`^/dist/chunks/${name}-[\\w-]+\\.js$`).test(path);

test.describe("autoloader", () => {
  test("a page without a tag downloads no element chunk and no React", async ({ page }) => {
    const requested = await openPage(page, "/e2e-blank.html", "<p>No elements here.</p>");
    expect(requested).toContain("/dist/x-elements.js");
    expect(requested.filter((path) => path.startsWith("/dist/chunks/") && !chunk("rolldown-runtime")(path))).toEqual([]);
  });

  test("links the reserved boxes (x-elements.css) on a page that does not, and not again on one that does", async ({ page }) => {
    const links = () =>
      page
        .locator('link[href*="x-elements.css"]')
        .evaluateAll((nodes) => nodes.map((node) => new URL(node.getAttribute("href")!, location.href).pathname));
    const requested = await openPage(page, "/e2e-unlinked.html", "<p>No stylesheet of ours here.</p>");
    expect(await links()).toEqual(["/dist/x-elements.css"]);
    expect(requested.filter((path) => path === "/dist/x-elements.css")).toHaveLength(1);
    await page.goto("/toggles.html");
    await page.waitForFunction(() => document.documentElement.dataset["xFailed"] !== undefined);
    expect(await links()).toEqual(["/dist/x-elements.css"]);
  });

  test("defines a tag present at load, fetching React, then the runtime, then the element's chunk", async ({ page }) => {
    const requested = await openPage(page, "/e2e-load.html", '<x-countdown end="2031-01-01T00:00:00Z">Soon</x-countdown>');
    await expect(page.locator("x-countdown [part=unit]").first()).toBeVisible();
    const order = ["react", "runtime", "x-countdown"].map((name) => requested.findIndex(chunk(name)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test("logs a failed download with the tag and keeps the fallback", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    await page.route(/\/dist\/chunks\/react-.*\.js$/, (route) => route.abort("internetdisconnected"));
    await openPage(page, "/e2e-failed.html", '<x-countdown end="2031-01-01T00:00:00Z">Soon</x-countdown>');
    await expect.poll(() => logged.some((text) => text.startsWith("[x-countdown] could not load the element's code"))).toBe(true);
    await expect(page.getByText("Soon")).toBeVisible(); // the fallback stays
    expect(await page.locator("x-countdown:defined").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("a tag that appears offline waits for the connection, requests nothing meanwhile, and is defined when it returns", async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const warned: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warned.push(message.text()));
    const requested = await openPage(page, "/e2e-offline.html", '<div id="later"></div>');
    await context.setOffline(true);
    await page.evaluate(() => {
      document.getElementById("later")!.innerHTML =
        '<x-countdown end="2031-01-01T00:00:00Z">Later</x-countdown><x-countdown end="2031-01-01T00:00:00Z">Again</x-countdown>';
    });
    await expect.poll(() => warned.filter((text) => text.startsWith("[x-countdown] offline")).length).toBe(1);
    expect(requested.some(chunk("react"))).toBe(false);
    await expect(page.getByText("Later")).toBeVisible(); // the fallback stays
    await context.setOffline(false);
    await expect(page.locator("x-countdown:defined")).toHaveCount(2);
    await expect(page.locator("x-countdown [part=unit]").first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("defines a tag inserted later, and fetches its chunk only then", async ({ page }) => {
    const requested = await openPage(page, "/e2e-late.html", '<div id="slot"></div>');
    expect(requested.some(chunk("x-countdown"))).toBe(false);
    await page.evaluate(() => {
      document.getElementById("slot")!.innerHTML = '<section><x-countdown end="2031-01-01T00:00:00Z">Later</x-countdown></section>';
    });
    await expect(page.locator("x-countdown [part=unit]").first()).toBeVisible();
    expect(await page.evaluate(() => customElements.get("x-countdown") !== undefined)).toBe(true);
    expect(requested.some(chunk("x-countdown"))).toBe(true);
  });

  test("a second copy of the script from another path downloads nothing for tags the first one defined", async ({ page }) => {
    // The same files under /copy/dist/: another module instance, as when two plugins each bring their own copy.
    await page.route("**/copy/dist/**", async (route) => {
      const original = route.request().url().replace("/copy/dist/", "/dist/");
      await route.fulfill({ response: await route.fetch({ url: original }) });
    });
    const requested = await openPage(page, "/e2e-copies.html", '<x-countdown end="2031-01-01T00:00:00Z">Soon</x-countdown>');
    await expect(page.locator("x-countdown [part=unit]").first()).toBeVisible();
    await page.evaluate(() => {
      const copy = document.createElement("script");
      copy.type = "module";
      copy.src = "/copy/dist/x-elements.js";
      document.head.append(copy);
    });
    await expect.poll(() => requested.includes("/copy/dist/x-elements.js")).toBe(true);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML("beforeend", '<x-countdown id="later" end="2031-01-01T00:00:00Z">Later</x-countdown>'),
    );
    await expect(page.locator("#later [part=unit]").first()).toBeVisible();
    // Nothing to wait for when it works: give a wrongful download the time it would take to start.
    await page.waitForTimeout(1000);
    const copyChunks = requested.filter((path) => path.startsWith("/copy/dist/chunks/") && !/rolldown-runtime/.test(path));
    expect(copyChunks).toEqual([]);
  });

  test("a hidden element stays hidden before and after it is defined, and shows when the attribute goes", async ({ page }) => {
    const release = await holdBack(page, /\/dist\/chunks\/x-[\w-]+\.js$/);
    const tags = ["x-countdown", "x-rating", "x-rating-results", "x-contact-form"];
    const body = tags.map((tag) => `<${tag} hidden end="2031-01-01T00:00:00Z" post-id="1">Fallback of ${tag}</${tag}>`);
    await servePage(page, "/e2e-hidden.html", body.join(""));
    await untilAutoloaderRan(page, tags);
    for (const tag of tags) await expect(page.locator(tag)).toBeHidden();
    release();
    await expect(page.locator(tags.map((tag) => `${tag}:defined`).join(","))).toHaveCount(tags.length);
    for (const tag of tags) await expect(page.locator(tag)).toBeHidden();
    await page.evaluate(() => document.querySelector("x-countdown")!.removeAttribute("hidden"));
    await expect(page.locator("x-countdown [part=unit]").first()).toBeVisible();
  });

  test("the page's own CSS overrides an element's reserved box, before and after it is defined", async ({ page }) => {
    const release = await holdBack(page, /\/dist\/chunks\/x-countdown-.*\.js$/);
    await servePage(
      page,
      "/e2e-page-css.html",
      '<style>x-countdown { display: inline-block; min-height: 0; }</style><x-countdown end="2031-01-01T00:00:00Z">Soon</x-countdown>',
    );
    await untilAutoloaderRan(page, ["x-countdown"]);
    const box = () => page.locator("x-countdown").evaluate((el) => [getComputedStyle(el).display, getComputedStyle(el).minHeight]);
    expect(await box()).toEqual(["inline-block", "0px"]);
    release();
    await expect(page.locator("x-countdown [part=unit]").first()).toBeVisible();
    expect(await box()).toEqual(["inline-block", "0px"]);
  });

  test("keeps the fallback visible in the reserved box until defined, without layout shift", async ({ page }) => {
    const release = await holdBack(page, /\/dist\/chunks\/x-countdown-.*\.js$/);
    await recordPageMeasures(page);
    await servePage(page, "/e2e-cls.html", '<x-countdown end="2031-01-01T00:00:00Z">Offer ends 1 January 2031</x-countdown><p id="after">Below</p>');
    await expect(page.getByText("Offer ends 1 January 2031")).toBeVisible();
    const before = await page.locator("#after").boundingBox();
    release();
    await expect(page.locator("x-countdown [part=unit]").first()).toBeVisible();
    const after = await page.locator("#after").boundingBox();
    expect(after!.y).toBe(before!.y);
    const { cls, shifted } = await pageMeasures(page);
    expect(cls, shifted.join("\n")).toBeLessThan(0.01);
  });
});

/*
 * Between an element's definition and its first render, its fallback slots show the page's markup: the reserved boxes
 * and the page's rules for that markup hold until :state(rendered), which the bridge sets in that first commit.
 */
test.describe("the example site's header, from the first paint to every element's first render", () => {
  const HEADER_BOXES = ".site-sticky, .site-header, .site-header > *, .header-tools > *";

  for (const width of [375, 1280]) {
    test(`at ${width} px: no layout shift, and every box the same before the definitions, right after each, and once rendered`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // In the page: the header's boxes at its first parse, right after each definition (before the element's first
      // render can run), and the layout shifts inside the header.
      await page.addInitScript((selector) => {
        const record = { boxes: [] as Array<{ moment: string; boxes: string[] }>, shifts: [] as string[] };
        (window as unknown as { headerRecord: typeof record }).headerRecord = record;
        const boxes = () =>
          [...document.querySelectorAll(selector)].map((node) => {
            const { x, y, width, height } = node.getBoundingClientRect();
            return `${node.localName}.${node.className}: ${[x, y, width, height].map(Math.round).join(" ")}`;
          });
        const snapshot = (moment: string) => record.boxes.push({ moment, boxes: boxes() });
        document.addEventListener("DOMContentLoaded", () => snapshot("parsed"));
        const define = customElements.define.bind(customElements);
        customElements.define = (tag, constructor, options) => {
          define(tag, constructor, options);
          if (document.querySelector(`.site-sticky ${tag}, ${tag}.site-sticky`)) snapshot(`${tag} defined`);
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node: Node | null }> }>) {
            const inHeader = entry.sources.filter((source) => source.node instanceof Element && source.node.closest(".site-sticky"));
            if (inHeader.length > 0) record.shifts.push(`${entry.value}: ${inHeader.map((source) => (source.node as Element).className).join(", ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
      }, HEADER_BOXES);
      await page.goto("/");
      const headerElements = page.locator(".site-sticky, .site-sticky :is(x-mega-menu, x-menu, x-search-overlay)");
      expect(await headerElements.count()).toBe(4);
      for (const element of await headerElements.all()) await expect(inState(element, "rendered")).toBeAttached();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const { boxes, shifts } = await page.evaluate(() => {
        const record = (window as unknown as { headerRecord: { boxes: Array<{ moment: string; boxes: string[] }>; shifts: string[] } }).headerRecord;
        return { boxes: record.boxes, shifts: record.shifts };
      });
      const rendered = await page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].map((node) => {
            const { x, y, width, height } = node.getBoundingClientRect();
            return `${node.localName}.${node.className}: ${[x, y, width, height].map(Math.round).join(" ")}`;
          }),
        HEADER_BOXES,
      );
      expect(boxes.map(({ moment }) => moment)).toEqual(expect.arrayContaining(["parsed", "x-mega-menu defined", "x-search-overlay defined"]));
      for (const { moment, boxes: at } of boxes) expect(at, moment).toEqual(rendered);
      expect(shifts).toEqual([]);
    });
  }
});

test.describe("demo gallery", () => {
  test("shows every countdown live, logs x-complete, and passes axe, with nothing in the console's errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/gallery.html");
    await expect(page.locator("#countdown-running [part=unit]")).toHaveCount(4);
    await expect(page.locator("#countdown-soon [part=unit]").first()).toBeVisible();
    await expect(inState(page.locator("#countdown-done"), "complete")).toBeAttached();
    await expect(page.locator("#countdown-done").getByText("This sale is over. See you next year!")).toBeVisible();
    await expect(page.locator("#countdown-german [part=label]").first()).toHaveText(/Stunden|Stunde/);
    // accessible-text (not aria-text, which axe takes for an ARIA attribute that does not exist), checked by axe below
    await expect(page.locator("#countdown-german [role=timer]")).toHaveAttribute("aria-label", /^Noch \d+ Stunden und \d+ Minuten$/);
    await expect(page.locator("#event-log")).toContainText("x-complete on #countdown-done");
    await expectAxeClean(page);
    const shot = await page.screenshot({ path: "test-results/gallery.png", fullPage: true });
    expect(shot.byteLength).toBeGreaterThan(10_000);
    expect(errors).toEqual([]);
  });

  test("the countdown ending in 10 seconds completes with its message", async ({ page }) => {
    await page.clock.install();
    await page.goto("/gallery.html");
    await expect(page.locator("#countdown-soon [part=unit]").first()).toBeVisible();
    await page.clock.runFor(11_000);
    await expect(inState(page.locator("#countdown-soon"), "complete")).toBeAttached();
    await expect(page.locator("#countdown-soon [part=complete]")).toHaveText("The offer has ended.");
    await expect(page.locator("#event-log")).toContainText("x-complete on #countdown-soon");
  });

  test("the playground changes an element through its attributes", async ({ page }) => {
    await page.goto("/gallery.html");
    await page.getByLabel("Element", { exact: true }).selectOption("x-countdown");
    await page.getByLabel("units").fill("m s");
    await page.getByLabel("units").press("Tab");
    await expect(page.locator("#playground-element [part=unit]")).toHaveCount(2);
    await page.getByLabel("leading-zeros").selectOption("false");
    await expect(page.locator("#playground-element")).toHaveAttribute("leading-zeros", "false");
  });

  test("the playground shows a working example of every element, each attribute labelled", async ({ page }) => {
    await page.goto("/gallery.html");
    const element = page.locator("#playground-element");
    await page.getByLabel("Element", { exact: true }).selectOption("x-rating");
    await expect(element.getByRole("radio")).toHaveCount(5);
    await page.getByLabel("Element", { exact: true }).selectOption("x-rating-results");
    await expect(element.locator("[part=summary]")).toBeVisible();
    await page.getByLabel("Element", { exact: true }).selectOption("x-contact-form");
    await expect(element.getByLabel("Your email")).toBeVisible();
    await expect(page.getByLabel("fields", { exact: true })).toHaveValue(/your-name/);
    await expect(page.locator("#playground-element")).toBeVisible();
  });

  for (const path of ["/gallery.html", "/contact-form.html", "/rating.html", "/demo/submissions"]) {
    test(`${path} reflows to a 320 px wide screen without scrolling sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});
