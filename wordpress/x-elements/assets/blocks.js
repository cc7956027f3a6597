/*
 * The block editor side of the x-elements blocks, written against the wp.* globals without a build step: one block
 * per element, registered from the data the plugin prints (window.xElementsBlocks, read from the manifest by
 * includes/class-blocks.php). The scripts of blocks/ come first, in the order class-blocks.php gives, each adding
 * what the next ones use to window.xElementsBlockKit: values and content (content.js), the elements' warnings, the
 * settings' controls, the canvas as a preview, a block's editor (edit.js), the blocks (register.js, slot-block.js).
 *
 * A block stores the attributes the author changed (as attribute text, by property name) and its content as inner
 * blocks; its save() writes a <div> holding the fallback the editor writes from the settings (parts.js) and the
 * inner blocks, and PHP writes the element's tag in the div's place. Without the plugin the div stays: the fallback
 * reads in the content column. The canvas shows the real element (the autoloader is loaded into it), its content as
 * inner blocks, updated as settings change.
 *
 * This script: what the inserter offers (each element's starter and examples), and the post's panel that converts
 * its x- shortcodes to blocks in one click.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const { registerBlockVariation, rawHandler } = wp.blocks;
  const { __ } = wp.i18n;
  const el = wp.element.createElement;
  const parts = window.xElementsBlockParts;
  const c = wp.components;
  const elements = window.xElementsBlocks;
  const { asTemplate, blockFromShortcode, blocksFromHtml, firstShortcode } = kit;
  if (!Array.isArray(elements)) return;

  // What the inserter adds: each element's starter (a working block: no sample file, no demo account, its fallback
  // written from its settings), and its other examples that need nothing of the plugin's samples, by their titles.
  // Examples of several elements (tabs) have blocks of their own.
  wp.domReady(() => {
    for (const element of elements) {
      const starter = parts.starter(element, element.examples.length ? blocksFromHtml(element.examples[0].html)[0] : null);
      registerBlockVariation(element.name, {
        name: `${element.tag}-starter`,
        title: element.title,
        description: element.description,
        icon: element.icon,
        keywords: element.keywords,
        scope: ["inserter"],
        isDefault: true,
        attributes: starter.attributes,
        innerBlocks: starter.innerBlocks.map(asTemplate),
      });
      // A video's or a document's examples show someone else's file: the owner chooses theirs in the placeholder.
      const choosesFile = element.controls.some((control) => control.name === "src" && ["video", "application/pdf"].includes(control.media));
      element.examples.forEach((example, index) => {
        if (index === 0 || example.demo || choosesFile) return;
        const blocks = blocksFromHtml(example.html);
        if (blocks.length !== 1 || blocks[0].name !== element.name) return;
        const variation = parts.starter(element, blocks[0]);
        registerBlockVariation(element.name, {
          name: `${element.tag}-example-${index + 1}`,
          title: `${element.title}: ${example.title}`,
          description: `${element.title}: ${example.title}`,
          icon: element.icon,
          // Found by its own title's words: the block's would list every example for each of them.
          keywords: [],
          scope: ["inserter"],
          attributes: variation.attributes,
          innerBlocks: variation.innerBlocks.map(asTemplate),
        });
      });
    }
  });

  // One click: every x- shortcode of the post becomes its block: those in Shortcode blocks, and those of a post from
  // the classic editor (a Classic block), whose content WordPress's own conversion turns into blocks, shortcodes
  // included.
  const hasShortcode = (block) =>
    (block.name === "core/shortcode" && !!firstShortcode(block.attributes.text)) ||
    (block.name === "core/freeform" && /\[x-[a-z0-9-]+[\s\]]/.test(block.attributes.content || ""));
  const converted = (block) => {
    if (block.name === "core/freeform") return rawHandler({ HTML: block.attributes.content });
    const { element, shortcode } = firstShortcode(block.attributes.text);
    return blockFromShortcode(element, shortcode);
  };
  // WordPress 6.6 moved the document settings panel to wp.editor (wp.editPost's is deprecated there).
  const DocumentPanel = (wp.editor && wp.editor.PluginDocumentSettingPanel) || (wp.editPost && wp.editPost.PluginDocumentSettingPanel);
  if (wp.plugins && DocumentPanel) {
    const ConvertPanel = () => {
      const found = wp.data.useSelect((select) => {
        const ids = [];
        const visit = (blocks) =>
          blocks.forEach((block) => {
            if (hasShortcode(block)) ids.push(block.clientId);
            visit(block.innerBlocks);
          });
        visit(select("core/block-editor").getBlocks());
        return ids.join(" ");
      }, []);
      if (!found) return null;
      const convert = () => {
        const { getBlock } = wp.data.select("core/block-editor");
        for (const clientId of found.split(" ")) wp.data.dispatch("core/block-editor").replaceBlocks(clientId, converted(getBlock(clientId)));
      };
      return el(
        DocumentPanel,
        { name: "x-elements-convert", title: "x-elements", className: "x-elements-convert" },
        el("p", null, __("This post holds x-elements shortcodes.", "x-elements")),
        el(c.Button, { variant: "secondary", onClick: convert }, __("Convert the shortcodes to blocks", "x-elements")),
      );
    };
    wp.plugins.registerPlugin("x-elements-convert", { render: ConvertPanel });
  }
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
