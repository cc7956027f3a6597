import { expect, test } from "@playwright/test";
import { expectAxeClean } from "./support/axe";

const LIBRARIES = /leaflet|player-|pdf-pages|pdf\.worker|countries-110m/;

test.describe("media page", () => {
  test("the gallery downloads none of leaflet, video.js or pdf.js", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/gallery.html");
    await page.waitForLoadState("networkidle");
    expect(requested.filter((path) => LIBRARIES.test(path))).toEqual([]);
  });

  test("the map pans, and a marker opens its info window", async ({ page }) => {
    await page.goto("/media.html");
    const map = page.locator("#europe");
    await expect(map).toHaveAttribute("ready", "");
    await expect(map.locator(".leaflet-popup-content", { hasText: "London" })).toBeVisible();
    await expect(map.locator('[part="marker"][aria-label="Berlin"]')).toBeVisible();
    const pane = map.locator(".leaflet-map-pane");
    const before = await pane.getAttribute("style");
    await map.locator('[part="map"]').focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => pane.getAttribute("style")).not.toBe(before);
    await map.locator('[part="marker"][aria-label="Paris Capital of France"]').click();
    await expect(map.locator(".leaflet-popup-content", { hasText: "Capital of France" })).toBeVisible();
  });

  test("a video plays and pauses, and pauses by itself out of view", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/media.html");
    const clip = page.locator("#clip");
    await clip.scrollIntoViewIfNeeded();
    expect(requested.filter((path) => /player-/.test(path))).toEqual([]);
    await clip.getByRole("button", { name: "Play the demo clip" }).click();
    await expect(clip).toHaveAttribute("playing", "");
    await page.keyboard.press("k");
    await expect(clip).not.toHaveAttribute("playing", "");
    await page.keyboard.press("k");
    await expect(clip).toHaveAttribute("playing", "");
    await page.locator("#pdf-heading").scrollIntoViewIfNeeded();
    await expect(clip).not.toHaveAttribute("playing", "");
    await expect(page.locator("#event-log")).toContainText('clip: x-pause {"currentTime"');
    await expect(page.locator("#event-log")).toContainText('"reason":"out-of-view"');
  });

  test("the built-in PDF viewer pages through the document, with a text layer to search", async ({ page }) => {
    await page.goto("/media.html");
    const pdf = page.locator("#guide-built-in");
    await pdf.scrollIntoViewIfNeeded();
    await expect(pdf).toHaveAttribute("ready", "");
    await expect(pdf.locator('[part="status"]').first()).toHaveText("Page 1 of 4");
    await pdf.getByRole("button", { name: "Next page" }).click();
    await expect(pdf.locator('[part="status"]').first()).toHaveText("Page 2 of 4");
    await expect(pdf.locator('[part="page"][data-page="2"] .textLayer')).toContainText("lighthouse");
    await expect(page.locator("#guide-browser iframe")).toHaveAttribute("src", "/media/sample.pdf#page=2&zoom=page-width&pagemode=none");
  });

  for (const width of [320, 1280]) {
    test(`is accessible at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/media.html");
      // The map loads Leaflet once it is in view: on a narrow screen, further down.
      await page.locator("#europe").scrollIntoViewIfNeeded();
      await expect(page.locator("#europe")).toHaveAttribute("ready", "");
      await expectAxeClean(page);
    });
  }
});
