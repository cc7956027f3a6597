/*
 * The block editor side of the x-elements blocks: one block per element, registered from the data the plugin
 * prints (window.xElementsBlocks, read from the manifest by includes/class-blocks.php). Written against the wp.*
 * globals, without a build step.
 *
 * A block stores the attributes the author changed (as attribute text, by property name) and its content as inner
 * blocks; its save() writes a <div> holding the fallback the editor writes from the settings (fallbacks.js) and the
 * inner blocks, and PHP writes the element's tag in the div's place. Without the plugin the div stays: the fallback
 * reads in the content column. The canvas shows the real element (the autoloader is loaded into it), its content as
 * inner blocks, updated as settings change.
 */
(function (wp, elements, autoloader) {
  "use strict";
  if (!wp || !wp.blocks || !Array.isArray(elements)) return;

  const el = wp.element.createElement;
  const { Fragment, RawHTML, useState, useEffect, useCallback } = wp.element;
  const parts = window.xElementsBlockParts;
  const { registerBlockType, registerBlockVariation, createBlock, rawHandler, serialize } = wp.blocks;
  const be = wp.blockEditor;
  const useInnerBlocksProps = be.useInnerBlocksProps || be.__experimentalUseInnerBlocksProps;
  const c = wp.components;
  const { __, sprintf } = wp.i18n;

  const SLOT_BLOCK = "x-elements/slot";
  const byTag = new Map(elements.map((element) => [element.tag, element]));
  const byName = new Map(elements.map((element) => [element.name, element]));

  /* Values: a block attribute holds the attribute text; absent means the element's default. */

  /** A boolean attribute's value: "" and "true" are true, "false" false, absent its default (present: ""). */
  const booleanOf = (control, value) => (value === undefined ? control.default === "" : value !== "false");

  /** The element's attributes for a block's attributes: a true boolean bare (""), the rest as written. */
  function elementAttributes(element, attributes) {
    const html = {};
    for (const control of element.controls) {
      const value = attributes[control.field];
      if (value === undefined || value === null || (value === "" && control.control !== "toggle")) continue;
      html[control.name] = control.control === "toggle" && value === "true" ? "" : value;
    }
    return html;
  }

  /** A block's attributes from an element's (or a shortcode's) attributes, by attribute name. */
  function blockAttributes(element, named) {
    const attributes = {};
    for (const control of element.controls) {
      if (!(control.name in named) || control.control === "server") continue;
      const value = named[control.name];
      attributes[control.field] = control.control === "toggle" && (value === "" || value === true) ? "true" : String(value);
    }
    if (named.class) attributes.className = String(named.class);
    return attributes;
  }

  /* Content: HTML (an example, a shortcode's content) as blocks. */

  const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

  /** Blocks for some HTML: x- elements as their blocks, slotted elements as slot blocks, the rest as core blocks. */
  function blocksFromHtml(html) {
    const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
    return blocksFromNodes(doc.body.childNodes);
  }

  function blocksFromNodes(nodes) {
    const blocks = [];
    let pending = "";
    const flush = () => {
      if (pending.trim()) blocks.push(...rawHandler({ HTML: pending }));
      pending = "";
    };
    for (const node of nodes) {
      const isElement = node.nodeType === 1;
      if (isElement && byTag.has(node.localName)) {
        flush();
        blocks.push(blockFromElement(node));
      } else if (isElement && node.hasAttribute("slot")) {
        flush();
        blocks.push(
          createBlock(SLOT_BLOCK, {
            slot: node.getAttribute("slot"),
            tagName: node.localName,
            href: node.getAttribute("href") || undefined,
            content: node.innerHTML,
          }),
        );
      } else if (isElement && [...node.children].some((child) => byTag.has(child.localName))) {
        // A wrapper around elements (tabs in a <div>): its elements.
        flush();
        blocks.push(...blocksFromNodes(node.childNodes));
      } else {
        pending += isElement ? node.outerHTML : node.nodeType === 3 ? escapeText(node.textContent) : "";
      }
    }
    flush();
    return blocks;
  }

  function blockFromElement(node) {
    const element = byTag.get(node.localName);
    const named = {};
    for (const attribute of node.attributes) named[attribute.name] = attribute.value;
    return createBlock(element.name, blockAttributes(element, named), blocksFromNodes(node.childNodes));
  }

  const asTemplate = (block) => [block.name, block.attributes, block.innerBlocks.map(asTemplate)];

  /* Shortcodes, both ways. */

  function blockFromShortcode(element, shortcode) {
    const named = { ...shortcode.attrs.named };
    for (const word of shortcode.attrs.numeric) named[String(word).toLowerCase()] = "";
    for (const [name, value] of Object.entries(named)) named[name] = String(value).replace(/&#91;/g, "[").replace(/&#93;/g, "]");
    return createBlock(element.name, blockAttributes(element, named), blocksFromHtml(shortcode.content || ""));
  }

  const shortcodeValue = (value) => value.replace(/"/g, "&quot;").replace(/\[/g, "&#91;").replace(/\]/g, "&#93;");

  function shortcodeOf(element, attributes, innerBlocks) {
    const parts = Object.entries(elementAttributes(element, attributes)).map(([name, value]) =>
      value === "" ? name : `${name}="${shortcodeValue(value)}"`,
    );
    if (attributes.className) parts.push(`class="${shortcodeValue(attributes.className)}"`);
    const content = serialize(innerBlocks).replace(/<!-- \/?wp:[^>]*-->\n?/g, "");
    return `[${element.tag}${parts.map((part) => ` ${part}`).join("")}]${content}[/${element.tag}]`;
  }

  /** The first x- shortcode of a Shortcode block's text, as a wp.shortcode match with its element. */
  function firstShortcode(text) {
    const match = /\[(x-[a-z0-9-]+)[\s\]]/.exec(text || "");
    const element = match && byTag.get(match[1]);
    const found = element && wp.shortcode.next(element.tag, text);
    return found ? { element, shortcode: found.shortcode } : null;
  }

  /* What the elements say: each warning `[x-tag] attribute "name": "raw" problem`, kept for the settings panel. */

  const warnings = new Map();
  const warningListeners = new Set();
  function watchConsole(win) {
    if (!win || win.xElementsWatched) return;
    win.xElementsWatched = true;
    const original = win.console.warn;
    win.console.warn = function (...args) {
      const match = /^\[(x-[a-z0-9-]+)\] attribute "([^"]+)": ("(?:[^"\\]|\\.)*") (.*)$/s.exec(String(args[0]));
      if (match) {
        warnings.set(`${match[1]} ${match[2]} ${JSON.parse(match[3])}`, String(args[0]));
        warningListeners.forEach((listener) => listener());
      }
      return original.apply(this, args);
    };
  }
  watchConsole(window);

  function useWarning(tag, name, value) {
    const [, setCount] = useState(0);
    useEffect(() => {
      const listener = () => setCount((count) => count + 1);
      warningListeners.add(listener);
      return () => warningListeners.delete(listener);
    }, []);
    if (value === undefined || value === "") return null;
    return warnings.get(`${tag} ${name} ${value}`) || null;
  }

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

  /** A key of JSON in words: slidesPerPage, marker-info → "Slides per page", "Marker info". */
  const words = (key) => {
    const text = String(key)
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replace(/[-_]+/g, " ")
      .toLowerCase();
    return text.charAt(0).toUpperCase() + text.slice(1);
  };

  /** Several fields under one name: a fieldset, its legend the setting's label. */
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

  /* The blocks. */

  /**
   * The canvas shows an element's real UI but sends nothing: its document is marked as a preview
   * (data-x-elements-preview on its root), which the elements honour (a request that would send is refused and
   * says so, a platform's player is not loaded); a form is never posted by the browser either (its submit event,
   * once the element has handled it, is cancelled), and a click on a link to another page does nothing (in-page
   * links, which toggles and tabs use, work).
   */
  const PREVIEW_ATTRIBUTE = "data-x-elements-preview";

  function keepInEditor(event) {
    const leaves = event
      .composedPath()
      .some((node) => node && node.nodeType === 1 && node.matches("a[href]") && !node.getAttribute("href").startsWith("#"));
    if (leaves) event.preventDefault();
  }

  const postNothing = (event) => event.preventDefault();

  /** The elements' autoloader, as a module, in the canvas's document (the editor's own, or an iframe's), once. */
  function loadElements(doc) {
    const win = doc.defaultView;
    if (!autoloader || !win || win.xElementsAutoloading) return;
    win.xElementsAutoloading = true;
    const script = doc.createElement("script");
    script.type = "module";
    script.src = autoloader;
    (doc.head || doc.documentElement).append(script);
  }

  function asPreview(node) {
    node.ownerDocument.documentElement.setAttribute(PREVIEW_ATTRIBUTE, "");
    loadElements(node.ownerDocument);
    node.addEventListener("click", keepInEditor, true);
    node.addEventListener("submit", postNothing);
  }

  /**
   * The values the server fills at render that the canvas can know: the post's id (a rating rates the post it is
   * in), where the site gives that value (the element's condition, such as its plugin being active, holds).
   */
  function previewValues(element, postId) {
    const values = {};
    for (const control of element.controls) {
      if (control.control === "server" && control.source === "post-id" && postId) values[control.name] = String(postId);
    }
    return values;
  }

  /** The site's form a block shows (Contact Form 7's, MC4WP's), picked by its title. */
  function FormControl({ element, value, set }) {
    if (!element.forms.length)
      return el(
        c.Notice,
        { status: "info", isDismissible: false },
        __("The site has no form of this kind yet: create one in its plugin first.", "x-elements"),
      );
    return el(c.SelectControl, {
      __nextHasNoMarginBottom: true,
      __next40pxDefaultSize: true,
      label: __("Form", "x-elements"),
      help: __("One of the site's forms. Without x-elements the post shows this form as its plugin prints it.", "x-elements"),
      value: value ?? "",
      options: [
        { label: __("Choose a form", "x-elements"), value: "" },
        ...element.forms.map((form) => ({ label: form.title, value: String(form.id) })),
      ],
      onChange: (next) => set(next === "" ? undefined : next),
    });
  }

  /** A media element that has nothing to show yet (a video just inserted): where to choose its file or address. */
  function SourcePlaceholder({ element, set, blockProps }) {
    const src = element.controls.find((control) => control.name === "src");
    return el(
      "div",
      blockProps,
      el(
        c.Placeholder,
        {
          icon: element.icon,
          label: element.title,
          instructions:
            src.media === "video"
              ? __("Choose a video file, or paste a YouTube or Vimeo address.", "x-elements")
              : __("Choose a PDF file, or paste its address.", "x-elements"),
        },
        el(UrlControl, { label: src.label, help: "", placeholder: "https://", value: undefined, set, media: src.media }),
      ),
    );
  }

  function edit(element) {
    const controls = element.controls.filter((control) => control.control !== "server");
    const own = controls.filter((control) => !control.advanced);
    const advanced = controls.filter((control) => control.advanced);
    const hasSource = element.controls.some((control) => control.name === "src" && ["video", "application/pdf"].includes(control.media));
    return function Edit({ attributes, setAttributes, clientId }) {
      const [editing, setEditing] = useState(false);
      const watch = useCallback((node) => {
        if (!node || node.xElementsPreview) return;
        node.xElementsPreview = true;
        watchConsole(node.ownerDocument.defaultView);
        asPreview(node);
      }, []);
      const postId = wp.data.useSelect((select) => (select("core/editor") ? select("core/editor").getCurrentPostId() : null), []);
      const innerCount = wp.data.useSelect((select) => select("core/block-editor").getBlockCount(clientId), [clientId]);
      const html = editing ? {} : { ...previewValues(element, postId), ...elementAttributes(element, attributes) };
      const blockProps = be.useBlockProps({ ...html, ref: watch, className: editing ? "x-elements-editing" : undefined });
      // The appender only while the content is edited: inside the element it would be one more child (a slide).
      const innerProps = useInnerBlocksProps(blockProps, {
        renderAppender: editing ? be.InnerBlocks.ButtonBlockAppender : false,
        allowedBlocks: parts.allowedBlocks(element.tag),
      });
      const update = (changes) => setAttributes(parts.withFallback(element, attributes, changes));
      const control = (item) =>
        el(Control, {
          key: item.name,
          element,
          control: item,
          value: attributes[item.field],
          set: (value) => update({ [item.field]: value }),
        });
      const empty = hasSource && !attributes.src && !attributes.videoId && innerCount === 0;
      return el(
        Fragment,
        null,
        el(
          be.BlockControls,
          null,
          el(
            c.ToolbarGroup,
            null,
            el(c.ToolbarButton, {
              icon: editing ? "visibility" : "edit",
              label: editing ? __("Preview the element", "x-elements") : __("Edit the content (what shows without JavaScript)", "x-elements"),
              isPressed: editing,
              onClick: () => setEditing(!editing),
            }),
            parts.toolbar(element, clientId),
          ),
        ),
        el(
          be.InspectorControls,
          null,
          el(
            c.PanelBody,
            { title: __("Settings", "x-elements"), className: "x-elements-settings" },
            element.formShortcode
              ? el(FormControl, {
                  element,
                  value: attributes.siteForm,
                  set: (value) => update({ siteForm: value, ...(element.formAttribute ? { [element.formAttribute]: value } : {}) }),
                })
              : null,
            own.map(control),
          ),
          advanced.length
            ? el(
                c.PanelBody,
                { title: __("Technical settings", "x-elements"), initialOpen: false, className: "x-elements-advanced" },
                advanced.map(control),
              )
            : null,
        ),
        empty
          ? el(SourcePlaceholder, { element, set: (value) => update({ src: value }), blockProps })
          : editing
            ? el("div", innerProps)
            : el(element.tag, asCustomElementProps(innerProps)),
      );
    };
  }

  /**
   * React writes `className` on a custom element as an attribute of that name: the editor's classes (selection,
   * layout) go in `class`.
   */
  function asCustomElementProps({ className, ...props }) {
    return className ? { ...props, class: className } : props;
  }

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
            transform: (named, match) => blockFromShortcode(element, match.shortcode),
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

  // What the inserter adds: each element's starter (a working block: no sample file, no demo account, its fallback
  // written from its settings), and its other examples that need nothing of the plugin's samples, by their titles.
  // Examples of several elements (tabs) have blocks of their own.
  wp.domReady(() => {
    for (const element of elements) {
      const starter = parts.starter(element, element.examples.length ? blocksFromHtml(element.examples[0].html)[0] : null);
      registerBlockVariation(element.name, {
        name: `${element.tag}-starter`,
        title: element.title,
        description: element.description,
        icon: element.icon,
        keywords: element.keywords,
        scope: ["inserter"],
        isDefault: true,
        attributes: starter.attributes,
        innerBlocks: starter.innerBlocks.map(asTemplate),
      });
      // A video's or a document's examples show someone else's file: the owner chooses theirs in the placeholder.
      const choosesFile = element.controls.some((control) => control.name === "src" && ["video", "application/pdf"].includes(control.media));
      element.examples.forEach((example, index) => {
        if (index === 0 || example.demo || choosesFile) return;
        const blocks = blocksFromHtml(example.html);
        if (blocks.length !== 1 || blocks[0].name !== element.name) return;
        const variation = parts.starter(element, blocks[0]);
        registerBlockVariation(element.name, {
          name: `${element.tag}-example-${index + 1}`,
          title: `${element.title}: ${example.title}`,
          description: `${element.title}: ${example.title}`,
          icon: element.icon,
          // Found by its own title's words: the block's would list every example for each of them.
          keywords: [],
          scope: ["inserter"],
          attributes: variation.attributes,
          innerBlocks: variation.innerBlocks.map(asTemplate),
        });
      });
    }
  });

  // One click: every x- shortcode of the post becomes its block: those in Shortcode blocks, and those of a post from
  // the classic editor (a Classic block), whose content WordPress's own conversion turns into blocks, shortcodes
  // included.
  const hasShortcode = (block) =>
    (block.name === "core/shortcode" && !!firstShortcode(block.attributes.text)) ||
    (block.name === "core/freeform" && /\[x-[a-z0-9-]+[\s\]]/.test(block.attributes.content || ""));
  const converted = (block) => {
    if (block.name === "core/freeform") return rawHandler({ HTML: block.attributes.content });
    const { element, shortcode } = firstShortcode(block.attributes.text);
    return blockFromShortcode(element, shortcode);
  };
  // WordPress 6.6 moved the document settings panel to wp.editor (wp.editPost's is deprecated there).
  const DocumentPanel = (wp.editor && wp.editor.PluginDocumentSettingPanel) || (wp.editPost && wp.editPost.PluginDocumentSettingPanel);
  if (wp.plugins && DocumentPanel) {
    const ConvertPanel = () => {
      const found = wp.data.useSelect((select) => {
        const ids = [];
        const visit = (blocks) =>
          blocks.forEach((block) => {
            if (hasShortcode(block)) ids.push(block.clientId);
            visit(block.innerBlocks);
          });
        visit(select("core/block-editor").getBlocks());
        return ids.join(" ");
      }, []);
      if (!found) return null;
      const convert = () => {
        const { getBlock } = wp.data.select("core/block-editor");
        for (const clientId of found.split(" ")) wp.data.dispatch("core/block-editor").replaceBlocks(clientId, converted(getBlock(clientId)));
      };
      return el(
        DocumentPanel,
        { name: "x-elements-convert", title: "x-elements", className: "x-elements-convert" },
        el("p", null, __("This post holds x-elements shortcodes.", "x-elements")),
        el(c.Button, { variant: "secondary", onClick: convert }, __("Convert the shortcodes to blocks", "x-elements")),
      );
    };
    wp.plugins.registerPlugin("x-elements-convert", { render: ConvertPanel });
  }
})(window.wp, window.xElementsBlocks, window.xElementsAutoloader);
