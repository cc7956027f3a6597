import { expect, test } from "@playwright/test";

/*
 * The gallery is the demo's index of elements: every element of the manifest, with its summary, the page where it
 * runs live and its playground (its attributes, snippet and event log), with JavaScript and without; then
 * x-countdown live, an attribute playground and an event log.
 */

interface Declaration {
  tagName?: string;
  customElement?: boolean;
  demos?: Array<{ url: string }>;
}

test("lists every element of the manifest, each with the page where it runs live and its playground, also without JavaScript", async ({
  browser,
  request,
}) => {
  const manifest = (await (await request.get("/dist/custom-elements.json")).json()) as { modules: Array<{ declarations: Declaration[] }> };
  const elements = manifest.modules.flatMap((module) => module.declarations).filter((declaration) => declaration.customElement);
  expect(elements.length).toBe(28);
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/gallery.html");
    const index = page.getByRole("region", { name: "Every element" });
    for (const { tagName, demos } of elements) {
      const item = index.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `<${tagName}>`, exact: true }) });
      await expect(item, `${tagName} is listed`).toHaveCount(1);
      await expect(item.getByRole("link", { name: "Live" })).toHaveAttribute("href", demos![0]!.url);
      await expect(item.getByRole("link", { name: "Playground" })).toHaveAttribute("href", `/playground#${tagName}`);
    }
    await context.close();
  }
});

test("the playground's fields show each default as it is written, never [object Object]", async ({ page }) => {
  await page.goto("/gallery.html");
  for (const tag of ["x-countdown", "x-slider", "x-rating"]) {
    await page.getByLabel("Element", { exact: true }).selectOption(tag);
    const placeholders = await page
      .locator("#playground-fields input")
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).placeholder));
    expect(placeholders.filter((text) => text.includes("[object Object]"))).toEqual([]);
  }
  // A JSON attribute's default is written as JSON (x-slider's labels: an object of texts, shown by its English texts).
  await page.getByLabel("Element", { exact: true }).selectOption("x-slider");
  await expect(page.getByLabel("labels", { exact: true })).toHaveAttribute("placeholder", /^\{"carousel":"Carousel"/);
});
