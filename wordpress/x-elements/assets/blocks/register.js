/*
 * A block per element, registered from the data the plugin prints (window.xElementsBlocks): its settings as
 * attributes, its saved <div> (the element's place) holding the fallback and the inner blocks, its shortcode
 * transforms and the forms it was saved in before.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const { RawHTML } = wp.element;
  const { registerBlockType, createBlock } = wp.blocks;
  const el = wp.element.createElement;
  const be = wp.blockEditor;
  const elements = window.xElementsBlocks;
  const { blockFromShortcode, edit, firstShortcode, shortcodeOf } = kit;
  if (!Array.isArray(elements)) return;

  /** The saved content: a <div> (the element's place) holding the generated fallback and the inner blocks. */
  function save({ attributes }) {
    return el(
      "div",
      be.useBlockProps.save(),
      attributes.fallback ? el("div", { className: "x-elements-fallback" }, el(RawHTML, null, attributes.fallback)) : null,
      el(be.InnerBlocks.Content),
    );
  }

  /** How blocks were saved before: the inner blocks only (the element's tag added at render). */
  const savedInnerBlocksOnly = () => el(be.InnerBlocks.Content);

  for (const element of elements) {
    const attributes = {
      className: { type: "string" },
      fallback: { type: "string", source: "html", selector: ".x-elements-fallback" },
      siteForm: { type: "string" },
    };
    const earlier = { className: { type: "string" } };
    for (const control of element.controls) {
      attributes[control.field] = { type: "string" };
      earlier[control.field] = { type: "string" };
    }
    registerBlockType(element.name, {
      apiVersion: 3,
      title: element.title,
      description: element.description,
      category: "x-elements",
      icon: element.icon,
      keywords: element.keywords,
      attributes,
      supports: { html: false },
      edit: edit(element),
      save,
      deprecated: [{ attributes: earlier, supports: { html: false }, save: savedInnerBlocksOnly }],
      transforms: {
        from: [
          {
            type: "shortcode",
            tag: element.tag,
            transform: (_named, match) => blockFromShortcode(element, match.shortcode),
          },
          {
            type: "block",
            blocks: ["core/shortcode"],
            isMatch: ({ text }) => (firstShortcode(text) || {}).element === element,
            transform: ({ text }) => blockFromShortcode(element, firstShortcode(text).shortcode),
          },
        ],
        to: [
          {
            type: "block",
            blocks: ["core/shortcode"],
            transform: (blockAttributes, innerBlocks) => createBlock("core/shortcode", { text: shortcodeOf(element, blockAttributes, innerBlocks) }),
          },
        ],
      },
    });
  }
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
