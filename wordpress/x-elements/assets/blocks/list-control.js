/*
 * JSON edited as a list: a list of objects (an example's markers, a form's fields) or settings by screen width (a
 * slider's breakpoints), an item per object with a field per key; its JSON a click away.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const { Fragment, useState } = wp.element;
  const { __ } = wp.i18n;
  const el = wp.element.createElement;
  const c = wp.components;
  const { Group, JsonControl, words } = kit;

  const plain = (item) => item !== null && typeof item === "object" && !Array.isArray(item);
  const parsed = (text) => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  /** JSON a list of objects is written as: a list of objects (an example's markers, fields). */
  const AS_LIST = {
    items(text) {
      const items = parsed(text);
      return Array.isArray(items) && items.length > 0 && items.every(plain) ? items : null;
    },
    write: (items) => JSON.stringify(items),
  };

  /** The screen width a setting of an object by width applies from, as an item's field. */
  const FROM_WIDTH = "fromWidth";

  /** JSON of settings by screen width (a slider's breakpoints, {"640": {...}}): an item per width. */
  const BY_WIDTH = {
    items(text) {
      const map = parsed(text);
      if (!plain(map) || !Object.keys(map).length) return null;
      const entries = Object.entries(map);
      if (!entries.every(([width, settings]) => /^\d+$/.test(width) && plain(settings))) return null;
      return entries.map(([width, settings]) => ({ [FROM_WIDTH]: Number(width), ...settings }));
    },
    write: (items) => JSON.stringify(Object.fromEntries(items.map(({ [FROM_WIDTH]: width, ...settings }) => [String(Number(width) || 0), settings]))),
  };

  /** A field's label: the words of its key, a width with its unit. */
  const fieldLabel = (key) => (key === FROM_WIDTH ? __("From a screen width of (px)", "x-elements") : words(key));

  /**
   * A JSON list of objects, or of settings by screen width, whose shape the declaration's example gives: an item per
   * entry, a field per key of the example's items (a toggle for a true/false, a number field for a number, else
   * text), Add and Remove; or the JSON itself (also shown for a value that is not such a list, with the element's
   * sentence when it is invalid).
   */
  function ListControl({ label, help, model, codec, example, value, set }) {
    const [asJson, setAsJson] = useState(false);
    const items = value === undefined ? [] : codec.items(value);
    if (asJson || (value !== undefined && value !== "[]" && !items)) {
      return el(
        Fragment,
        null,
        el(JsonControl, { label, help, placeholder: example, value, set }),
        items || value === undefined ? el(c.Button, { variant: "link", onClick: () => setAsJson(false) }, __("Edit as a list", "x-elements")) : null,
      );
    }
    const fields = new Map();
    for (const item of model) {
      for (const [key, sample] of Object.entries(item))
        if (!fields.has(key) && sample !== null && typeof sample !== "object") fields.set(key, typeof sample);
    }
    const write = (next) => set(next.length ? codec.write(next) : undefined);
    const change = (index, key, next) => write(items.map((item, i) => (i === index ? { ...item, [key]: next } : item)));
    const field = (item, index, key, type) => {
      if (type === "boolean")
        return el(c.ToggleControl, {
          __nextHasNoMarginBottom: true,
          key,
          label: fieldLabel(key),
          checked: item[key] === true,
          onChange: (next) => change(index, key, next),
        });
      return el(c.TextControl, {
        __nextHasNoMarginBottom: true,
        __next40pxDefaultSize: true,
        key,
        label: fieldLabel(key),
        type: type === "number" ? "number" : "text",
        step: "any",
        value: item[key] ?? "",
        onChange: (next) => change(index, key, type === "number" && next !== "" ? Number(next) : next),
      });
    };
    return el(
      "div",
      { className: "x-elements-list", "data-x-list": label },
      el(
        Group,
        { label, help },
        items.map((item, index) =>
          el(
            "div",
            { key: index, className: "x-elements-list-item", style: { borderLeft: "2px solid #ddd", paddingLeft: "8px", marginBottom: "12px" } },
            [...fields].map(([key, type]) => field(item, index, key, type)),
            el(
              c.Button,
              { variant: "link", isDestructive: true, onClick: () => write(items.filter((_, i) => i !== index)) },
              __("Remove", "x-elements"),
            ),
          ),
        ),
        el(
          "div",
          { style: { display: "flex", gap: "8px" } },
          el(c.Button, { variant: "secondary", onClick: () => write([...items, {}]) }, __("Add", "x-elements")),
          el(c.Button, { variant: "link", onClick: () => setAsJson(true) }, __("Edit as JSON", "x-elements")),
        ),
      ),
    );
  }

  Object.assign(kit, { AS_LIST, BY_WIDTH, ListControl });
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
