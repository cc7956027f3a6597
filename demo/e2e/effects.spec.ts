import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";
import { pageMeasures, recordPageMeasures } from "./support/page-measures";

// The effects landing page: scrolled from top to bottom, every element reaches its end state; nothing shifts the
// layout (CLS 0) and the longest task is reported.

/** Scrolls the page down a screen at a time, a few frames apart, as a visitor's wheel would. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()!.height;
  for (let y = 0; y <= height; y += viewport / 2) {
    await page.mouse.wheel(0, viewport / 2);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

for (const width of [1280, 320]) {
  test(`at ${width} px, scrolling reaches every end state, without layout shift, and passes axe`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => ["error", "warning"].includes(message.type()) && errors.push(message.text()));
    await page.setViewportSize({ width, height: 720 });
    await recordPageMeasures(page);
    await page.goto("/effects.html");
    await expect(page.locator("#hero")).toHaveAttribute("moving", "");
    // Before scrolling: the stats wait below the fold, showing their start.
    await expect(page.locator("#counter-projects [part=number] .value")).toHaveText("1,000");
    await scrollThrough(page);

    await expect(page.locator("#counter-projects")).toHaveAttribute("complete", "");
    await expect(page.locator("#counter-projects [part=number] .value")).toHaveText("12,500");
    await expect(page.locator("#counter-rating [part=number] .value")).toHaveText("4.75");
    await expect(page.locator("#counter-uptime [part=number] .value")).toHaveText("99,9");
    await expect(page.locator("#counter-visits [part=number] .value")).toHaveText("1.234.567");
    expect(await page.locator("#counter-projects").evaluate((el) => el.textContent), "the light DOM's final number").toBe("12,500");

    for (const id of ["skill-html", "skill-css", "skill-js", "stat-new", "stat-returning", "stat-mobile"])
      await expect(page.locator(`#${id}`)).toHaveAttribute("filled", "");
    await expect(page.locator("#skill-css [part=meter]")).toHaveAttribute("aria-valuenow", "88");
    await expect(page.locator("#stat-new [part=bar]")).toHaveCSS("transform", "matrix(1, 0, 0, 0.64, 0, 0)");
    await expect(page.locator("#skill-html [part=bar]")).toHaveCSS("transform", "matrix(0.95, 0, 0, 1, 0, 0)");

    for (const id of ["feature-1", "feature-2", "feature-3"])
      await expect(page.locator(`#${id} [part=graphic]`)).toHaveAttribute("data-state", "enter");
    await expect(page.locator("#feature-1 [part=connector]")).toHaveCSS("transform", "none");

    for (const id of ["column-1", "column-2", "column-3", "recent-posts"])
      await expect(page.locator(`#${id}`)).toHaveAttribute("data-state", "enter");
    for (const link of await page.locator("#recent-posts a").all()) await expect(link).toHaveCSS("opacity", "1");
    await expect(page.locator("#scroll-effect")).toHaveAttribute("style", /--x-progress: (0\.\d+|1)/);

    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const { cls, longestTask, shifted } = await pageMeasures(page);
    console.log(`effects.html at ${width} px: CLS ${cls.toFixed(4)}, longest task ${Math.round(longestTask)} ms`);
    expect(cls, shifted.join("\n")).toBe(0);
    expect(errors).toEqual([]);
  });
}

test("with reduced motion, every end state shows at once, without scrolling", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/effects.html");
  await expect(page.locator("#counter-projects [part=number] .value")).toHaveText("12,500");
  await expect(page.locator("#stat-mobile")).toHaveAttribute("filled", "");
  await expect(page.locator("#recent-posts")).toHaveAttribute("data-state", "enter");
  await expect(page.locator("#feature-3 [part=graphic]")).toHaveAttribute("data-state", "enter");
  await expect(page.locator("#hero")).not.toHaveAttribute("moving", "");
});

test("without JavaScript, the content shows with its final numbers", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/effects.html");
  await expect(page.locator("#counter-projects")).toHaveText("12,500");
  await expect(page.locator("#counter-projects")).toBeVisible();
  await expect(page.getByText("HTML 95%")).toBeVisible();
  await expect(page.getByText("One observer for a thousand elements")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Build pages that move" })).toBeVisible();
  await context.close();
});
