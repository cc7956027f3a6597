import { expect, test } from "@playwright/test";
import { expectAxeClean } from "./support/axe";
import { inState } from "./support/states";

// The search demo against the reference backend's stand-in answer widget (/search/sge.js, answering from the demo's
// element pages, passage by passage, through an SQLite FTS5 index).

test("ask a question: the stand-in answers in the panel, q is in the address, no history entry, the spinner came and went", async ({ page }) => {
  await page.goto("/search.html?s=rate+a+post");
  const search = page.locator("#site-search");
  const input = search.getByRole("searchbox", { name: "Search this site" });
  await expect(input).toHaveValue("rate a post");
  await expect(inState(search, "has-content")).toBeAttached();
  const length = await page.evaluate(() => history.length);

  await input.fill("How do I rate a post?");
  await input.press("Enter");
  const clear = search.locator('[part="clear"]');
  await expect(clear).toHaveAttribute("title", "Loading");
  await expect(clear).toHaveAttribute("aria-busy", "true");
  await expect(inState(search, "loading")).toBeAttached();

  const panel = search.locator(".x-ai-search-answer");
  await expect(panel.locator(".sge-answer")).toContainText("rating");
  await expect(panel.locator(".sge-source").getByRole("link", { name: /x-rating/ })).toHaveAttribute("href", /^\/rating\.html#/);
  await expect(search.getByRole("region", { name: "Answer" })).toBeVisible();
  // The button is back 2000 ms after the script loaded.
  await expect(clear).toHaveAttribute("title", "Clear");
  await expect(clear).not.toHaveAttribute("aria-busy", "true");
  await expect(inState(search, "shown")).toBeAttached();

  expect(new URL(page.url()).searchParams.get("q")).toBe("How do I rate a post?");
  expect(new URL(page.url()).pathname, "the form was not submitted").toBe("/search.html");
  expect(await page.evaluate(() => history.length)).toBe(length);
  const script = search.locator("form script[div_id]");
  await expect(script).toHaveCount(1);
  expect(await script.getAttribute("div_id")).toBe(await panel.getAttribute("id"));
  expect(await script.getAttribute("p_id")).toBe("demo-project");

  // Clear empties the input and closes the answer.
  await clear.click();
  await expect(input).toHaveValue("");
  await expect(panel.locator(".sge-answer")).toHaveCount(0);
  await expect(panel).toBeHidden();
  await expect(script).toHaveCount(0);
});

test("a widget script that fails to load: logged, the spinner stops at once, the site's own results offered, the page stays usable", async ({
  page,
}) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto("/search.html");
  const search = page.locator("#failing-search");
  const input = search.getByRole("searchbox", { name: "Ask anything" });
  await input.fill("opening hours");
  await input.press("Enter");
  await expect.poll(() => messages).toContain("[x-ai-search] Failed to load CustomGPT script");
  await expect(inState(search, "idle")).toBeAttached();
  await expect(search.locator('[part="clear"]')).toHaveAttribute("title", "Clear");
  await expect(input).toHaveValue("opening hours");
  // Not nothing: the panel says so and links to the site's own results for the query.
  await expect(search.getByRole("region", { name: "Answer" })).toBeVisible();
  await expect(search.getByRole("alert")).toHaveText("The answer could not be loaded. See all results for “opening hours”");
  await search.getByRole("link", { name: "See all results for “opening hours”" }).click();
  await expect(page).toHaveURL(/\/\?s=opening\+hours$/);
  await page.goBack();
  await expect(inState(search, "idle")).toBeAttached();
  // Usable: the other search still answers.
  const other = page.locator("#site-search").getByRole("searchbox");
  await other.fill("contact form");
  await other.press("Enter");
  await expect(page.locator("#site-search .sge-answer")).toBeVisible();
});

test("the overlay opens from the navbar, focuses its input, answers, closes with Escape from its field and clears", async ({ page }) => {
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
  await expect(input).toBeFocused();
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
    await expect(inState(page.locator("#site-search"), "idle")).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await expectAxeClean(page);
  });
}

test("an overlay written without slot=search: the x-ai-search inside is its search, the button is named by the rest, one search form", async ({
  page,
}) => {
  await page.goto("/search.html");
  await page.evaluate(() => {
    const markup = `<x-search-overlay id="newcomer"><span>Search</span><x-ai-search project-id="demo-project" project-key="demo-key" script-src="/search/sge.js" placeholder="Search this site"></x-ai-search></x-search-overlay>`;
    document.querySelector(".navbar")!.insertAdjacentHTML("beforeend", markup);
  });
  const overlay = page.locator("#newcomer");
  const button = overlay.getByRole("button", { name: "Search", exact: true });
  await expect(button).toBeVisible();
  await expect(overlay.locator('x-ai-search [part="form"]')).toHaveCount(1);
  await expect(overlay.locator("x-ai-search")).toHaveCount(1);
  await button.click();
  const dialog = overlay.getByRole("dialog", { name: "Search this site" });
  await expect(dialog).toBeVisible();
  const input = overlay.getByRole("searchbox", { name: "Search" });
  await expect(input).toBeFocused();
  const inside = await overlay.locator('[part="panel"]').first().boundingBox();
  const field = await input.boundingBox();
  expect(field!.y).toBeGreaterThanOrEqual(inside!.y);
  expect(field!.y + field!.height).toBeLessThanOrEqual(inside!.y + inside!.height);
});

test("the home page's search: the answer sits below the field and its button; Clear, Escape and a click outside close it; an empty search shows none", async ({
  page,
}) => {
  await page.goto("/");
  const search = page.locator("x-ai-search.inline-search");
  const input = search.getByRole("searchbox", { name: "Ask a question" });
  const panel = search.getByRole("region", { name: "Answer" });
  await expect(inState(search, "idle"), "upgraded: Enter no longer leaves the page").toBeAttached();
  // The theme's field takes the element's placeholder.
  await expect(input).toHaveAttribute("placeholder", "Ask about our work and prices…");
  const ask = async () => {
    await input.fill("How long does a project take?");
    await input.press("Enter");
    await expect(search.locator(".sge-answer")).toBeVisible();
  };
  await ask();
  const [box, field, button] = await Promise.all([
    panel.boundingBox(),
    input.boundingBox(),
    search.getByRole("button", { name: "Search" }).boundingBox(),
  ]);
  expect(box!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
  expect(box!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
  await expect(input).toBeInViewport();

  // Once the answer has settled (the busy button ignores presses while it loads), Clear empties and closes.
  const clear = search.locator('[part="clear"]');
  await expect(inState(search, "shown")).toBeAttached();
  await clear.click();
  await expect(panel).toBeHidden();
  await expect(input).toHaveValue("");

  await ask();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(input, "Escape closes the answer only: the search field does not empty itself too").toHaveValue("How long does a project take?");

  await ask();
  await page.locator("#faq-title").click();
  await expect(panel).toBeHidden();
  await expect(input).toHaveValue("How long does a project take?");

  await input.fill("");
  await input.press("Enter");
  await expect(inState(search, "idle")).toBeAttached();
  await expect(search.locator("script[div_id]")).toHaveCount(0);
  await expect(panel).toBeHidden();
});

test("the header's search overlay at 360 px: the input is wide enough for its placeholder", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await page.locator("x-search-overlay.site-search").getByRole("button", { name: "Search" }).click();
  const input = page.locator('x-search-overlay.site-search x-ai-search [part="input"]');
  await expect(input).toBeFocused();
  const placeholder = await input.getAttribute("placeholder");
  expect(placeholder).toBeTruthy();
  // The placeholder's text, measured in the input's font, fits its content box; typed, it does not scroll.
  const [text, room] = await input.evaluate((field: HTMLInputElement) => {
    const style = getComputedStyle(field);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    return [context.measureText(field.placeholder).width, field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)];
  });
  expect(text, `the placeholder (${text} px) within the input (${room} px)`).toBeLessThanOrEqual(room!);
  await input.fill(placeholder!);
  const [scroll, client] = await input.evaluate((field: HTMLInputElement) => [field.scrollWidth, field.clientWidth]);
  expect(scroll, `scrollWidth ${scroll} within clientWidth ${client}`).toBeLessThanOrEqual(client!);
});

test("the theme's search field shows one clear button, the element's, and only while there is text", async ({ page }) => {
  await page.goto("/search.html");
  const search = page.locator("#site-search");
  await expect(inState(search, "idle")).toBeAttached();
  const input = search.getByRole("searchbox", { name: "Search this site" });
  const clear = search.getByRole("button", { name: "Clear" });
  await expect(clear).toBeHidden();
  await input.fill("rating");
  await expect(clear).toBeVisible();
  // The field as drawn while focused (when Chromium draws its own clear button), and drawn again with that button
  // surely off: the same pixels.
  await expect(input).toBeFocused();
  const drawn = await input.screenshot();
  await page.addStyleTag({ content: "#site-search-input::-webkit-search-cancel-button { appearance: none; }" });
  expect(drawn.equals(await input.screenshot()), "no browser clear button beside the element's").toBe(true);
});

test("the overlay at 360 px: its close button and the search's clear button are named and drawn apart", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/search.html");
  const overlay = page.locator("#overlay");
  await overlay.getByRole("button", { name: "Search", exact: true }).click();
  const input = overlay.getByRole("searchbox", { name: "Search" });
  await expect(input).toBeFocused();
  const close = overlay.getByRole("button", { name: "Close search" });
  const clear = overlay.getByRole("button", { name: "Clear" });
  await expect(close).toBeVisible();
  await expect(clear, "nothing to clear yet").toBeHidden();
  await input.fill("countdown");
  await expect(clear).toBeVisible();
  // The close button says so in words; the clear button is a cross inside the field's row.
  await expect(close).toHaveText(/^Close search\s*×$/);
  expect(await clear.innerText()).toBe("");
  await expectAxeClean(page);
});
