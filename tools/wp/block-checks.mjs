// The blocks in WordPress's real block editor, as an author (no unfiltered_html): six blocks inserted through the
// inserter's search by the word an owner types, their settings changed in the sidebar (a toggle, a select, a number,
// a date, a JSON value with a mistake), the canvas's element updated, images and a poster uploaded, the post
// published and read by a visitor (block-post-checks.mjs), reopened without a block validation error; a list
// setting and a preview that sends nothing (block-canvas-checks.mjs); a shortcode converted to a block and back
// (block-shortcode-checks.mjs). The owner's other paths (tabs, fallbacks without the plugin, names) are in
// block-owner-checks.mjs.
import { canvasPreviewChecks, mapListChecks } from "./block-canvas-checks.mjs";
import { attributesOf, canvasElement, control, EDITOR_TIMEOUT, image, insertThroughSearch, logIn, openEditor, selectBlock } from "./block-editor.mjs";
import { publish, reopenChecks, visitorChecks } from "./block-post-checks.mjs";
import { shortcodeChecks } from "./block-shortcode-checks.mjs";
import { keepLocal } from "./stand-ins.mjs";

export async function blockEditorChecks({ browser, site, record }) {
  const origin = new URL(site.elements).origin;
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, reducedMotion: "no-preference" });
  // Nothing leaves 127.0.0.1: OpenStreetMap's tiles (x-map's default) come from a stand-in, anything else is refused.
  const { tileRequests, outside } = await keepLocal(context);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  try {
    await logIn(page, origin);
    await openEditor(page, `${origin}/wp-admin/post-new.php`);
    await page.evaluate(() => window.wp.data.dispatch("core/editor").editPost({ title: "Blocks of x-elements" }));
    await countdownChecks(page, record);
    await tabsAndAccordionChecks(page, record);
    await sliderChecks(page, record);
    await counterAndVideoChecks(page, record);
    const post = await publish(page, record);
    await visitorChecks(browser, origin, post, record);
    await reopenChecks(page, origin, post, record);
    await mapListChecks(page, origin, record, tileRequests);
    await canvasPreviewChecks(page, origin, record);
    await shortcodeChecks(page, origin, site, record);
    record("no script errors in the editor", errors.length === 0, errors.join("\n"));
    // WordPress's own requests to other hosts (avatars, the welcome guide's pictures) are refused too, and not the elements'.
    const elementsOutside = outside.filter((url) => !/^https?:\/\/([0-9a-z]+\.)?(gravatar\.com|s\.w\.org)\//.test(url));
    record(
      "the elements in the editor asked nothing of another host (tiles came from a stand-in)",
      elementsOutside.length === 0,
      elementsOutside.join("\n"),
    );
  } catch (error) {
    record("the block editor checks ran", false, error.stack ?? String(error));
    if (process.env.X_WP_SCREENSHOT) await page.screenshot({ path: `${process.env.X_WP_SCREENSHOT}.failed.png` }).catch(() => {});
  } finally {
    await context.close();
  }
}

/** Countdown: a date, a toggle; the canvas's element follows them. */
async function countdownChecks(page, record) {
  // Countdown: a date, a toggle.
  const countdown = await insertThroughSearch(page, "countdown", "Countdown timer");
  record(
    "the inserter's search finds the countdown and inserts its block, its fallback written from its date",
    countdown?.name === "x-elements/countdown" && /datetime="2030-12-31T23:59:59\+01:00"/.test(countdown.attributes.fallback ?? ""),
    JSON.stringify(countdown),
  );
  const panel = await selectBlock(page, countdown.clientId);
  await control(panel, "End").fill("2031-05-04T03:02:01+00:00");
  await control(panel, "Leading zeros").click();
  const countdownInCanvas = await canvasElement(page, countdown.clientId);
  record(
    "the countdown in the canvas is the block itself, with the editor's classes (selection, layout)",
    /\bblock-editor-block-list__block\b/.test(countdownInCanvas?.attributes.class ?? "") && !("classname" in (countdownInCanvas?.attributes ?? {})),
    JSON.stringify(countdownInCanvas),
  );
  record(
    "the canvas shows the real countdown, updated as the date and a toggle change",
    countdownInCanvas?.tag === "x-countdown" &&
      countdownInCanvas.defined &&
      countdownInCanvas.rendered &&
      countdownInCanvas.attributes.end === "2031-05-04T03:02:01+00:00" &&
      countdownInCanvas.attributes["leading-zeros"] === "false",
    JSON.stringify(countdownInCanvas),
  );
  // The date picker writes the site's time with its offset.
  await panel.locator(".components-datetime__time-field-day input, input[aria-label='Day']").first().fill("7");
  await panel.locator(".components-datetime__time-field-day input, input[aria-label='Day']").first().blur();
  const picked = (await attributesOf(page, countdown.clientId)).end;
  record("the date-time picker sets the date, with an offset", /^2031-05-07T03:02:\d\d[+-]\d\d:\d\d$/.test(picked ?? ""), picked);
  await control(panel, "End").fill("2031-05-04T03:02:01+00:00");
}

/** Tabs: the Tabs block, found by "tabs", two tabs to start with; an accordion's toggle. */
async function tabsAndAccordionChecks(page, record) {
  const tabs = await insertThroughSearch(page, "tabs", "Tabs (titles and panels)", "x-elements/tabs");
  record(
    "the inserter's search finds tabs (the Tabs block, two tabs to start with)",
    tabs?.innerBlocks.length === 2 && tabs.innerBlocks.every((block) => block.name === "x-elements/tab"),
    JSON.stringify(tabs?.innerBlocks.map((block) => [block.name, block.attributes])),
  );

  // Accordion: a toggle.
  const accordion = await insertThroughSearch(page, "accordion", "FAQ accordion");
  const panel = await selectBlock(page, accordion.clientId);
  await control(panel, "Multiple").click();
}

/** Slider: uploaded images as slides, a number, a select, a JSON value with a mistake. */
async function sliderChecks(page, record) {
  // With X_WP_SCREENSHOT=file.png, the editor is pictured as the inserter offers the slider (the README's picture).
  const slider = await insertThroughSearch(page, "slider", "Slider carousel", "x-elements/slider", process.env.X_WP_SCREENSHOT);
  await page.evaluate((id) => {
    const { createBlock } = window.wp.blocks;
    const { dispatch, select } = window.wp.data;
    // Two image blocks as slides; their files are uploaded through their placeholders below.
    dispatch("core/block-editor").insertBlocks(
      [createBlock("core/image"), createBlock("core/image")],
      select("core/block-editor").getBlockCount(id),
      id,
    );
  }, slider.clientId);
  const placeholders = page.locator(`[data-block="${slider.clientId}"] .wp-block-image input[type=file]`);
  await placeholders.nth(0).setInputFiles(image("slide-one.png", [200, 40, 40]));
  await placeholders
    .nth(0)
    .waitFor({ state: "detached", timeout: EDITOR_TIMEOUT })
    .catch(() => {});
  await page
    .locator(`[data-block="${slider.clientId}"] .wp-block-image input[type=file]`)
    .first()
    .setInputFiles(image("slide-two.png", [40, 40, 200]));
  await page.waitForFunction(
    (id) =>
      window.wp.data
        .select("core/block-editor")
        .getBlocks(id)
        .filter((b) => b.name === "core/image" && /\/uploads\//.test(b.attributes.url ?? "")).length === 2,
    slider.clientId,
    { timeout: EDITOR_TIMEOUT },
  );
  record("images uploaded in the slider are its slides", true);
  const panel = await selectBlock(page, slider.clientId);
  // Selected, the slider holds its slides and nothing else (an appender would be one more slide and dot).
  const extraChildren = await page.evaluate(
    (id) =>
      document.querySelectorAll(`[data-block="${id}"] > .block-list-appender, [data-block="${id}"] > .block-editor-button-block-appender`).length,
    slider.clientId,
  );
  record("a selected slider in the canvas holds only its slides (no appender among them)", extraChildren === 0, `${extraChildren} appenders`);
  const untouched = {
    placeholder: await control(panel, "Slides per page").getAttribute("placeholder"),
    value: await control(panel, "Slides per page").inputValue(),
    saved: (await attributesOf(page, slider.clientId)).slidesPerPage !== undefined,
  };
  record(
    "a setting shows its default as a placeholder and saves nothing until changed",
    untouched.placeholder === "1" && untouched.value === "" && !untouched.saved,
    JSON.stringify(untouched),
  );
  await control(panel, "Slides per page").fill("2");
  await control(panel, "Swipe").selectOption("xy");
  // Breakpoints are a list of widths; their JSON is a click away.
  await panel.locator('[data-x-list="Breakpoints"]').getByRole("button", { name: "Edit as JSON" }).click();
  await control(panel, "Breakpoints").fill('{"0": {"slidesPerPage": 1},');
  const syntax = await panel.locator(".x-elements-warning").allTextContents();
  record(
    "a JSON value with a mistake shows the warning the element logs",
    syntax.some((text) => text.includes('attribute "breakpoints"') && text.includes("is not valid JSON")),
    syntax,
  );
  await control(panel, "Breakpoints").fill('{"0": {"slidesPerPage": "two"}}');
  await panel
    .locator(".x-elements-warning", { hasText: '[x-slider] attribute "breakpoints"' })
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  const shape = await panel.locator(".x-elements-warning").allTextContents();
  record(
    "a JSON value of the wrong shape shows the element's own warning",
    shape.some((text) => text.startsWith('[x-slider] attribute "breakpoints"')),
    shape,
  );
  await control(panel, "Breakpoints").fill('{"0":{"slidesPerPage":1},"640":{"slidesPerPage":2}}');
  const sliderInCanvas = await canvasElement(page, slider.clientId);
  record(
    "the canvas shows the real slider with a number and a select changed",
    sliderInCanvas?.defined && sliderInCanvas.attributes["slides-per-page"] === "2" && sliderInCanvas.attributes.swipe === "xy",
    JSON.stringify(sliderInCanvas),
  );
}

/** Counter: a number. Video: its address in its placeholder, a poster uploaded through its setting. */
async function counterAndVideoChecks(page, record) {
  // Counter: a number.
  const counter = await insertThroughSearch(page, "counter", "Number counter");
  let panel = await selectBlock(page, counter.clientId);
  await control(panel, /^Speed/).fill("300");

  // Video: inserted empty (no sample file, no demo poster), its address given in its placeholder, a poster uploaded
  // through its setting; a new address clears the old video's poster.
  const video = await insertThroughSearch(page, "video", "Click-to-play video");
  const inserted = await attributesOf(page, video.clientId);
  record(
    "a video from the inserter has no sample file and no demo poster",
    !inserted.src && !inserted.poster && video.innerBlocks.length === 0,
    JSON.stringify({ inserted, inner: video.innerBlocks }),
  );
  await page
    .locator(`[data-block="${video.clientId}"] .components-placeholder`)
    .getByLabel("Source (file or address)")
    .fill("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
  panel = await selectBlock(page, video.clientId);
  await panel.locator('[data-x-attribute="Poster"] input[type="file"]').setInputFiles(image("poster.png", [20, 120, 60]));
  await page.waitForFunction(
    (id) => /\/uploads\/.*poster.*\.png$/.test(window.wp.data.select("core/block-editor").getBlockAttributes(id).poster ?? ""),
    video.clientId,
    { timeout: EDITOR_TIMEOUT },
  );
  await control(panel, "Source (file or address)").fill("https://www.youtube.com/watch?v=YE7VzlLtp-4");
  const changed = await attributesOf(page, video.clientId);
  record(
    "a new video address clears the old video's poster and rewrites the fallback link",
    changed.poster === undefined && changed.fallback?.includes('href="https://www.youtube.com/watch?v=YE7VzlLtp-4"'),
    JSON.stringify(changed),
  );
  await panel.locator('[data-x-attribute="Poster"] input[type="file"]').setInputFiles(image("poster.png", [20, 120, 60]));
  await page.waitForFunction(
    (id) => /\/uploads\/.*poster.*\.png$/.test(window.wp.data.select("core/block-editor").getBlockAttributes(id).poster ?? ""),
    video.clientId,
    {
      timeout: EDITOR_TIMEOUT,
    },
  );
  const videoInCanvas = await canvasElement(page, video.clientId);
  record(
    "the video's poster is uploaded from its setting and shown in the canvas",
    videoInCanvas?.defined && /poster.*\.png$/.test(videoInCanvas.attributes.poster ?? ""),
    JSON.stringify(videoInCanvas),
  );
}
