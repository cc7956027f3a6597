/*
 * Settings written as JSON: labels (a text per key, only the changed keys written) and any other JSON (a textarea, its
 * example as placeholder, the element's own sentence for invalid JSON).
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const { Fragment } = wp.element;
  const el = wp.element.createElement;
  const c = wp.components;
  const elements = window.xElementsBlocks;
  if (!Array.isArray(elements)) return;

  /** A key of JSON in words: slidesPerPage, marker-info → "Slides per page", "Marker info". */
  const words = (key) => {
    const text = String(key)
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replace(/[-_]+/g, " ")
      .toLowerCase();
    return text.charAt(0).toUpperCase() + text.slice(1);
  };

  /**
   * Several fields under one name: a fieldset, its legend the setting's label.
   * @param {{ label: string, help?: string, className?: string, children?: import("react").ReactNode }} props
   */
  function Group({ label, help, className, children }) {
    return el(
      "fieldset",
      { className: `x-elements-group ${className || ""}`, style: { marginBottom: "16px" } },
      el("legend", { className: "components-base-control__label", style: { marginBottom: "8px", fontWeight: 500 } }, label),
      el("div", { style: { display: "flex", flexDirection: "column", gap: "12px" } }, children),
      help ? el("p", { className: "components-base-control__help", style: { fontSize: "12px", color: "#757575" } }, help) : null,
    );
  }

  /** JSON of labels: a text per key, the element's own wording as placeholder; only the changed keys are written. */
  function FieldsControl({ label, help, fields, value, set }) {
    /** @type {unknown} */
    let current = {};
    try {
      current = value ? JSON.parse(value) : {};
    } catch {
      current = null;
    }
    if (current === null || typeof current !== "object" || Array.isArray(current)) {
      return el(JsonControl, { label, help, placeholder: JSON.stringify(fields), value, set });
    }
    return el(
      Group,
      { label, help },
      Object.entries(fields).map(([key, wording]) =>
        el(c.TextControl, {
          __nextHasNoMarginBottom: true,
          __next40pxDefaultSize: true,
          key,
          label: words(key),
          placeholder: wording,
          value: typeof current[key] === "string" ? current[key] : "",
          onChange: (next) => {
            const changed = { ...current };
            if (next === "") delete changed[key];
            else changed[key] = next;
            set(Object.keys(changed).length ? JSON.stringify(changed) : undefined);
          },
        }),
      ),
    );
  }

  /** Any other JSON: a textarea, its example as placeholder, and the element's own sentence for invalid JSON. */
  function JsonControl({ label, help, placeholder, value, set }) {
    /** @type {string | null} */
    let problem = null;
    if (value) {
      try {
        JSON.parse(value);
      } catch {
        problem = `attribute "${label}": ${JSON.stringify(value)} is not valid JSON`;
      }
    }
    return el(
      Fragment,
      null,
      el(c.TextareaControl, {
        __nextHasNoMarginBottom: true,
        label,
        help,
        placeholder,
        value: value ?? "",
        rows: 4,
        onChange: (next) => set(next === "" ? undefined : next),
      }),
      problem ? el(c.Notice, { status: "warning", isDismissible: false, className: "x-elements-warning" }, problem) : null,
    );
  }

  Object.assign(kit, { FieldsControl, Group, JsonControl, words });
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
