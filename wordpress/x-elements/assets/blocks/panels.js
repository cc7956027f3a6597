/*
 * Blocks of a trigger and its panel: a tab of the Tabs block (tabs.js), and an accordion's questions. Each is saved as a
 * <details> (its title the summary), which opens and closes without JavaScript and without the plugin; the plugin
 * renders it as the x-toggle its parent's element documents (includes/class-blocks.php, render_panel). A tab's hash,
 * when its Tabs block binds tabs to hashes, is its title's (kept equal to it, never typed).
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const el = wp.element.createElement;
  const { Fragment } = wp.element;
  const { registerBlockType } = wp.blocks;
  const be = wp.blockEditor;
  const c = wp.components;
  const { __, sprintf } = wp.i18n;
  const useInnerBlocksProps = be.useInnerBlocksProps || be.__experimentalUseInnerBlocksProps;
  const { hashOf, plainTitle } = kit;

  /**
   * A trigger's title and its panel's blocks, edited in place; saved as a <details>.
   * @param {{ kind: string, title: string, description: string, icon: string, parent: string[], attributes: Record<string, unknown>, settings?: (attributes: Record<string, unknown>, setAttributes: (changed: Record<string, unknown>) => void) => import("react").ReactNode }} block
   */
  function panelBlock({ kind, title, description, icon, parent, attributes, settings }) {
    return {
      apiVersion: 3,
      title,
      description,
      category: "x-elements",
      icon,
      parent,
      attributes: { title: { type: "string", source: "html", selector: "summary" }, ...attributes },
      usesContext: kind === "tab" ? ["x-elements/group", "x-elements/hashes"] : [],
      supports: { html: false, reusable: false },
      edit: function PanelEdit({ attributes, setAttributes, context }) {
        const blockProps = be.useBlockProps({ className: `x-elements-${kind}-editor` });
        const innerProps = useInnerBlocksProps({ className: `x-elements-${kind}-content` }, { template: [["core/paragraph"]] });
        const hash = kind === "tab" && context["x-elements/hashes"] ? hashOf(attributes.title) : "";
        return el(
          Fragment,
          null,
          el(
            be.InspectorControls,
            null,
            el(
              c.PanelBody,
              { title },
              el(c.TextControl, {
                __nextHasNoMarginBottom: true,
                __next40pxDefaultSize: true,
                label: kind === "tab" ? __("Tab title", "x-elements") : __("Question", "x-elements"),
                value: plainTitle(attributes.title),
                onChange: (next) => setAttributes({ title: next.replace(/&/g, "&amp;").replace(/</g, "&lt;") }),
              }),
              hash ? el("p", { className: "x-elements-tab-address" }, sprintf(__("This tab's address: #%s", "x-elements"), hash)) : null,
              settings ? settings(attributes, setAttributes) : null,
            ),
          ),
          el(
            "div",
            { ...blockProps, style: { border: "1px solid #ddd", padding: "8px 12px", marginBottom: "8px" } },
            el(be.RichText, {
              tagName: "div",
              className: `x-elements-${kind}-title`,
              style: { fontWeight: 600 },
              "aria-label": kind === "tab" ? __("Tab title", "x-elements") : __("Question", "x-elements"),
              placeholder: kind === "tab" ? __("Tab title", "x-elements") : __("Question", "x-elements"),
              allowedFormats: [],
              value: attributes.title,
              onChange: (next) => setAttributes({ title: next }),
            }),
            el("div", innerProps),
          ),
        );
      },
      save({ attributes }) {
        const open = kind === "tab" || attributes.open ? { open: true } : {};
        return el(
          "details",
          be.useBlockProps.save(open),
          el(be.RichText.Content, { tagName: "summary", value: attributes.title }),
          el(be.InnerBlocks.Content),
        );
      },
    };
  }

  registerBlockType(
    "x-elements/tab",
    panelBlock({
      kind: "tab",
      title: __("Tab", "x-elements"),
      description: __("A tab: its title and its content.", "x-elements"),
      icon: "excerpt-view",
      parent: ["x-elements/tabs"],
      attributes: {},
    }),
  );

  registerBlockType(
    "x-elements/accordion-item",
    panelBlock({
      kind: "accordion-item",
      title: __("Question and answer", "x-elements"),
      description: __("A question of an accordion and its answer.", "x-elements"),
      icon: "arrow-down-alt2",
      parent: ["x-elements/accordion"],
      attributes: { open: { type: "boolean", default: false } },
      settings: (attributes, setAttributes) =>
        el(c.ToggleControl, {
          __nextHasNoMarginBottom: true,
          label: __("Open when the page loads", "x-elements"),
          checked: !!attributes.open,
          onChange: (open) => setAttributes({ open }),
        }),
    }),
  );
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
