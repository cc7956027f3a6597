/*
 * What the x-elements blocks write besides the element's settings (loaded before blocks.js, which reads
 * window.xElementsBlockParts): the fallback written from the settings, which is what visitors without JavaScript
 * read and what every visitor reads once the plugin is removed; what clearing a source clears with it; and each
 * block's starter, what the inserter adds (a working block: no sample file, no demo account).
 */
(function (wp) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const { __, sprintf } = wp.i18n;
  const { createBlock } = wp.blocks;
  const el = wp.element.createElement;

  const escapeHtml = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

  const link = (href, text) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

  /** A date as the site writes dates and times, in its language and time zone: "15 March 2027 12:00". */
  function siteDate(value) {
    const { formats } = wp.date.getSettings();
    const format = formats.datetime || `${formats.date} ${formats.time}`;
    return wp.date.dateI18n(format, value);
  }

  const PLATFORM_PAGES = {
    youtube: (id) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
    vimeo: (id) => `https://vimeo.com/${encodeURIComponent(id)}`,
  };

  /** Fallbacks written from the settings, by tag: HTML, or "" for none. */
  const FALLBACKS = {
    "x-countdown": ({ end }) => {
      if (!end || Number.isNaN(Date.parse(end))) return "";
      return `<p>${sprintf(__("Ends on %s.", "x-elements"), `<time datetime="${escapeHtml(end)}">${escapeHtml(siteDate(end))}</time>`)}</p>`;
    },
    "x-video": ({ src, platform, videoId, label }) => {
      const page = src || (videoId && PLATFORM_PAGES[platform || "youtube"] ? PLATFORM_PAGES[platform || "youtube"](videoId) : "");
      if (!page) return "";
      return link(page, label ? sprintf(__("Watch “%s”", "x-elements"), label) : __("Watch the video", "x-elements"));
    },
    "x-pdf": ({ src, label }) =>
      src ? link(src, label ? sprintf(__("Open “%s” (PDF)", "x-elements"), label) : __("Open the document (PDF)", "x-elements")) : "",
  };

  /** A form the site keeps in another plugin: its shortcode, which that plugin prints with or without x-elements. */
  const formFallback = (element, { siteForm }) => (siteForm ? `[${element.formShortcode} id="${String(siteForm).replace(/\D/g, "")}"]` : "");

  /** What a new source makes stale: the old video's poster and platform id. */
  const CLEARED_WITH = {
    "x-video": { src: ["poster", "videoId", "platform", "start", "end"], videoId: ["poster", "src"] },
  };

  /**
   * The attribute changes to apply, completed: the attributes a changed source makes stale cleared, and the fallback
   * rewritten from the new settings (only for an element whose fallback is written so).
   */
  function withFallback(element, attributes, changes) {
    const complete = { ...changes };
    const cleared = CLEARED_WITH[element.tag] || {};
    for (const [name, stale] of Object.entries(cleared)) {
      if (!(name in changes) || changes[name] === attributes[name]) continue;
      for (const other of stale) if (!(other in changes)) complete[other] = undefined;
    }
    const write = element.formShortcode ? (next) => formFallback(element, next) : FALLBACKS[element.tag];
    if (write) complete.fallback = write({ ...attributes, ...complete }) || undefined;
    return complete;
  }

  /** An accordion's collapses (x-toggle blocks) as its questions: the trigger's text the title, the rest the answer. */
  function questionsOf(toggles) {
    return toggles
      .filter((block) => block.name === "x-elements/toggle")
      .map((block) => {
        const trigger = block.innerBlocks.find((inner) => inner.name === "x-elements/slot" && inner.attributes.slot === "trigger");
        return createBlock(
          "x-elements/accordion-item",
          { title: trigger ? trigger.attributes.content : "", open: block.attributes.open !== undefined && block.attributes.open !== "false" },
          block.innerBlocks.filter((inner) => inner !== trigger),
        );
      });
  }

  /**
   * A block as the inserter adds it, from an example's block: no sample file (a media address), no demo account, no
   * endpoint or script address (the element's default is the site's), the fallback written from the settings.
   */
  function starter(element, example) {
    const attributes = {};
    let innerBlocks = example && example.name === element.name ? example.innerBlocks : [];
    for (const control of element.controls) {
      const value = example && example.name === element.name ? example.attributes[control.field] : undefined;
      const sample = control.control === "url" && (control.media || control.advanced);
      if (value === undefined || sample || /^demo-/.test(value)) continue;
      attributes[control.field] = value;
    }
    if (element.formShortcode) {
      // The site's form (the first, to start with), not the example's.
      for (const key of Object.keys(attributes)) delete attributes[key];
      const form = element.forms[0];
      if (form)
        Object.assign(attributes, { siteForm: String(form.id), ...(element.formAttribute ? { [element.formAttribute]: String(form.id) } : {}) });
      innerBlocks = [];
    }
    const source = element.controls.find((control) => control.name === "src" && control.media);
    if (source && source.media !== "image") {
      // A video or a document: chosen in the block's placeholder.
      for (const key of Object.keys(attributes)) delete attributes[key];
      innerBlocks = [];
    }
    switch (element.tag) {
      case "x-rating":
      case "x-rating-results":
        // Its text would stand alone without the plugin.
        innerBlocks = [];
        break;
      case "x-countdown":
        // The date in words is written from the setting; a completion text stays.
        innerBlocks = innerBlocks.filter((block) => block.name === "x-elements/slot");
        break;
      case "x-accordion":
        innerBlocks = questionsOf(innerBlocks);
        break;
    }
    return { attributes: { ...attributes, ...withFallback(element, {}, attributes) }, innerBlocks };
  }

  /** The blocks an element's block may hold (undefined: any). */
  const allowedBlocks = (tag) => (tag === "x-accordion" ? ["x-elements/accordion-item", "x-elements/toggle"] : undefined);

  /** A toolbar button of the block's own: an accordion adds a question in one click. */
  function toolbar(element, clientId) {
    if (element.tag !== "x-accordion") return null;
    return el(wp.components.ToolbarButton, {
      icon: "plus",
      label: __("Add a question", "x-elements"),
      onClick: () => {
        const count = wp.data.select("core/block-editor").getBlockCount(clientId);
        const question = createBlock("x-elements/accordion-item", { title: __("A new question", "x-elements") }, [createBlock("core/paragraph")]);
        wp.data.dispatch("core/block-editor").insertBlock(question, count, clientId);
      },
    });
  }

  window.xElementsBlockParts = { withFallback, starter, allowedBlocks, toolbar };
})(window.wp);
