import { expect, test } from "@playwright/test";
import { expectAxeClean } from "./support/axe";

// The search demo against the reference backend's stand-in answer widget (/search/sge.js, answering from the demo's
// own pages through an SQLite FTS5 index).

test("ask a question: the stand-in answers in the panel, q is in the address, no history entry, the spinner came and went", async ({ page }) => {
  await page.goto("/search.html?s=rate+a+post");
  const search = page.locator("#site-search");
  const input = search.getByRole("searchbox", { name: "Search this site" });
  await expect(input).toHaveValue("rate a post");
  await expect(search).toHaveAttribute("has-content", "");
  const length = await page.evaluate(() => history.length);

  await input.fill("How do I rate a post?");
  await input.press("Enter");
  const clear = search.locator('[part="clear"]');
  await expect(clear).toHaveAttribute("title", "Loading");
  await expect(clear).toHaveAttribute("aria-busy", "true");
  await expect(search).toHaveAttribute("state", "loading");

  const panel = search.locator(".x-ai-search-answer");
  await expect(panel.locator(".sge-answer")).toContainText("x-rating");
  await expect(panel.getByRole("link", { name: /x-rating/ })).toHaveAttribute("href", "/rating.html");
  await expect(search.getByRole("region", { name: "Answer" })).toBeVisible();
  // The button is back 2000 ms after the script loaded.
  await expect(clear).toHaveAttribute("title", "Clear");
  await expect(clear).not.toHaveAttribute("aria-busy", "true");
  await expect(search).toHaveAttribute("state", "shown");

  expect(new URL(page.url()).searchParams.get("q")).toBe("How do I rate a post?");
  expect(new URL(page.url()).pathname, "the form was not submitted").toBe("/search.html");
  expect(await page.evaluate(() => history.length)).toBe(length);
  const script = search.locator("form script[div_id]");
  await expect(script).toHaveCount(1);
  expect(await script.getAttribute("div_id")).toBe(await panel.getAttribute("id"));
  expect(await script.getAttribute("p_id")).toBe("demo-project");

  // Clear twice: the text, then the answer.
  await clear.click();
  await expect(input).toHaveValue("");
  await expect(panel.locator(".sge-answer")).toHaveCount(1);
  await clear.click();
  await expect(panel.locator(".sge-answer")).toHaveCount(0);
  await expect(script).toHaveCount(0);
});

test("a widget script that fails to load: logged, the spinner stops at once, the page stays usable", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto("/search.html");
  const search = page.locator("#failing-search");
  const input = search.getByRole("searchbox", { name: "Ask anything" });
  await input.fill("opening hours");
  await input.press("Enter");
  await expect.poll(() => messages).toContain("[x-ai-search] Failed to load CustomGPT script");
  await expect(search).toHaveAttribute("state", "idle");
  await expect(search.locator('[part="clear"]')).toHaveAttribute("title", "Clear");
  await expect(search.locator('[part="panel"]')).toBeHidden();
  await expect(input).toHaveValue("opening hours");
  // Usable: the other search still answers.
  const other = page.locator("#site-search").getByRole("searchbox");
  await other.fill("contact form");
  await other.press("Enter");
  await expect(page.locator("#site-search .sge-answer")).toBeVisible();
});

test("the overlay opens from the navbar, focuses its input, answers, closes with Escape and clears", async ({ page }) => {
  await page.goto("/search.html");
  const overlay = page.locator("#overlay");
  const button = overlay.getByRole("button", { name: "Search", exact: true });
  await button.click();
  const dialog = overlay.getByRole("dialog", { name: "Search this site" });
  await expect(dialog).toBeVisible();
  // The search is slotted into the dialog: in the flat tree, not under it in the DOM.
  const input = overlay.getByRole("searchbox", { name: "Search" });
  await expect(input).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await input.fill("countdown");
  await input.press("Enter");
  await expect(overlay.locator(".sge-answer")).toBeVisible();
  await expectAxeClean(page);
  await page.locator("#overlay x-ai-search").locator('[part="submit"]').focus();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // Hidden now, so found by its part rather than its role; emptied 350 ms after closing.
  await expect(overlay.locator('x-ai-search [part="input"]')).toHaveValue("");
  await expect(overlay.locator(".sge-answer")).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
});

for (const width of [320, 1280]) {
  test(`the page at ${width} px: no horizontal scroll, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/search.html");
    await expect(page.locator("#site-search")).toHaveAttribute("state", "idle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await expectAxeClean(page);
  });
}
