import { expect, test } from "@playwright/test";
import { declarationFiles, tagOf } from "../../tools/build/declarations.mjs";

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

test("lists every declared element, each with the page where it runs live and its playground, also without JavaScript", async ({
  browser,
  request,
}) => {
  const manifest = (await (await request.get("/dist/custom-elements.json")).json()) as { modules: Array<{ declarations: Declaration[] }> };
  const elements = manifest.modules.flatMap((module) => module.declarations).filter((declaration) => declaration.customElement);
  // Every declared element, however many there are: a new one is listed by being declared.
  expect(elements.map((element) => element.tagName).sort()).toEqual(declarationFiles().map(tagOf).sort());
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/gallery.html");
    const index = page.getByRole("region", { name: "Every element" });
    for (const { tagName, demos } of elements) {
      const item = index.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `<${tagName}>`, exact: true }) });
      await expect(item, `${tagName} is listed`).toHaveCount(1);
      // The page where it runs live, when its declaration names one (a new element has none until a demo page shows it).
      const live = item.getByRole("link", { name: "Live" });
      if (demos?.[0]) await expect(live).toHaveAttribute("href", demos[0].url);
      else await expect(live).toHaveCount(0);
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
