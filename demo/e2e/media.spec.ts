import { expect, test, type Page } from "@playwright/test";
import { launchOptions } from "../../tools/browser.mjs";
import { expectAxeClean } from "./support/axe";
import { inState } from "./support/states";

// No host name but 127.0.0.1 resolves: a connection that escaped the tests' routes (a preconnect of x-video's)
// cannot leave the machine.
test.use({ launchOptions: launchOptions(["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]) });

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
    await expect(inState(map, "ready")).toBeAttached();
    await expect(map.locator(".leaflet-popup-content", { hasText: "London" })).toBeVisible();
    await expect(map.locator('[part="marker"][aria-label="Berlin"]')).toBeVisible();
    const pane = map.locator(".leaflet-map-pane");
    const before = await pane.getAttribute("style");
    await map.locator('[part="map"]').focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => pane.getAttribute("style")).not.toBe(before);
    // The pan is animated (Leaflet marks its pane meanwhile): the marker is clicked where it comes to rest.
    await expect(pane).not.toHaveClass(/leaflet-pan-anim/);
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
    await expect(inState(clip, "playing")).toBeAttached();
    await page.keyboard.press("k");
    await expect(inState(clip, "playing")).not.toBeAttached();
    await page.keyboard.press("k");
    await expect(inState(clip, "playing")).toBeAttached();
    await page.locator("#pdf-heading").scrollIntoViewIfNeeded();
    await expect(inState(clip, "playing")).not.toBeAttached();
    await expect(page.locator("#event-log")).toContainText('clip: x-pause {"currentTime"');
    await expect(page.locator("#event-log")).toContainText('"reason":"out-of-view"');
  });

  test("the built-in PDF viewer pages through the document, with a text layer to search", async ({ page }) => {
    await page.goto("/media.html");
    const pdf = page.locator("#guide-built-in");
    await pdf.scrollIntoViewIfNeeded();
    await expect(inState(pdf, "ready")).toBeAttached();
    await expect(pdf.locator('[part="status"]').first()).toHaveText("Page 1 of 4");
    await pdf.getByRole("button", { name: "Next page" }).click();
    await expect(pdf.locator('[part="status"]').first()).toHaveText("Page 2 of 4");
    await expect(pdf.locator('[part="page"][data-page="2"] .textLayer')).toContainText("lighthouse");
    await expect(page.locator("#guide-browser iframe")).toHaveAttribute("src", "/media/sample.pdf#page=2&zoom=page-width&pagemode=none");
  });

  test("the built-in PDF viewer's Download saves the PDF under its file name, and the page stays", async ({ page }) => {
    await page.goto("/media.html");
    const pdf = page.locator("#guide-built-in");
    await pdf.scrollIntoViewIfNeeded();
    await expect(inState(pdf, "ready")).toBeAttached();
    const address = page.url();
    const [download] = await Promise.all([page.waitForEvent("download"), pdf.locator('[part~="toolbar"] [part~="download"]').click()]);
    expect(download.suggestedFilename()).toBe("sample.pdf");
    expect(page.url()).toBe(address);
    await expect(pdf.locator('[part="status"]').first()).toHaveText("Page 1 of 4");
  });

  test("at 360 px the built-in PDF viewer's toolbar keeps previous, page and next together, and zoom out, zoom and zoom in", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/media.html");
    const pdf = page.locator("#guide-built-in");
    await pdf.scrollIntoViewIfNeeded();
    await expect(inState(pdf, "ready")).toBeAttached();
    const middle = async (name: string) => {
      const box = (await pdf.getByRole("button", { name, exact: true }).boundingBox())!;
      return Math.round(box.y + box.height / 2);
    };
    const status = async (index: number) => {
      const box = (await pdf.locator('[part="status"]').nth(index).boundingBox())!;
      return Math.round(box.y + box.height / 2);
    };
    expect([await status(0), await middle("Next page")]).toEqual([await middle("Previous page"), await middle("Previous page")]);
    expect([await status(1), await middle("Zoom in")]).toEqual([await middle("Zoom out"), await middle("Zoom out")]);
    const toolbar = (await pdf.locator('[part="toolbar"]').boundingBox())!;
    expect(toolbar.x + toolbar.width).toBeLessThanOrEqual(360);
  });

  for (const width of [320, 1280]) {
    test(`is accessible at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/media.html");
      // The map loads Leaflet once it is in view: on a narrow screen, further down.
      await page.locator("#europe").scrollIntoViewIfNeeded();
      await expect(inState(page.locator("#europe"), "ready")).toBeAttached();
      await expectAxeClean(page);
    });
  }
});

test.describe("YouTube and Vimeo videos", () => {
  /** Every request beyond 127.0.0.1, in order; the platforms' players answered by the reference server's stand-ins. */
  async function routeOutside(page: Page, baseURL: string): Promise<string[]> {
    const outside: string[] = [];
    await page.route(
      (url) => /^https?:$/.test(url.protocol) && url.hostname !== "127.0.0.1",
      async (route) => {
        const url = new URL(route.request().url());
        outside.push(url.href);
        const standIn =
          url.hostname === "www.youtube-nocookie.com" ? "/stand-in/youtube" : url.hostname === "player.vimeo.com" ? "/stand-in/vimeo" : null;
        if (!standIn) return route.abort();
        return route.fulfill({ response: await route.fetch({ url: `${baseURL}${standIn}${url.pathname}${url.search}` }) });
      },
    );
    return outside;
  }

  test("ask nothing of the platform before play, warm on hover, and play its player with the options on a press", async ({ page, baseURL }) => {
    const outside = await routeOutside(page, baseURL!);
    await page.goto("/media.html");
    const youtube = page.locator("#youtube");
    await youtube.scrollIntoViewIfNeeded();
    await page.locator("#vimeo").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);

    const play = youtube.getByRole("button", { name: "Play Big Buck Bunny (YouTube)" });
    await play.hover();
    await expect(page.locator('head link[rel="preconnect"][href="https://www.youtube-nocookie.com"]')).toHaveCount(1);
    expect(outside).toEqual([]);

    await play.click();
    await expect(inState(youtube, "playing")).toBeAttached();
    expect(outside).toHaveLength(1);
    const player = new URL(outside[0]!);
    expect(player.origin + player.pathname).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    expect(Object.fromEntries(player.searchParams)).toMatchObject({
      autoplay: "1",
      enablejsapi: "1",
      start: "30",
      cc_load_policy: "1",
      cc_lang_pref: "en",
    });
    await expect(page.locator("#event-log")).toContainText("youtube: x-play");

    // pause-out-of-view reaches the platform's player (its pauseVideo command).
    await page.locator("#pdf-heading").scrollIntoViewIfNeeded();
    await expect(inState(youtube, "playing")).not.toBeAttached();
    await expect(page.locator("#event-log")).toContainText('youtube: x-pause {"currentTime"');
  });

  test("a script plays and pauses a Vimeo video through the element", async ({ page, baseURL }) => {
    const outside = await routeOutside(page, baseURL!);
    await page.goto("/media.html");
    const vimeo = page.locator("#vimeo");
    await vimeo.scrollIntoViewIfNeeded();
    // The element's methods are there once it has rendered.
    await expect.poll(() => vimeo.evaluate((el: HTMLElementTagNameMap["x-video"]) => el.paused)).toBe(true);
    await vimeo.evaluate((el: HTMLElementTagNameMap["x-video"]) => el.play());
    await expect(inState(vimeo, "playing")).toBeAttached();
    expect(outside.map((href) => new URL(href).origin)).toEqual(["https://player.vimeo.com"]);
    expect(Object.fromEntries(new URL(outside[0]!).searchParams)).toMatchObject({ autoplay: "1", dnt: "1", muted: "1", loop: "1" });
    await vimeo.evaluate((el: HTMLElementTagNameMap["x-video"]) => el.pause());
    await expect(inState(vimeo, "playing")).not.toBeAttached();
    await expect(page.locator("#event-log")).toContainText('vimeo: x-pause {"currentTime"');
  });
});
