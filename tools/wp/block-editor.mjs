// The block editor as a test drives it: logging in, opening a post, inserting a block through the inserter's search,
// selecting a block to reach its settings, and reading a block's attributes and its element in the canvas.
import { png } from "./stand-ins.mjs";

export const EDITOR_TIMEOUT = 30_000;

/** A PNG file to upload, of one colour. */
export const image = (name, colour) => ({ name, mimeType: "image/png", buffer: png(320, 180, colour) });

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
export async function openConvertPanel(page) {
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
