/*
 * The slot block: a slotted part of an element's content (a toggle's trigger, a countdown's completion text), its
 * tag and slot kept, its text edited in place.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const { Fragment } = wp.element;
  const { registerBlockType } = wp.blocks;
  const { __ } = wp.i18n;
  const el = wp.element.createElement;
  const be = wp.blockEditor;
  const c = wp.components;
  const { SLOT_BLOCK, byName } = kit;

  // A slotted part of an element's content (a toggle's trigger, a countdown's completion text): its tag and slot
  // kept, its text edited in place.
  registerBlockType(SLOT_BLOCK, {
    apiVersion: 3,
    title: __("Element part", "x-elements"),
    description: __("A part of an element's content placed by name (its slot), such as a toggle's trigger.", "x-elements"),
    category: "x-elements",
    icon: "tag",
    parent: [...byName.keys()],
    attributes: {
      slot: { type: "string", default: "" },
      tagName: { type: "string", default: "span" },
      href: { type: "string" },
      content: { type: "string", source: "html", selector: "[slot]", default: "" },
    },
    supports: { html: false, reusable: false, inserter: false },
    edit({ attributes, setAttributes }) {
      const props = be.useBlockProps({ slot: attributes.slot, href: attributes.href });
      return el(
        Fragment,
        null,
        el(
          be.InspectorControls,
          null,
          el(
            c.PanelBody,
            { title: __("Part", "x-elements") },
            el(c.TextControl, {
              __nextHasNoMarginBottom: true,
              __next40pxDefaultSize: true,
              label: __("Slot", "x-elements"),
              value: attributes.slot,
              onChange: (slot) => setAttributes({ slot }),
            }),
            attributes.tagName === "a"
              ? el(c.TextControl, {
                  __nextHasNoMarginBottom: true,
                  __next40pxDefaultSize: true,
                  label: __("Link address", "x-elements"),
                  type: "url",
                  value: attributes.href ?? "",
                  onChange: (href) => setAttributes({ href: href || undefined }),
                })
              : null,
          ),
        ),
        // A button in the canvas would take the caret's keys: its text is edited in a span.
        el(be.RichText, {
          ...props,
          tagName: attributes.tagName === "button" ? "span" : attributes.tagName,
          value: attributes.content,
          onChange: (content) => setAttributes({ content }),
        }),
      );
    },
    save({ attributes }) {
      const { tagName, slot, href } = attributes;
      return el(be.RichText.Content, {
        tagName,
        slot,
        href: tagName === "a" ? href : undefined,
        type: tagName === "button" ? "button" : undefined,
        value: attributes.content,
      });
    },
  });
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
