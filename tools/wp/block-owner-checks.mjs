// The blocks as a site owner meets them: found by the word an owner types, under names and icons no core block
// has; Tabs (a tab added in one click, hashes from the titles); a countdown, a contact form, a newsletter form and an
// accordion set from the sidebar only (the site's forms picked by their titles, technical settings kept apart,
// every label tied to its field); the post published and read by a visitor; reopened, and a post saved by the earlier
// version opened, without an invalid block; then read with the plugin deactivated: every block's fallback true to its
// settings, readable, and in the content column, in a block theme and a classic theme.
// With X_WP_SHOTS=<dir>, pictures of the editor and of the pages are written there.
import { join } from "node:path";
import { keepLocal } from "./stand-ins.mjs";
import { attributesOf, control, insertThroughSearch, logIn, openEditor, selectBlock } from "./block-editor.mjs";

const TIMEOUT = 30_000;
/** The titles the owner gives the three tabs. */
const TAB_TITLES = ["Monthly", "Yearly", "Lifetime plan"];
const CF7_FORM = ["<p><label> Your name<br />[text* your-name]</label></p>", '<p>[submit "Ask for a quote"]</p>'].join("\n");
const MC4WP_FORM = '<p><label>Email address: <input type="email" name="EMAIL" required /></label></p><p><input type="submit" value="Sign up" /></p>';

const shot = async (page, name) => {
  if (process.env.X_WP_SHOTS) await page.screenshot({ path: join(process.env.X_WP_SHOTS, `${name}.png`), fullPage: true });
};

/** Console errors and deprecation warnings of the editor, but for the refused requests to other hosts. */
function watchConsole(page, origin) {
  const messages = [];
  page.on("pageerror", (error) => messages.push(String(error)));
  page.on("console", (message) => {
    const at = message.location().url || origin;
    const own = new URL(at, origin).host === new URL(origin).host;
    if (message.type() === "error" && own && !/Failed to load resource/.test(message.text())) messages.push(message.text());
    if (message.type() === "warning" && /deprecated/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** The titles and icons the inserter lists for a search, as an owner sees them. */
async function listed(page, search) {
  await page.click('.edit-post-header-toolbar__inserter-toggle, button[aria-label="Toggle block inserter"]');
  await page.locator(".block-editor-inserter__search input").fill(search);
  // The list fills in a frame at a time: until our item is in it (or, missing, for a while).
  await page
    .locator('.block-editor-block-types-list__item[class*="editor-block-list-item-x-elements-"]')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  const items = await page.evaluate(() =>
    [...document.querySelectorAll(".block-editor-block-types-list__item")].map((item) => ({
      title: item.querySelector(".block-editor-block-types-list__item-title")?.textContent.trim(),
      ours: /editor-block-list-item-x-elements-/.test(item.className),
      icon: item.querySelector(".block-editor-block-icon")?.innerHTML ?? "",
    })),
  );
  await page.click('.edit-post-header-toolbar__inserter-toggle, button[aria-label="Toggle block inserter"]');
  return items;
}

export async function blockOwnerChecks({ browser, site, record, tweak }) {
  const origin = new URL(site.elements).origin;
  const quote = JSON.parse(
    tweak("post", JSON.stringify({ title: "Quote request", content: CF7_FORM, type: "wpcf7_contact_form", meta: { _form: CF7_FORM } })),
  );
  const letter = JSON.parse(tweak("post", JSON.stringify({ title: "Monthly letter", content: MC4WP_FORM, type: "mc4wp-form" })));
  const timezone = tweak("get-option", "timezone_string");
  tweak("option", "timezone_string", JSON.stringify("Europe/Berlin"));
  const plugins = tweak("get-option", "active_plugins");
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, reducedMotion: "no-preference" });
  await keepLocal(context);
  const page = await context.newPage();
  const editorMessages = watchConsole(page, origin);
  try {
    await logIn(page, origin);
    await openEditor(page, `${origin}/wp-admin/post-new.php`);
    await page.evaluate(() => {
      const { createBlock } = window.wp.blocks;
      window.wp.data.dispatch("core/editor").editPost({ title: "An owner's blocks" });
      window.wp.data.dispatch("core/block-editor").insertBlocks([createBlock("core/paragraph", { content: "Our plans, and how to reach us." })]);
    });

    await namesAndIconsChecks(page, record);
    await ownerTabsChecks(page, record);
    await sidebarChecks(page, record, { quote, letter });
    const post = await canvasTabsAndPublish(page, record);
    await ownerVisitorChecks(browser, origin, post, record, tweak);
    await reopenedChecks(page, origin, post, record, tweak);
    record("no console error or deprecation warning in the editor", editorMessages.length === 0, editorMessages.join("\n"));
    await withoutPluginChecks(browser, post, record, tweak);
  } catch (error) {
    record("the owner's block checks ran", false, error.stack ?? String(error));
    await shot(page, "owner-checks-failed").catch(() => {});
  } finally {
    tweak("option", "active_plugins", plugins);
    tweak("theme", "twentytwentythree");
    tweak("option", "timezone_string", timezone);
    await context.close();
  }
}

/** Names and icons: what an owner meets searching "accordion", "video" and "tabs". */
async function namesAndIconsChecks(page, record) {
  for (const search of ["accordion", "video", "tabs"]) {
    const items = await listed(page, search);
    const titles = items.map((item) => item.title);
    const ours = items.filter((item) => item.ours);
    record(
      `the inserter's search for "${search}" lists our block under a name of its own, with its own icon`,
      ours.length > 0 &&
        new Set(titles).size === titles.length &&
        ours.every((item) => !/M4 4h16v16H4z|block-default/.test(item.icon)) &&
        (search !== "tabs" || ours[0].title === "Tabs (titles and panels)"),
      JSON.stringify(items.map(({ title, ours }) => ({ title, ours }))),
    );
  }
  const identity = await page.evaluate(() => {
    const types = window.wp.blocks.getBlockTypes();
    const ours = types.filter((type) => type.name.startsWith("x-elements/") && !type.parent);
    const others = new Set(types.filter((type) => !type.name.startsWith("x-elements/")).map((type) => type.title.toLowerCase()));
    const icons = ours.map((type) => (typeof type.icon.src === "string" ? type.icon.src : JSON.stringify(type.icon.src)));
    return {
      count: ours.length,
      sameTitle: ours.filter((type) => others.has(type.title.toLowerCase())).map((type) => type.title),
      sharedIcons: icons.filter((icon, i) => icons.indexOf(icon) !== i),
      category: [...new Set(ours.map((type) => type.category))],
    };
  });
  record(
    "every x-elements block has a title no other block has, an icon of its own, and the x-elements category",
    identity.count > 20 && identity.sameTitle.length === 0 && identity.sharedIcons.length === 0 && identity.category.join() === "x-elements",
    JSON.stringify(identity),
  );
}

/** Tabs: a third tab in one click, titles from the sidebar, hashes from the titles. */
async function ownerTabsChecks(page, record) {
  const tabs = await insertThroughSearch(page, "tabs", "Tabs (titles and panels)", "x-elements/tabs");
  await page.locator(`[data-block="${tabs.clientId}"] .x-elements-add-tab`).click();
  const tabIds = await page.evaluate((id) => window.wp.data.select("core/block-editor").getBlockOrder(id), tabs.clientId);
  record("a third tab is added in one click", tabIds.length === 3, JSON.stringify(tabIds));
  await page.evaluate(() => window.wp.data.dispatch("core/edit-post").setIsInserterOpened(false));
  for (const [index, id] of tabIds.entries()) {
    // As an owner does: the tab in the bar, then its title in the sidebar, then its text in the canvas.
    await page.locator(`[data-block="${tabs.clientId}"] .x-elements-tab-button`).nth(index).click();
    await page.waitForFunction((tab) => window.wp.data.select("core/block-editor").getSelectedBlockClientId() === tab, id);
    await page.evaluate(() => window.wp.data.dispatch("core/edit-post").openGeneralSidebar("edit-post/block"));
    const panel = page.locator(".block-editor-block-inspector");
    await panel.getByLabel("Tab title", { exact: true }).fill(TAB_TITLES[index]);
    const paragraph = page.locator(`[data-block="${id}"] p[contenteditable="true"]`).first();
    await paragraph.click();
    await page.keyboard.type(`${TAB_TITLES[index]} price.`);
  }
  await page.evaluate((id) => window.wp.data.dispatch("core/block-editor").selectBlock(id), tabs.clientId);
  await shot(page, "editor-tabs");
  await page.locator(".x-elements-tabs-settings").getByLabel("Give each tab an address", { exact: true }).check();
  const tabsHelp = await page.locator(".x-elements-tabs-settings").textContent();
  record(
    "with addresses on, each tab's address is its title's, shown to the owner",
    tabsHelp.includes("#monthly, #yearly, #lifetime-plan"),
    tabsHelp,
  );
}

/**
 * The sidebar only: a countdown's date, the site's forms (quote, letter) by their titles, a slider's settings in words,
 * an accordion's questions; a call to action and a site search.
 */
async function sidebarChecks(page, record, { quote, letter }) {
  // Countdown: its date from the sidebar; the fallback says it in the site's words and time zone (Berlin).
  const countdown = await insertThroughSearch(page, "countdown", "Countdown timer");
  let panel = await selectBlock(page, countdown.clientId);
  const end = control(panel, "End");
  const endLabel = await end.evaluate((input) => [...input.labels].map((label) => label.textContent).join());
  record("the countdown's End label is its date field's", endLabel === "End", endLabel);
  await end.fill("2027-03-15T11:00:00Z");
  const countdownFallback = (await attributesOf(page, countdown.clientId)).fallback ?? "";
  record(
    "the countdown's fallback is written from the date picked, in the site's language and time zone",
    countdownFallback.includes("March 15, 2027 12:00 pm") &&
      countdownFallback.includes('datetime="2027-03-15T11:00:00Z"') &&
      !countdownFallback.includes("2030"),
    countdownFallback,
  );

  // Contact form: the site's CF7 form by its title; technical settings in Advanced.
  const form = await insertThroughSearch(page, "contact", "Contact form (Contact Form 7, sent in place)", "x-elements/contact-form");
  panel = await selectBlock(page, form.clientId);
  const options = await control(panel, "Form").locator("option").allTextContents();
  await control(panel, "Form").selectOption({ label: "Quote request" });
  const formAttributes = await attributesOf(page, form.clientId);
  const settingsLabels = await panel.locator("label").allTextContents();
  const advancedTitle = await page.locator(".x-elements-advanced .components-panel__body-toggle").textContent();
  record(
    "the contact form offers the site's CF7 forms by title; its technical settings are apart, under Technical settings",
    options.includes("Quote request") &&
      formAttributes.formId === String(quote.id) &&
      formAttributes.fallback === `[contact-form-7 id="${quote.id}"]` &&
      !settingsLabels.some((label) => /unit|plugin version|schema|^form id$/i.test(label)) &&
      advancedTitle.includes("Technical settings"),
    JSON.stringify({ options, formAttributes, settingsLabels, advancedTitle }),
  );
  const unlabelled = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        ".block-editor-block-inspector input:not([type=hidden]), .block-editor-block-inspector select, .block-editor-block-inspector textarea",
      ),
    ]
      .filter((field) => !field.labels?.length && !field.getAttribute("aria-label") && !field.getAttribute("aria-labelledby"))
      .map((field) => field.outerHTML.slice(0, 120)),
  );
  record("every field of the contact form's settings has its label", unlabelled.length === 0, unlabelled.join("\n"));

  // Newsletter: the site's MC4WP form by its title.
  const newsletter = await insertThroughSearch(page, "newsletter", "Newsletter sign-up (Mailchimp for WordPress)", "x-elements/newsletter-form");
  panel = await selectBlock(page, newsletter.clientId);
  await control(panel, "Form").selectOption({ label: "Monthly letter" });
  record(
    "the newsletter block offers the site's MC4WP forms by title",
    (await attributesOf(page, newsletter.clientId)).fallback === `[mc4wp_form id="${letter.id}"]`,
    JSON.stringify(await attributesOf(page, newsletter.clientId)),
  );

  // Slider: its settings in words with their units, its breakpoints a list of screen widths.
  const slider = await insertThroughSearch(page, "slider", "Slider carousel");
  panel = await selectBlock(page, slider.clientId);
  const autoplayLabel = await panel.getByLabel("Autoplay duration (ms)", { exact: true }).count();
  const breakpoints = panel.locator('[data-x-list="Breakpoints"]');
  await breakpoints.getByRole("button", { name: "Add", exact: true }).click();
  await breakpoints.getByLabel("From a screen width of (px)", { exact: true }).fill("640");
  await breakpoints.getByLabel("Slides per page", { exact: true }).fill("2");
  const sliderAttributes = await attributesOf(page, slider.clientId);
  record(
    "the slider's settings speak words with units, and its breakpoints are a list of screen widths",
    autoplayLabel === 1 && sliderAttributes.breakpoints === '{"640":{"slidesPerPage":2}}',
    JSON.stringify({ autoplayLabel, breakpoints: sliderAttributes.breakpoints }),
  );

  // Accordion: questions as blocks, one more in one click.
  const accordion = await insertThroughSearch(page, "accordion", "FAQ accordion");
  await selectBlock(page, accordion.clientId);
  await page.getByRole("button", { name: "Add a question" }).click();
  const questions = await page.evaluate(
    (id) =>
      window.wp.data
        .select("core/block-editor")
        .getBlocks(id)
        .map((block) => block.name),
    accordion.clientId,
  );
  record(
    "the accordion's questions are blocks, one more added in one click",
    questions.length === 3 && questions.every((name) => name === "x-elements/accordion-item"),
    JSON.stringify(questions),
  );

  // A call to action and a site search: their graphic and their field must stay in the column without the plugin.
  await insertThroughSearch(page, "call to action", "Call-to-action card", "x-elements/cta");
  await insertThroughSearch(page, "search", "AI site search", "x-elements/ai-search");
}

/** Tabs of the earlier kind in the canvas switch without writing an address; then the post is published. */
async function canvasTabsAndPublish(page, record) {
  // Tabs of the earlier kind (x-toggle blocks bound to hashes) in the canvas: a click switches them, writing no
  // address (the canvas is not the page).
  const editorUrl = page.url();
  const oldTabs = await page.evaluate(() => {
    const { createBlock } = window.wp.blocks;
    const tab = (hash, title) =>
      createBlock("x-elements/toggle", { kind: "tab", group: "old-plans", hash }, [
        createBlock("x-elements/slot", { slot: "trigger", tagName: "a", href: `#${hash}`, content: title }),
        createBlock("core/paragraph", { content: `${title} text.` }),
      ]);
    const group = createBlock("core/group", {}, [tab("old-monthly", "Old monthly"), tab("old-yearly", "Old yearly")]);
    window.wp.data.dispatch("core/block-editor").insertBlocks([group]);
    return group.clientId;
  });
  await page.waitForFunction(
    (id) => [...document.querySelectorAll(`[data-block="${id}"] x-toggle`)].every((toggle) => toggle.matches(":defined")),
    oldTabs,
    { timeout: TIMEOUT },
  );
  await page.evaluate((id) => document.querySelectorAll(`[data-block="${id}"] x-toggle`)[1].querySelector('[slot="trigger"]').click(), oldTabs);
  const switched = await page
    .waitForFunction(
      (id) => {
        const [first, second] = document.querySelectorAll(`[data-block="${id}"] x-toggle`);
        return second.matches(":state(open)") && !first.matches(":state(open)");
      },
      oldTabs,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
  record(
    "in the canvas a tab bound to a hash switches (one panel shown) and the editor's address stays",
    switched && page.url() === editorUrl,
    page.url(),
  );
  await page.evaluate((id) => window.wp.data.dispatch("core/block-editor").removeBlock(id), oldTabs);

  await shot(page, "editor");
  await page.evaluate(() => window.wp.data.dispatch("core/editor").editPost({ status: "publish" }));
  await page.evaluate(() => window.wp.data.dispatch("core/editor").savePost());
  await page.waitForFunction(
    () => !window.wp.data.select("core/editor").isSavingPost() && window.wp.data.select("core/editor").getCurrentPost().status === "publish",
    null,
    { timeout: TIMEOUT },
  );
  const post = await page.evaluate(() => ({
    id: window.wp.data.select("core/editor").getCurrentPostId(),
    link: window.wp.data.select("core/editor").getPermalink(),
  }));
  return post;
}

/** The visitor's page, in the block theme and the classic theme. */
async function ownerVisitorChecks(browser, origin, post, record, tweak) {
  const visitor = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await keepLocal(visitor);
  const view = await visitor.newPage();
  const viewErrors = watchConsole(view, origin);
  await view.goto(post.link);
  await view.waitForFunction(
    () => [...document.querySelectorAll("x-toggle, x-accordion, x-countdown, x-contact-form")].every((el) => el.matches(":defined")),
    null,
    {
      timeout: TIMEOUT,
    },
  );
  const visited = await view.evaluate(() => {
    const tabs = [...document.querySelectorAll('x-toggle[kind="tab"]')];
    return {
      tabs: tabs.map((tab) => [tab.getAttribute("group"), tab.getAttribute("hash"), tab.querySelector('[slot="trigger"]')?.getAttribute("href")]),
      questions: document.querySelectorAll("x-accordion > x-toggle").length,
      countdown: document.querySelector("x-countdown")?.textContent.trim(),
      form: !!document.querySelector("x-contact-form form"),
      newsletter: !!document.querySelector("x-newsletter-form form.mc4wp-form"),
      text: document.body.textContent,
    };
  });
  const group = visited.tabs[0]?.[0];
  record(
    "the visitor's tabs: one group, each with its title's hash and a link to it",
    JSON.stringify(visited.tabs) ===
      JSON.stringify([
        [group, "monthly", "#monthly"],
        [group, "yearly", "#yearly"],
        [group, "lifetime-plan", "#lifetime-plan"],
      ]) && /^tabs-/.test(group),
    JSON.stringify(visited.tabs),
  );
  await view.evaluate(() => document.querySelectorAll('x-toggle[kind="tab"]')[2].querySelector('[slot="trigger"]').click());
  const third = await view
    .waitForFunction(() => document.querySelectorAll('x-toggle[kind="tab"]')[2].matches(":state(open)") && location.hash === "#lifetime-plan", null, {
      timeout: 5_000,
    })
    .then(
      () => true,
      () => false,
    );
  record("the visitor's third tab opens, its address in the location", third);
  record(
    "the visitor's accordion, countdown and the site's forms",
    visited.questions === 3 &&
      visited.countdown.includes("March 15, 2027") &&
      visited.form &&
      visited.newsletter &&
      !/enable JavaScript/i.test(visited.text),
    JSON.stringify({ ...visited, text: undefined }),
  );
  await shot(view, "published-block-theme");
  tweak("theme", "twentytwentyone");
  await view.goto(post.link);
  await view.waitForFunction(() => [...document.querySelectorAll("x-toggle, x-countdown")].every((el) => el.matches(":defined")), null, {
    timeout: TIMEOUT,
  });
  await shot(view, "published-classic-theme");
  tweak("theme", "twentytwentythree");
  record("no console errors on the visitor's page", viewErrors.length === 0, viewErrors.join("\n"));
  await visitor.close();
}

/** Reopened: valid; and a post saved by the earlier version of the blocks (inner blocks only) opens valid too. */
async function reopenedChecks(page, origin, post, record, tweak) {
  const earlier = JSON.parse(
    tweak(
      "post",
      JSON.stringify({
        title: "Saved by the earlier blocks",
        author: "author",
        content:
          '<!-- wp:x-elements/countdown {"end":"2030-12-31T23:59:59+01:00"} -->\n<!-- wp:paragraph -->\n<p>Offer ends 31 December 2030</p>\n<!-- /wp:paragraph -->\n<!-- /wp:x-elements/countdown -->\n\n' +
          '<!-- wp:x-elements/accordion --><!-- wp:x-elements/toggle {"kind":"collapse"} --><!-- wp:x-elements/slot {"slot":"trigger","tagName":"button"} --><button slot="trigger" type="button">Question?</button><!-- /wp:x-elements/slot --><!-- wp:paragraph -->\n<p>Answer.</p>\n<!-- /wp:paragraph --><!-- /wp:x-elements/toggle --><!-- /wp:x-elements/accordion -->\n\n' +
          '<!-- wp:x-elements/video {"src":"https://www.youtube.com/watch?v=aqz-KE-bpKQ"} /-->',
      }),
    ),
  );
  for (const [name, id] of [
    ["the published post", post.id],
    ["a post saved by the earlier blocks", earlier.id],
  ]) {
    await openEditor(page, `${origin}/wp-admin/post.php?post=${id}&action=edit`);
    const state = await page.evaluate(() => {
      const invalid = [];
      const visit = (blocks) =>
        blocks.forEach((block) => {
          if (!block.isValid) invalid.push(block.name);
          visit(block.innerBlocks);
        });
      visit(window.wp.data.select("core/block-editor").getBlocks());
      return { invalid, warnings: document.querySelectorAll(".block-editor-warning").length };
    });
    record(`${name} reopens without an invalid block`, state.invalid.length === 0 && state.warnings === 0, JSON.stringify(state));
  }
}

/** Without the plugin: every block's fallback true to its settings, readable, and in the content column, in both themes. */
async function withoutPluginChecks(browser, post, record, tweak) {
  tweak("option", "active_plugins", "[]");
  const reader = await browser.newContext({ viewport: { width: 1200, height: 900 }, javaScriptEnabled: true });
  await keepLocal(reader);
  const gone = await reader.newPage();
  for (const theme of ["twentytwentythree", "twentytwentyone"]) {
    tweak("theme", theme);
    await gone.goto(post.link);
    const read = await gone.evaluate(() => {
      const reference = [...document.querySelectorAll("p")].find((p) => p.textContent.includes("Our plans, and how to reach us."));
      const column = reference.getBoundingClientRect();
      const blocks = [...document.querySelectorAll('[class*="wp-block-x-elements-"]')].filter(
        (block) => !block.parentElement.closest('[class*="wp-block-x-elements-"]'),
      );
      const outside = [];
      for (const block of blocks) {
        for (const node of [block, ...block.querySelectorAll("*")]) {
          const rect = node.getBoundingClientRect();
          if (rect.width && (rect.left < column.left - 1 || rect.right > column.right + 1)) outside.push(`${node.localName}.${node.className}`);
        }
      }
      const summaries = [...document.querySelectorAll("details > summary")].map((summary) => summary.textContent.trim());
      return {
        xElements: [...document.querySelectorAll("*")].filter((el) => el.localName.startsWith("x-")).length,
        summaries,
        countdown: document.querySelector(".wp-block-x-elements-countdown")?.textContent.trim(),
        form: !!document.querySelector(".wp-block-x-elements-contact-form form"),
        newsletter: !!document.querySelector(".wp-block-x-elements-newsletter-form form"),
        deadEnds: /enable JavaScript|Rate this post/i.test(document.body.textContent),
        outside: outside.slice(0, 10),
      };
    });
    record(
      `${theme}, plugin deactivated: tabs and questions read as <details>, the countdown its date, the site's forms, all in the content column`,
      read.xElements === 0 &&
        JSON.stringify(read.summaries.slice(0, 3)) === JSON.stringify(TAB_TITLES) &&
        read.summaries.length === 6 &&
        read.countdown === "Ends on March 15, 2027 12:00 pm." &&
        read.form &&
        read.newsletter &&
        !read.deadEnds &&
        read.outside.length === 0,
      JSON.stringify(read),
    );
    await shot(gone, `without-plugin-${theme}`);
  }
}
