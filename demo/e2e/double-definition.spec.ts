import { expect, test } from "@playwright/test";

/*
 * Two copies of the scripts on one page, as happens when a theme and a plugin both add them: the autoloader from two
 * URLs (two module instances), then the all-elements bundle twice. Nothing is defined twice (customElements.define
 * would throw), nothing alarming reaches the console, and the elements work.
 */

test("the autoloader from two URLs and the all-elements bundle twice define nothing twice and log nothing alarming", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  await page.goto("/rating.html");
  await expect(page.locator("#rating-1 [part='star']")).toHaveCount(5);
  const defined = await page.evaluate(async () => {
    const before = new Map(["x-rating", "x-rating-results"].map((tag) => [tag, customElements.get(tag)] as const));
    // URLs of the page's server, not modules of this project: through a variable, which the compiler does not resolve.
    for (const url of ["/dist/x-elements.js?copy=2", "/dist/x-elements-all.js", "/dist/x-elements-all.js?copy=2"]) {
      await import(/* @vite-ignore */ url);
    }
    // A tag inserted after the second copies arrived is upgraded once, by the first definition.
    const late = document.createElement("x-rating-results");
    late.setAttribute("post-id", "3");
    document.body.append(late);
    await customElements.whenDefined("x-rating-results");
    return [...before].map(([tag, constructor]) => customElements.get(tag) === constructor);
  });
  expect(defined, "the first definitions stand").toEqual([true, true]);
  await expect(page.locator("body > x-rating-results [part='summary']")).toBeVisible();
  await page
    .locator("#rating-2")
    .getByRole("radio", { name: /^3 \/ 5/ })
    .hover();
  expect(problems).toEqual([]);
});
