/*
 * The Tabs block's parts in the editor: a tab's hash from its title (as the plugin writes it), its title as text,
 * the block's settings (tabs bound to hashes) and its bar of tabs, which shows one panel at a time.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const el = wp.element.createElement;
  const be = wp.blockEditor;
  const c = wp.components;
  const { __, sprintf } = wp.i18n;

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

  /** The Tabs block's settings: whether each tab has an address (its hash), and a button that adds a tab. */
  function TabsSettings({ tabs, hashes, setAttributes, add }) {
    return el(
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
    );
  }

  /** The bar of tabs above the panels: a button per tab (the active one shown), and one that adds a tab. */
  function TabBar({ tabs, active, show, add }) {
    return el(
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
            onClick: () => show(tab.clientId),
          },
          plainTitle(tab.attributes.title) || __("(untitled)", "x-elements"),
        ),
      ),
      el(c.Button, { variant: "tertiary", icon: "plus", className: "x-elements-add-tab", onClick: add }, __("Add a tab", "x-elements")),
    );
  }

  Object.assign(kit, { hashOf, plainTitle, TabsSettings, TabBar });
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
