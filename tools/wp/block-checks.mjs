// The blocks in WordPress's real block editor, as an author (no unfiltered_html): six blocks inserted through the
// inserter's search by the word an owner types, their settings changed in the sidebar (a toggle, a select, a number,
// a date, a JSON value with a mistake), the canvas's element updated, images and a poster uploaded, the post
// published and read by a visitor, reopened without a block validation error; a shortcode converted to a block and
// back. The owner's other paths (tabs, fallbacks without the plugin, names) are in block-owner-checks.mjs.
import { keepLocal, png } from "./stand-ins.mjs";

const EDITOR_TIMEOUT = 30_000;

const image = (name, colour) => ({ name, mimeType: "image/png", buffer: png(320, 180, colour) });

export async function logIn(page, origin) {
  await page.goto(`${origin}/wp-login.php`);
  await page.fill("#user_login", "author");
  await page.fill("#user_pass", "author-password");
  await Promise.all([page.waitForURL(/wp-admin/), page.click("#wp-submit")]);
}

/** Opens the editor and waits until it has parsed the post; closes the welcome guide. */
export async function openEditor(page, url) {
  await page.goto(url);
  await page.waitForFunction(
    () => window.wp?.data?.select("core/block-editor")?.getBlockCount !== undefined && document.querySelector(".block-editor-block-list__layout"),
    null,
    {
      timeout: EDITOR_TIMEOUT,
    },
  );
  await page.evaluate(() => {
    const { select, dispatch } = window.wp.data;
    if (select("core/edit-post").isFeatureActive("welcomeGuide")) dispatch("core/edit-post").toggleFeature("welcomeGuide");
    if (!select("core/edit-post").isEditorSidebarOpened()) dispatch("core/edit-post").openGeneralSidebar("edit-post/block");
  });
}

/** Inserts a block through the inserter's search, by what an author types, the item's title and its block. */
export async function insertThroughSearch(page, search, title, block = `x-elements/${search}`, screenshot = "") {
  await page.evaluate(() => {
    const { select, dispatch } = window.wp.data;
    const blocks = select("core/block-editor").getBlocks();
    if (blocks.length) dispatch("core/block-editor").selectBlock(blocks[blocks.length - 1].clientId);
  });
  await page.click('.edit-post-header-toolbar__inserter-toggle, button[aria-label="Toggle block inserter"]');
  const searchBox = page.locator(".block-editor-inserter__search input");
  await searchBox.fill(search);
  const item = page
    .locator(`.block-editor-block-types-list__item[class*="editor-block-list-item-${block.replace("/", "-").replace(/^core-/, "")}"]`)
    .filter({ hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .first();
  await item.waitFor();
  if (screenshot) await page.screenshot({ path: screenshot });
  await item.click();
  if (await page.locator(".block-editor-inserter__search").isVisible())
    await page.click('.edit-post-header-toolbar__inserter-toggle, button[aria-label="Toggle block inserter"]');
  return page.evaluate(() => window.wp.data.select("core/block-editor").getSelectedBlock());
}

/** Selects a block by client id, so that its settings show in the sidebar. */
export async function selectBlock(page, clientId) {
  await page.evaluate((id) => window.wp.data.dispatch("core/block-editor").selectBlock(id), clientId);
  await page.evaluate(() => window.wp.data.dispatch("core/edit-post").openGeneralSidebar("edit-post/block"));
  await page.locator(".x-elements-settings").waitFor();
  const panel = page.locator(".x-elements-settings");
  if ((await panel.getAttribute("class")).includes("is-opened") === false) await panel.locator(".components-panel__body-toggle").click();
  return panel;
}

/** Opens Post → x-elements, the panel that converts a post's shortcodes. */
async function openConvertPanel(page) {
  await page.evaluate(() => {
    const panel = "x-elements-convert/x-elements-convert";
    window.wp.data.dispatch("core/edit-post").openGeneralSidebar("edit-post/document");
    if (!window.wp.data.select("core/edit-post").isEditorPanelOpened(panel)) window.wp.data.dispatch("core/edit-post").toggleEditorPanelOpened(panel);
  });
}

/** A control of the settings panel by its label (the attribute's name in words). */
export const control = (panel, label) => panel.getByLabel(label, { exact: typeof label === "string" });

/** The element a block shows in the canvas, as the canvas has it. */
export async function canvasElement(page, clientId) {
  return page.evaluate(async (id) => {
    const node = document.querySelector(`[data-block="${id}"]`);
    if (!node) return null;
    await customElements.whenDefined(node.localName).catch(() => {});
    await node.updateComplete;
    return {
      tag: node.localName,
      defined: node.matches(":defined"),
      rendered: !!node.shadowRoot && node.shadowRoot.childNodes.length > 0,
      attributes: Object.fromEntries([...node.attributes].map((a) => [a.name, a.value])),
    };
  }, clientId);
}

export const attributesOf = (page, clientId) => page.evaluate((id) => window.wp.data.select("core/block-editor").getBlockAttributes(id), clientId);

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

    // Countdown: a date, a toggle.
    const countdown = await insertThroughSearch(page, "countdown", "Countdown timer");
    record(
      "the inserter's search finds the countdown and inserts its block, its fallback written from its date",
      countdown?.name === "x-elements/countdown" && /datetime="2030-12-31T23:59:59\+01:00"/.test(countdown.attributes.fallback ?? ""),
      JSON.stringify(countdown),
    );
    let panel = await selectBlock(page, countdown.clientId);
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

    // Tabs: the Tabs block, found by "tabs", two tabs to start with.
    const tabs = await insertThroughSearch(page, "tabs", "Tabs (titles and panels)", "x-elements/tabs");
    record(
      "the inserter's search finds tabs (the Tabs block, two tabs to start with)",
      tabs?.innerBlocks.length === 2 && tabs.innerBlocks.every((block) => block.name === "x-elements/tab"),
      JSON.stringify(tabs?.innerBlocks.map((block) => [block.name, block.attributes])),
    );

    // Accordion: a toggle.
    const accordion = await insertThroughSearch(page, "accordion", "FAQ accordion");
    panel = await selectBlock(page, accordion.clientId);
    await control(panel, "Multiple").click();

    // Slider: uploaded images as slides, a number, a select, a JSON value with a mistake.
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
    panel = await selectBlock(page, slider.clientId);
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

    // Counter: a number.
    const counter = await insertThroughSearch(page, "counter", "Number counter");
    panel = await selectBlock(page, counter.clientId);
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

    // Publish.
    await page.evaluate(() => window.wp.data.dispatch("core/editor").editPost({ status: "publish" }));
    await page.evaluate(() => window.wp.data.dispatch("core/editor").savePost());
    await page.waitForFunction(
      () => !window.wp.data.select("core/editor").isSavingPost() && window.wp.data.select("core/editor").getCurrentPost().status === "publish",
      null,
      {
        timeout: EDITOR_TIMEOUT,
      },
    );
    const post = await page.evaluate(() => ({
      id: window.wp.data.select("core/editor").getCurrentPostId(),
      link: window.wp.data.select("core/editor").getPermalink(),
    }));
    record("the author publishes the post", !!post.id, JSON.stringify(post));

    // The post as a visitor.
    const visitor = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    await keepLocal(visitor);
    const view = await visitor.newPage();
    const viewErrors = [];
    view.on("pageerror", (error) => viewErrors.push(String(error)));
    view.on(
      "console",
      (message) =>
        message.type() === "error" && new URL(message.location().url || origin).host === new URL(origin).host && viewErrors.push(message.text()),
    );
    await view.goto(post.link);
    await view.waitForFunction(
      () =>
        [...document.querySelectorAll(".entry-content *, main *")]
          .filter((el) => el.localName.startsWith("x-"))
          .every((el) => el.matches(":defined")),
      null,
      {
        timeout: EDITOR_TIMEOUT,
      },
    );
    const state = await view.evaluate(async () => {
      const all = [...document.querySelectorAll("*")].filter((el) => el.localName.startsWith("x-"));
      await Promise.all(all.map((el) => el.updateComplete));
      const one = (selector) => document.querySelector(selector);
      return {
        undefinedOrEmpty: all.filter((el) => !el.shadowRoot || !el.shadowRoot.childNodes.length).map((el) => el.localName),
        css: !!document.querySelector('link[rel="stylesheet"][href*="/x-elements/dist/x-elements.css"]'),
        countdown:
          one("x-countdown")?.getAttribute("end") === "2031-05-04T03:02:01+00:00" &&
          one("x-countdown").getAttribute("leading-zeros") === "false" &&
          one("x-countdown").hasAttribute("server-time"),
        accordion: one("x-accordion")?.hasAttribute("multiple") && one("x-accordion").querySelectorAll(":scope > x-toggle").length === 2,
        slider:
          one("x-slider")?.getAttribute("slides-per-page") === "2" &&
          one("x-slider").getAttribute("swipe") === "xy" &&
          one("x-slider").getAttribute("breakpoints") === '{"0":{"slidesPerPage":1},"640":{"slidesPerPage":2}}' &&
          one("x-slider").querySelectorAll("img[src*='/uploads/']").length === 2,
        counter: one("x-counter")?.getAttribute("speed") === "300",
        video: /\/uploads\/.*poster.*\.png$/.test(one("x-video")?.getAttribute("poster") ?? ""),
        tags: all.map((el) => el.localName),
      };
    });
    record(
      "the published post loads the stylesheet and every element renders",
      state.css && state.undefinedOrEmpty.length === 0,
      JSON.stringify(state),
    );
    for (const name of ["countdown", "accordion", "slider", "counter", "video"])
      record(`the visitor's ${name} has the chosen attributes`, state[name] === true, JSON.stringify(state));
    // The tabs and the accordion work.
    // Each waits (up to 5 s) for what it expects: a busy machine may take more than a frame to show it.
    const shows = (predicate) =>
      view.waitForFunction(predicate, null, { timeout: 5000 }).then(
        () => true,
        () => false,
      );
    await view.evaluate(() => document.querySelectorAll("x-toggle[kind=tab]")[1].querySelector('[slot="trigger"]').click());
    const tabsWork = await shows(() => {
      const [first, second] = document.querySelectorAll("x-toggle[kind=tab]");
      return !!first && second.matches(":state(open)") && !first.matches(":state(open)");
    });
    record("the visitor's tabs switch", tabsWork);
    await view.evaluate(() => document.querySelectorAll("x-accordion > x-toggle")[1].querySelector('[slot="trigger"]').click());
    const accordionWorks = await shows(() => {
      const toggles = document.querySelectorAll("x-accordion > x-toggle");
      return toggles[0].matches(":state(open)") && toggles[1].matches(":state(open)");
    });
    record("the visitor's accordion opens a second collapse, the first kept open (multiple)", accordionWorks);
    // It counts once it is above 85% of the viewport's height: scrolled to the middle.
    await view.evaluate(() => document.querySelector("x-counter")?.scrollIntoView({ block: "center" }));
    await view.waitForFunction(() => document.querySelector("x-counter")?.matches(":state(complete)"), null, { timeout: 5_000 }).catch(() => {});
    const counted = await view.evaluate(() => {
      const el = document.querySelector("x-counter");
      const rect = el?.getBoundingClientRect();
      return {
        complete: el?.matches(":state(complete)"),
        html: el?.outerHTML,
        shown: el?.shadowRoot?.textContent,
        rect: rect && [rect.top, rect.height],
        inner: innerHeight,
      };
    });
    record("the visitor's counter counts to its number", counted.complete === true, JSON.stringify(counted));
    record("no errors on the published post", viewErrors.length === 0, viewErrors.join("\n"));
    await visitor.close();

    // Reopened: no block is invalid.
    await openEditor(page, `${origin}/wp-admin/post.php?post=${post.id}&action=edit`);
    const reopened = await page.evaluate(() => {
      const invalid = [];
      const visit = (blocks) =>
        blocks.forEach((block) => {
          if (!block.isValid) invalid.push(block.name);
          visit(block.innerBlocks);
        });
      const blocks = window.wp.data.select("core/block-editor").getBlocks();
      visit(blocks);
      return { invalid, count: blocks.length, warnings: document.querySelectorAll(".block-editor-warning").length };
    });
    record(
      "the post reopens in the editor without a block validation error",
      reopened.invalid.length === 0 && reopened.warnings === 0 && reopened.count >= 6,
      JSON.stringify(reopened),
    );

    // A JSON list whose shape the example gives (a map's markers) is edited as a list of items.
    await openEditor(page, `${origin}/wp-admin/post-new.php`);
    const map = await page.evaluate(() => {
      const { createBlock, getBlockVariations, createBlocksFromInnerBlocksTemplate } = window.wp.blocks;
      const example = getBlockVariations("x-elements/map").find((variation) => variation.isDefault);
      const block = createBlock("x-elements/map", example.attributes, createBlocksFromInnerBlocksTemplate(example.innerBlocks));
      window.wp.data.dispatch("core/block-editor").insertBlocks([block]);
      return { clientId: block.clientId, markers: JSON.parse(block.attributes.markers).length };
    });
    panel = await selectBlock(page, map.clientId);
    const markers = panel.locator('[data-x-list="Markers"]');
    await markers.getByRole("button", { name: "Add", exact: true }).click();
    const added = markers.locator(".x-elements-list-item").last();
    await added.getByLabel("Lat", { exact: true }).fill("48.8566");
    await added.getByLabel("Lng", { exact: true }).fill("2.3522");
    await added.getByLabel("Marker info", { exact: true }).fill("Paris");
    await added.getByLabel("Start open", { exact: true }).click();
    const listed = JSON.parse((await attributesOf(page, map.clientId)).markers);
    record(
      "a map's markers are edited as a list: an item added with its fields, typed as in the example",
      listed.length === map.markers + 1 &&
        JSON.stringify(listed.at(-1)) === JSON.stringify({ lat: 48.8566, lng: 2.3522, "marker-info": "Paris", "start-open": true }),
      JSON.stringify(listed),
    );

    // The map's example works on any site: OpenStreetMap's tiles (the element's default) with their credit, its markers.
    const mapShown = await page
      .waitForFunction(
        (id) => {
          const root = document.querySelector(`[data-block="${id}"]`)?.shadowRoot;
          const tiles = [...(root?.querySelectorAll("img.leaflet-tile") ?? [])].filter(
            (tile) => tile.complete && tile.src.startsWith("data:image/png"),
          );
          const markers = root?.querySelectorAll('[part~="marker"]').length ?? 0;
          return (
            tiles.length > 0 && markers > 0 && { tiles: tiles.length, markers, credit: root.textContent.includes("© OpenStreetMap contributors") }
          );
        },
        map.clientId,
        { timeout: EDITOR_TIMEOUT },
      )
      .then((handle) => handle.jsonValue())
      .catch((error) => ({ error: String(error) }));
    const mapAttributes = (await canvasElement(page, map.clientId))?.attributes ?? {};
    record(
      "the map's example shows OpenStreetMap's tiles (its default: no demo address), their credit and its markers",
      mapShown.tiles > 0 &&
        mapShown.credit &&
        mapShown.markers === listed.length &&
        !("tiles" in mapAttributes) &&
        tileRequests.length > 0 &&
        tileRequests.every((url) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url)),
      JSON.stringify({ mapShown, mapAttributes, tileRequests: tileRequests.slice(0, 3) }),
    );

    // In the canvas, an element shows its real UI but sends nothing: a rating's star, a form's submit (each says it
    // is not sent), a link (the editor stays).
    await openEditor(page, `${origin}/wp-admin/post-new.php`);
    const sent = [];
    const countSent = (request) => {
      const body = request.postData() ?? "";
      // The editor's own requests (its REST API, the heartbeat) are not the elements'.
      if (
        request.method() !== "GET" &&
        !/\/wp\/v2\/|rest_route=%2Fwp%2Fv2|\/wp-json\/wp\/v2/.test(request.url()) &&
        !body.includes("action=heartbeat")
      )
        sent.push(`${request.method()} ${request.url()} ${body.slice(0, 80)}`);
    };
    page.on("request", countSent);
    const [form, card, rating] = await page.evaluate(() => {
      const { createBlock, getBlockVariations, createBlocksFromInnerBlocksTemplate } = window.wp.blocks;
      const fromExample = (name) => {
        const example = getBlockVariations(name).find((variation) => variation.isDefault);
        return createBlock(name, example.attributes, createBlocksFromInnerBlocksTemplate(example.innerBlocks));
      };
      // A card without a link of its own: its href makes the whole card a link.
      // A form written with its fields (the manifest's example), which the canvas shows as visitors see it.
      const formExample = window.xElementsBlocks.find((element) => element.tag === "x-contact-form").examples[0].html;
      const fields = new DOMParser().parseFromString(formExample, "text/html").querySelector("x-contact-form").getAttribute("fields");
      const blocks = [
        createBlock("x-elements/contact-form", { formId: "5", fields }),
        createBlock("x-elements/cta", { href: "https://example.org/elsewhere" }, [createBlock("core/paragraph", { content: "See our plans" })]),
        fromExample("x-elements/rating"),
      ];
      window.wp.data.dispatch("core/block-editor").insertBlocks(blocks);
      return blocks.map((block) => block.clientId);
    });
    const editorUrl = page.url();
    const pressed = await page.evaluate(
      async ([formId, cardId, ratingId]) => {
        const formElement = document.querySelector(`[data-block="${formId}"]`);
        const cardElement = document.querySelector(`[data-block="${cardId}"]`);
        const ratingElement = document.querySelector(`[data-block="${ratingId}"]`);
        await Promise.all(["x-contact-form", "x-cta", "x-rating"].map((tag) => customElements.whenDefined(tag)));
        await Promise.all([formElement.updateComplete, cardElement.updateComplete, ratingElement.updateComplete]);
        // What the element shows, in its light DOM or its shadow root.
        const find = (host, selector) => [host, host.shadowRoot].flatMap((root) => (root ? [...root.querySelectorAll(selector)] : []));
        const shown = (host) => `${host.textContent} ${host.shadowRoot?.textContent ?? ""}`;
        const until = async (done) => {
          for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
          return done();
        };
        for (const input of find(formElement, "input[type=text], input[type=email], textarea")) {
          input.value = input.type === "email" ? "ada@example.org" : "Ada";
          input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
        }
        find(formElement, "input[type=checkbox]")[0]?.click();
        const submit = find(formElement, "button[type=submit], input[type=submit], button:not([type])")[0];
        submit?.click();
        const link = find(cardElement, "a[href^='https://example.org/']")[0];
        link?.click();
        await until(() => find(ratingElement, '[part~="star"]').length === 5);
        const star = find(ratingElement, '[part~="star"]')[3];
        star?.click();
        const formSays = await until(() => shown(formElement).includes("Not sent: this is a preview."));
        const ratingSays = await until(() => shown(ratingElement).includes("Not sent: this is a preview."));
        return {
          submit: !!submit,
          link: !!link,
          star: !!star,
          postId: ratingElement.getAttribute("post-id"),
          formSays,
          ratingSays,
          preview: document.documentElement.hasAttribute("data-x-elements-preview"),
        };
      },
      [form, card, rating],
    );
    await page.waitForLoadState("networkidle").catch(() => {});
    page.off("request", countSent);
    const editedPost = await page.evaluate(() => String(window.wp.data.select("core/editor").getCurrentPostId()));
    record(
      "in the canvas (marked as a preview), a form's submit and a rating's star send nothing and say so; a link does not leave the editor",
      pressed.submit &&
        pressed.link &&
        pressed.star &&
        pressed.preview &&
        pressed.formSays &&
        pressed.ratingSays &&
        sent.length === 0 &&
        page.url() === editorUrl,
      JSON.stringify({ pressed, sent, url: page.url() }),
    );
    record(
      "the canvas's rating is the edited post's (its server value, the post id)",
      pressed.postId === editedPost,
      JSON.stringify({ pressed, editedPost }),
    );
    // An iframe canvas (the editor's tablet preview): the elements load into it as a module, and it is a preview too.
    await page.evaluate(() => window.wp.data.dispatch("core/edit-post").__experimentalSetPreviewDeviceType("Tablet"));
    const inFrame = await page
      .waitForSelector('iframe[name="editor-canvas"]', { timeout: EDITOR_TIMEOUT })
      .then((handle) => handle.contentFrame())
      .then((frame) =>
        frame.waitForFunction(
          () => {
            const rating = document.querySelector("x-rating");
            const stars = rating?.matches(":defined") ? (rating.shadowRoot?.querySelectorAll('[part~="star"]').length ?? 0) : 0;
            return (
              stars === 5 && {
                stars,
                preview: document.documentElement.hasAttribute("data-x-elements-preview"),
                // Loaded once (a classic script could not run it: the elements would stay undefined).
                autoloader: performance.getEntriesByType("resource").filter((entry) => /\/x-elements\/dist\/x-elements\.js/.test(entry.name)).length,
              }
            );
          },
          null,
          { timeout: EDITOR_TIMEOUT },
        ),
      )
      .then((handle) => handle.jsonValue())
      .catch((error) => ({ error: String(error) }));
    record(
      "in an iframe canvas (the tablet preview) the elements load, as one module, and it is a preview too",
      inFrame.stars === 5 && inFrame.preview === true && inFrame.autoloader === 1,
      JSON.stringify(inFrame),
    );
    await page.evaluate(() => window.wp.data.dispatch("core/edit-post").__experimentalSetPreviewDeviceType("Desktop"));
    await page.evaluate(() => window.wp.data.dispatch("core/editor").resetEditorBlocks([]));

    // A shortcode to a block (one click for the post) and back (the block's transform).
    await openEditor(page, `${origin}/wp-admin/post.php?post=${site.shortcodePost}&action=edit`);
    await openConvertPanel(page);
    await page.locator(".x-elements-convert button", { hasText: "Convert the shortcodes to blocks" }).click();
    const converted = await page.evaluate(() =>
      window.wp.data
        .select("core/block-editor")
        .getBlocks()
        .map((b) => ({ name: b.name, attributes: b.attributes, inner: b.innerBlocks.map((i) => i.name), clientId: b.clientId })),
    );
    const block = converted.find((b) => b.name === "x-elements/countdown");
    record(
      "a post's shortcode converts to its block with its attributes and content",
      !!block &&
        block.attributes.end === "2030-12-31T23:59:59+01:00" &&
        block.attributes.hideEmpty === "false" &&
        block.attributes.leadingZeros === "true" &&
        block.inner.length > 0,
      JSON.stringify(converted),
    );
    if (block) {
      await selectBlock(page, block.clientId);
      await page.locator(".block-editor-block-switcher__toggle").first().click();
      await page.getByRole("menuitem", { name: "Shortcode" }).click();
      const back = await page.evaluate(() =>
        window.wp.data
          .select("core/block-editor")
          .getBlocks()
          .map((b) => ({ name: b.name, text: b.attributes.text })),
      );
      const text = back.find((b) => b.name === "core/shortcode")?.text ?? "";
      record(
        "a block converts back to its shortcode",
        /^\[x-countdown end="2030-12-31T23:59:59\+01:00" leading-zeros hide-empty="false"\][\s\S]*Shortcode fallback[\s\S]*\[\/x-countdown\]$/.test(
          text,
        ),
        JSON.stringify(back),
      );
    }

    // A post of the classic editor: its shortcode becomes its block, the words around it paragraphs.
    await openEditor(page, `${origin}/wp-admin/post.php?post=${site.classicPost}&action=edit`);
    await openConvertPanel(page);
    await page.locator(".x-elements-convert button", { hasText: "Convert the shortcodes to blocks" }).click();
    const classic = await page.evaluate(() =>
      window.wp.data
        .select("core/block-editor")
        .getBlocks()
        .map((b) => [b.name, b.attributes.end ?? b.attributes.content]),
    );
    record(
      "a classic post's shortcode converts to its block in one click",
      JSON.stringify(classic) ===
        JSON.stringify([
          ["core/paragraph", "Intro."],
          ["x-elements/countdown", "2030-12-31T23:59:59+01:00"],
          ["core/paragraph", "More words."],
        ]),
      JSON.stringify(classic),
    );
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
