/*
 * The Tabs block: tabs (a title and its content each) edited one at a time, in a group of their own; saved as
 * <details>, one per tab (panels.js), which the plugin renders as the x-toggle tabs of x-tabs.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const el = wp.element.createElement;
  const { Fragment, useEffect, useState } = wp.element;
  const { registerBlockType, createBlock } = wp.blocks;
  const be = wp.blockEditor;
  const { __, sprintf } = wp.i18n;
  const useInnerBlocksProps = be.useInnerBlocksProps || be.__experimentalUseInnerBlocksProps;
  const { useSelect, useDispatch } = wp.data;
  const { TabsSettings, TabBar } = kit;

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
    const [shown, setShown] = useState(/** @type {string | null} */ (null));
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
      el(TabsSettings, { tabs, hashes, setAttributes, add }),
      el(
        "div",
        blockProps,
        // Only the shown tab's panel is in view.
        active ? el("style", null, `.x-elements-tab-panels > [data-block]:not([data-block="${active}"]) { display: none; }`) : null,
        el(TabBar, { tabs, active, show: setShown, add }),
        // Room for a selected tab's toolbar, which floats above it: the bar stays clickable.
        el("div", { ...innerProps, style: { paddingTop: "52px" } }),
      ),
    );
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
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
