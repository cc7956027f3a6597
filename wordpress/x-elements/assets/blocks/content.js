/*
 * The x-elements blocks' values and content: a block attribute holds the attribute's text (absent: the element's
 * default); HTML (an example, a shortcode's content) becomes blocks (x- elements their blocks, slotted elements slot
 * blocks, the rest core blocks); shortcodes are read and written.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const { createBlock, rawHandler, serialize } = wp.blocks;
  const elements = window.xElementsBlocks;
  if (!Array.isArray(elements)) return;

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

  Object.assign(kit, {
    SLOT_BLOCK,
    asTemplate,
    blockAttributes,
    blockFromShortcode,
    blocksFromHtml,
    booleanOf,
    byName,
    elementAttributes,
    firstShortcode,
    shortcodeOf,
  });
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
