// The post the block editor checks wrote: published, read by a visitor (the elements render with the settings
// chosen, and work), and reopened in the editor without a block validation error.
import { EDITOR_TIMEOUT, openEditor } from "./block-editor.mjs";
import { keepLocal } from "./stand-ins.mjs";

/** Publishes the post; its id and address. */
export async function publish(page, record) {
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
  return post;
}

/** The post as a visitor: every element renders with its settings; tabs, accordion and counter work. */
export async function visitorChecks(browser, origin, post, record) {
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
      [...document.querySelectorAll(".entry-content *, main *")].filter((el) => el.localName.startsWith("x-")).every((el) => el.matches(":defined")),
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
}

/** Reopened: no block is invalid. */
export async function reopenChecks(page, origin, post, record) {
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
}
