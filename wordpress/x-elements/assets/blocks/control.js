/*
 * The settings panel's control for one attribute, from its kind (a toggle, a select, tokens, a number, a date, an
 * address, labels, JSON or text), with the element's warning for its value under it.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const el = wp.element.createElement;
  const c = wp.components;
  const { AS_LIST, BY_WIDTH, DateControl, FieldsControl, JsonControl, ListControl, UrlControl, booleanOf, exampleValue, useWarning } = kit;

  /* The settings: a control per attribute, from its kind. */

  function Control({ element, control, value, set }) {
    const label = control.label || control.name;
    const help = control.description;
    const placeholder = control.default === null || control.default === undefined ? "" : control.default;
    const warning = useWarning(element.tag, control.name, value);
    const shown = (node) =>
      el(
        "div",
        { className: "x-elements-control", style: { marginBottom: "16px" } },
        node,
        warning ? el(c.Notice, { status: "warning", isDismissible: false, className: "x-elements-warning" }, warning) : null,
      );
    switch (control.control) {
      case "toggle": {
        const fallback = control.default === "";
        return shown(
          el(c.ToggleControl, {
            __nextHasNoMarginBottom: true,
            label,
            help,
            checked: booleanOf(control, value),
            onChange: (checked) => set(checked === fallback ? undefined : String(checked)),
          }),
        );
      }
      case "select":
        return shown(
          el(c.SelectControl, {
            __nextHasNoMarginBottom: true,
            __next40pxDefaultSize: true,
            label,
            help,
            value: value ?? placeholder,
            options: control.options.map((option) => ({ label: option, value: option })),
            onChange: (next) => set(next === placeholder ? undefined : next),
          }),
        );
      case "tokens":
        return shown(
          el(c.FormTokenField, {
            __nextHasNoMarginBottom: true,
            __next40pxDefaultSize: true,
            label,
            value: (value ?? placeholder).split(/\s+/).filter(Boolean),
            suggestions: control.options,
            __experimentalExpandOnFocus: true,
            onChange: (tokens) => {
              const next = tokens
                .map((token) => (typeof token === "string" ? token : token.value))
                .filter((token) => control.options.includes(token))
                .join(" ");
              set(next === placeholder ? undefined : next);
            },
          }),
        );
      case "number":
        return shown(
          el(c.TextControl, {
            __nextHasNoMarginBottom: true,
            __next40pxDefaultSize: true,
            label,
            help,
            type: "number",
            min: control.min,
            max: control.max,
            step: "any",
            placeholder,
            value: value ?? "",
            onChange: (next) => set(next === "" ? undefined : next),
          }),
        );
      case "date":
        return shown(el(DateControl, { label, help, value, set }));
      case "url":
        return shown(el(UrlControl, { label, help, placeholder, value, set, media: control.media }));
      case "fields":
        return shown(el(FieldsControl, { label, help, fields: control.fields, value, set }));
      case "json": {
        const example = exampleValue(element, control);
        const codec = [AS_LIST, BY_WIDTH].find((candidate) => candidate.items(example));
        return shown(
          codec
            ? el(ListControl, { label, help, model: codec.items(example), codec, example, value, set })
            : el(JsonControl, { label, help, placeholder: example ?? placeholder, value, set }),
        );
      }
      default:
        return shown(
          el(c.TextControl, {
            __nextHasNoMarginBottom: true,
            __next40pxDefaultSize: true,
            label,
            help,
            placeholder,
            value: value ?? "",
            onChange: (next) => set(next === "" ? undefined : next),
          }),
        );
    }
  }

  Object.assign(kit, { Control });
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
