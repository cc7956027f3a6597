/*
 * Settings of their own kind: a date (its text and a picker in the site's time zone) and an address (with the media
 * library and an upload when the attribute names a kind of media); an attribute's value in the element's examples.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const { Fragment } = wp.element;
  const { __, sprintf } = wp.i18n;
  const el = wp.element.createElement;
  const be = wp.blockEditor;
  const c = wp.components;

  /** An attribute's value in the element's examples, the first that sets it (a JSON attribute's model). */
  function exampleValue(element, control) {
    for (const example of element.examples) {
      const doc = new DOMParser().parseFromString(example.html, "text/html");
      const found = doc.querySelector(`${element.tag}[${control.name}]`);
      if (found) return found.getAttribute(control.name);
    }
    return undefined;
  }

  /** The site's offset as ISO 8601 writes it (+01:00), for a date picked in the site's time. */
  function siteOffset() {
    const hours = Number(wp.date && wp.date.getSettings ? wp.date.getSettings().timezone.offset : 0) || 0;
    const minutes = Math.round(Math.abs(hours) * 60);
    const pad = (n) => String(n).padStart(2, "0");
    return `${hours < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }

  /** A date: its text field (labelled by the setting's name), and a picker that writes the site's time and offset. */
  function DateControl({ label, help, value, set }) {
    const local = value ? value.replace(/(Z|[+-]\d{2}:?\d{2})$/i, "") : null;
    return el(
      "div",
      { className: "x-elements-date" },
      el(c.TextControl, {
        __nextHasNoMarginBottom: true,
        __next40pxDefaultSize: true,
        label,
        help: `${help} ${__("Written as ISO 8601 with its offset, such as 2030-12-31T23:59:59+01:00; or pick it below, in the site's time zone.", "x-elements")}`,
        value: value ?? "",
        onChange: (next) => set(next === "" ? undefined : next),
      }),
      el(c.DateTimePicker, {
        __nextRemoveHelpButton: true,
        __nextRemoveResetButton: true,
        currentDate: local,
        is12Hour: false,
        onChange: (next) => set(next ? `${next.slice(0, 19)}${siteOffset()}` : undefined),
      }),
    );
  }

  function UrlControl({ label, help, placeholder, value, set, media }) {
    const upload = (files) => {
      const { mediaUpload } = wp.data.select("core/block-editor").getSettings();
      if (!mediaUpload) return;
      mediaUpload({
        filesList: files,
        allowedTypes: media ? [media] : undefined,
        onFileChange: ([file]) => file && file.id && set(file.url),
        onError: (message) => wp.data.dispatch("core/notices").createErrorNotice(String(message), { type: "snackbar" }),
      });
    };
    return el(
      Fragment,
      null,
      el(c.TextControl, {
        __nextHasNoMarginBottom: true,
        __next40pxDefaultSize: true,
        label,
        help,
        type: "url",
        placeholder,
        value: value ?? "",
        onChange: (next) => set(next === "" ? undefined : next),
      }),
      media
        ? el(
            be.MediaUploadCheck,
            null,
            el(
              "div",
              { className: "x-elements-media", "data-x-attribute": label, style: { display: "flex", gap: "8px", marginBottom: "16px" } },
              el(be.MediaUpload, {
                allowedTypes: [media],
                value: undefined,
                onSelect: (file) => set(file.url),
                render: ({ open }) => el(c.Button, { variant: "secondary", onClick: open }, __("Media library", "x-elements")),
              }),
              el(c.FormFileUpload, {
                accept: media === "application/pdf" ? ".pdf,application/pdf" : `${media}/*`,
                variant: "secondary",
                className: "x-elements-upload",
                "aria-label": sprintf(__("Upload the %s file", "x-elements"), label),
                onChange: (event) => upload(event.target.files),
                render: ({ openFileDialog }) => el(c.Button, { variant: "secondary", onClick: openFileDialog }, __("Upload", "x-elements")),
              }),
            ),
          )
        : null,
    );
  }

  Object.assign(kit, { DateControl, UrlControl, exampleValue });
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
