import { expect, test, type Page } from "@playwright/test";

/*
 * The playground (/playground): controls generated from custom-elements.json change the live element, the snippet
 * and the shortcode; JSON is checked as it is typed; and a copied snippet works on a blank page of the demo server's
 * origin with the one script tag. The snippet is read from the page: clipboard permissions are not to be relied on.
 */

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function open(page: Page, tag: string) {
  await page.goto(`/playground#${tag}`);
  await expect(page.locator("#pg-tag")).toHaveValue(tag);
  await expect.poll(() => page.locator(`#pg-stage ${tag}`).evaluate((el) => customElements.get(el.localName) !== undefined)).toBe(true);
}

test("every element of the manifest is offered, with its API tables", async ({ page }) => {
  const errors = watchErrors(page);
  const manifest = (await (await page.request.get("/dist/custom-elements.json")).json()) as {
    modules: Array<{ declarations: Array<{ tagName?: string; customElement?: boolean }> }>;
  };
  const tags = manifest.modules.flatMap((module) => module.declarations.filter((d) => d.customElement && d.tagName).map((d) => d.tagName!));
  await page.goto("/playground");
  const options = await page
    .getByLabel("Element")
    .locator("option")
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  expect(options.sort()).toEqual([...tags].sort());
  for (const caption of ["Attributes", "Events", "Slots", "Parts", "CSS custom properties"]) {
    await expect(page.locator("#pg-api").getByText(caption, { exact: true }).first()).toBeAttached();
  }
  // Each element in turn: it is defined, and the stage shows something.
  for (const tag of tags) {
    await page.locator("#pg-tag").selectOption(tag);
    await expect
      .poll(() =>
        page
          .locator("#pg-stage")
          .evaluate((stage) => [...stage.querySelectorAll("*")].every((el) => !el.localName.startsWith("x-") || customElements.get(el.localName))),
      )
      .toBe(true);
    await expect(page.locator("#pg-snippet")).toContainText(`<${tag}`);
  }
  expect(errors).toEqual([]);
});

test("change an attribute, copy the snippet, and it works on a blank page with the one script tag", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, "x-skill-bar");
  const percent = page.getByLabel(/^percent/);
  await percent.fill("42");
  const live = page.locator("#pg-stage x-skill-bar");
  await expect(live).toHaveAttribute("percent", "42");
  await expect(live.locator('[part="meter"]')).toHaveAttribute("aria-valuenow", "42");
  await expect(page.locator("#pg-snippet")).toContainText('percent="42"');
  await expect(page.locator("#pg-shortcode")).toHaveText(/^\[x-skill-bar [^\]]*percent="42"[^\]]*\].*\[\/x-skill-bar\]$/);
  await page.getByRole("button", { name: "Copy the snippet" }).click();
  await expect(page.locator("#pg-copy-status")).toHaveText(/Copied\.|Selected/);
  const snippet = (await page.locator("#pg-snippet").textContent())!;

  // A blank page of the same origin, the one script tag and the snippet.
  await page.goto("/playground/blank");
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Blank</title><link rel="icon" href="/favicon.svg"><script type="module" src="/dist/x-elements.js"></script></head><body>${snippet}</body></html>`,
  );
  const bar = page.locator("x-skill-bar");
  await expect.poll(() => bar.evaluate((el) => customElements.get(el.localName) !== undefined)).toBe(true);
  await expect(bar.locator('[part="meter"]')).toHaveAttribute("aria-valuenow", "42");
  expect(errors).toEqual([]);
});

test("booleans are switches, enums selects, JSON is checked with a message, and the shortcode follows", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, "x-slider");
  const live = page.locator("#pg-stage x-slider");

  await page.getByRole("switch", { name: /^wrap-around/ }).check();
  await expect(live).toHaveAttribute("wrap-around", "");
  await expect(page.locator("#pg-snippet")).toHaveText(/^<x-slider[^>]* wrap-around[ >]/);
  await expect(page.locator("#pg-shortcode")).toContainText("wrap-around");

  await page
    .getByLabel(/^autoplay Off|^autoplay\b/)
    .first()
    .selectOption("interval");
  await expect(live).toHaveAttribute("autoplay", "interval");

  const breakpoints = page.getByLabel(/^breakpoints/);
  await breakpoints.fill('{"640": {"slidesPerPage": 2');
  await expect(breakpoints).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#pg-attr-breakpoints-error")).toContainText("Not valid JSON");
  await expect(live).not.toHaveAttribute("breakpoints", /.*/);
  await breakpoints.fill('{"640": {"slidesPerPage": 2}}');
  await expect(breakpoints).not.toHaveAttribute("aria-invalid", "true");
  await expect(live).toHaveAttribute("breakpoints", '{"640": {"slidesPerPage": 2}}');
  await expect(page.locator("#pg-shortcode")).toContainText(`breakpoints='{"640": {"slidesPerPage": 2}}'`);
  expect(errors).toEqual([]);
});

test("a value the element refuses shows its warning beside the control and by the snippet, for any element", async ({ page }) => {
  await open(page, "x-countdown");
  const end = page.getByLabel(/^end\b/);
  const warning = page.locator("#pg-attr-end-warning");
  const snippetWarnings = page.locator("#pg-snippet-warnings");
  await end.fill("not a date");
  await expect(warning).toHaveText('attribute "end": "not a date" is not an ISO 8601 date-time');
  await expect(end).toHaveAttribute("aria-invalid", "true");
  await expect(end).toHaveAccessibleDescription(/is not an ISO 8601 date-time/);
  await expect(snippetWarnings).toContainText("The element refuses end");
  await page.getByRole("button", { name: "Copy the snippet" }).click();
  await expect(page.locator("#pg-copy-status")).toContainText("It has what the element refuses: end.");

  await end.fill("2031-01-01T00:00:00Z");
  await expect(warning).toHaveText("");
  await expect(end).not.toHaveAttribute("aria-invalid", "true");
  await expect(snippetWarnings).toHaveText("");

  // Another element, another kind of control: the same mechanism.
  await page.locator("#pg-tag").selectOption("x-skill-bar");
  await expect(snippetWarnings).toHaveText("");
  const percent = page.getByLabel(/^percent/);
  await percent.fill("150");
  await expect(page.locator("#pg-attr-percent-warning")).toHaveText('attribute "percent": 150 is outside 0 to 100; 100 is used');
  await expect(snippetWarnings).toContainText("The element refuses percent");
});

test("the event log shows what the element fires", async ({ page }) => {
  await open(page, "x-flip-card");
  await page.locator("#pg-stage x-flip-card").locator('[part="toggle"]').click();
  await expect(page.locator("#pg-log li").first()).toContainText("x-flip");
});

test("the API lists declared methods and properties, and a method without arguments can be called", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, "x-slider");
  const api = page.locator("#pg-api");
  await expect(api.getByRole("region", { name: "Methods", exact: true })).toContainText("goTo(page: number)");
  await expect(api.getByRole("region", { name: "Properties", exact: true })).toContainText("current");
  // goTo needs a page: no button; next's step is optional.
  await expect(api.getByRole("button", { name: "Call goTo()" })).toHaveCount(0);
  await api.getByRole("button", { name: "Call next()" }).click();
  await expect(page.locator("#pg-log")).toContainText('"source":"api"');
  await expect(page.locator("#pg-log")).toContainText("next() → undefined");
  expect(errors).toEqual([]);
});

test("the snippet writes a JSON attribute in single quotes, as people write it, and it still works on a blank page", async ({ page }) => {
  await open(page, "x-slider");
  const breakpoints = page.getByLabel(/^breakpoints/);
  await breakpoints.fill('{"640": {"slidesPerPage": 2}}');
  const snippet = page.locator("#pg-snippet");
  await expect(snippet).toContainText(`breakpoints='{"640": {"slidesPerPage": 2}}'`);
  await expect(snippet).not.toContainText("&quot;");
  // The browser reads it back to the same value.
  const value = await page.evaluate(
    (html) => {
      const template = document.createElement("template");
      template.innerHTML = html;
      return template.content.querySelector("x-slider")!.getAttribute("breakpoints");
    },
    (await snippet.textContent())!,
  );
  expect(value).toBe('{"640": {"slidesPerPage": 2}}');
});

test("Copy the snippet answers on the button itself, each time, then reads as before", async ({ page }) => {
  await page.clock.install();
  await open(page, "x-skill-bar");
  const copy = page.locator("#pg-copy");
  await expect(copy).toHaveText("Copy the snippet");
  for (let time = 0; time < 2; time++) {
    await copy.click();
    await expect(copy).toHaveText(/^(Copied|Selected: press Ctrl\+C)/);
    await expect(page.locator("#pg-copy-status")).toHaveText(/Copied|Selected/);
    await page.clock.runFor(3000);
    await expect(copy).toHaveText("Copy the snippet");
  }
});
