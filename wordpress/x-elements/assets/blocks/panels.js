/*
 * Blocks of a trigger and its panel: the Tabs block and its tabs, and an accordion's questions. Each is saved as a
 * <details> (its title the summary), which opens and closes without JavaScript and without the plugin; the plugin
 * renders it as the x-toggle its parent's element documents (includes/class-blocks.php, render_panel). A tab's hash,
 * when its Tabs block binds tabs to hashes, is its title's (kept equal to it, never typed).
 */
(function (wp) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const el = wp.element.createElement;
  const { Fragment, useEffect, useState } = wp.element;
  const { registerBlockType, createBlock } = wp.blocks;
  const be = wp.blockEditor;
  const c = wp.components;
  const { __, sprintf } = wp.i18n;
  const useInnerBlocksProps = be.useInnerBlocksProps || be.__experimentalUseInnerBlocksProps;
  const { useSelect, useDispatch } = wp.data;

  /** A tab's hash from its title, as the plugin writes it: "Yearly plans" → yearly-plans. */
  const hashOf = (title) =>
    String(title || "")
      .replace(/<[^>]*>/g, "")
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, "-")
      .replace(/^-+|-+$/g, "");

  const plainTitle = (title) => String(title || "").replace(/<[^>]*>/g, "");

  const newTab = (number) => createBlock("x-elements/tab", { title: sprintf(__("Tab %d", "x-elements"), number) }, [createBlock("core/paragraph")]);

  function TabsEdit({ attributes, setAttributes, clientId }) {
    const { group, hashes } = attributes;
    useEffect(() => {
      // A group of its own, so that two Tabs blocks of a page do not close each other's tabs.
      if (!group) setAttributes({ group: `tabs-${clientId.slice(0, 8)}` });
    }, [group, clientId, setAttributes]);
    const tabs = useSelect((select) => select("core/block-editor").getBlocks(clientId), [clientId]);
    const selectedTab = useSelect(
      (select) => {
        const store = select("core/block-editor");
        const selected = store.getSelectedBlockClientId();
        if (!selected) return null;
        const path = [selected, ...store.getBlockParents(selected)];
        return store.getBlockOrder(clientId).find((id) => path.includes(id)) || null;
      },
      [clientId],
    );
    const [shown, setShown] = useState(null);
    const { insertBlock, selectBlock } = useDispatch("core/block-editor");
    const active = selectedTab || (tabs.some((tab) => tab.clientId === shown) ? shown : tabs[0] && tabs[0].clientId);
    // A tab chosen in the bar is selected once its panel is in view (a hidden block cannot take the focus).
    useEffect(() => {
      if (shown) selectBlock(shown);
    }, [shown, selectBlock]);
    const blockProps = be.useBlockProps({ className: "x-elements-tabs-editor" });
    const innerProps = useInnerBlocksProps(
      { className: "x-elements-tab-panels" },
      {
        allowedBlocks: ["x-elements/tab"],
        template: [
          ["x-elements/tab", { title: __("First tab", "x-elements") }, [["core/paragraph"]]],
          ["x-elements/tab", { title: __("Second tab", "x-elements") }, [["core/paragraph"]]],
        ],
        renderAppender: false,
      },
    );
    const add = () => {
      const tab = newTab(tabs.length + 1);
      insertBlock(tab, tabs.length, clientId);
      setShown(tab.clientId);
    };
    return el(
      Fragment,
      null,
      el(
        be.InspectorControls,
        null,
        el(
          c.PanelBody,
          { title: __("Tabs", "x-elements"), className: "x-elements-tabs-settings" },
          el(c.ToggleControl, {
            __nextHasNoMarginBottom: true,
            label: __("Give each tab an address", "x-elements"),
            help: hashes
              ? sprintf(
                  __("A link to %s opens that tab; the browser's Back button returns to the tab before.", "x-elements"),
                  tabs.map((tab) => `#${hashOf(tab.attributes.title)}`).join(", "),
                )
              : __("Off: the page's address stays as it is when a visitor changes tabs.", "x-elements"),
            checked: !!hashes,
            onChange: (checked) => setAttributes({ hashes: checked }),
          }),
          el(c.Button, { variant: "secondary", onClick: add }, __("Add a tab", "x-elements")),
        ),
      ),
      el(
        "div",
        blockProps,
        // Only the shown tab's panel is in view.
        active ? el("style", null, `.x-elements-tab-panels > [data-block]:not([data-block="${active}"]) { display: none; }`) : null,
        el(
          "div",
          {
            role: "tablist",
            className: "x-elements-tab-bar",
            style: { display: "flex", flexWrap: "wrap", gap: "4px", borderBottom: "1px solid #ccc" },
          },
          tabs.map((tab) =>
            el(
              "button",
              {
                key: tab.clientId,
                type: "button",
                role: "tab",
                "aria-selected": tab.clientId === active,
                className: "x-elements-tab-button",
                style: {
                  padding: "8px 12px",
                  border: "1px solid #ccc",
                  borderBottom: "none",
                  background: tab.clientId === active ? "#fff" : "#f0f0f0",
                  fontWeight: tab.clientId === active ? 600 : 400,
                  cursor: "pointer",
                },
                onClick: () => setShown(tab.clientId),
              },
              plainTitle(tab.attributes.title) || __("(untitled)", "x-elements"),
            ),
          ),
          el(c.Button, { variant: "tertiary", icon: "plus", className: "x-elements-add-tab", onClick: add }, __("Add a tab", "x-elements")),
        ),
        // Room for a selected tab's toolbar, which floats above it: the bar stays clickable.
        el("div", { ...innerProps, style: { paddingTop: "52px" } }),
      ),
    );
  }

  /** A trigger's title and its panel's blocks, edited in place; saved as a <details>. */
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

  registerBlockType("x-elements/tabs", {
    apiVersion: 3,
    title: __("Tabs (titles and panels)", "x-elements"),
    description: __("Tabbed panels: each tab a title and its content. Without JavaScript every tab reads as an open section.", "x-elements"),
    category: "x-elements",
    icon: "index-card",
    keywords: ["tabs", "tabbed", "panels", "toggle"],
    attributes: { group: { type: "string" }, hashes: { type: "boolean", default: false } },
    providesContext: { "x-elements/group": "group", "x-elements/hashes": "hashes" },
    supports: { html: false },
    edit: TabsEdit,
    save: () => el("div", be.useBlockProps.save(), el(be.InnerBlocks.Content)),
  });

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
})(window.wp);
