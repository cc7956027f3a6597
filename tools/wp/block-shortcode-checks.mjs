// Shortcodes and blocks: a post's shortcode converted to its block in one click and back (the block's transform),
// and a classic editor's post converted, the words around the shortcode as paragraphs.
import { openConvertPanel, openEditor, selectBlock } from "./block-editor.mjs";

/** A shortcode to a block (one click for the post) and back; a classic post's shortcode to its block. */
export async function shortcodeChecks(page, origin, site, record) {
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
}
