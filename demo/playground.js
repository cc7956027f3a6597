// The playground at /playground: every element of dist/custom-elements.json, with controls generated from its
// attributes, the live element (its first example), the HTML snippet and the WordPress shortcode of what is shown,
// its API tables (a method without required arguments can be called from there) and an event log. Plain JavaScript, no build. Trusted Types: the only markup parsed from a string is
// an example of the manifest (the demo's documented policy, "x-elements-demo", lets those strings and nothing else
// through); everything else is built node by node, and what a visitor types only reaches setAttribute and textContent.
import manifest from "/dist/custom-elements.json" with { type: "json" };

const elements = manifest.modules
  .flatMap((module) => module.declarations.filter((declaration) => declaration.customElement && declaration.tagName))
  .sort((a, b) => a.tagName.localeCompare(b.tagName));
const examples = new Set(elements.flatMap((element) => (element.examples ?? []).map((example) => example.html)));

const policy = window.trustedTypes?.createPolicy("x-elements-demo", {
  createHTML(html) {
    if (!examples.has(html)) throw new TypeError("Only the manifest's examples are parsed.");
    return html;
  },
}) ?? { createHTML: (html) => html };

const $ = (id) => document.getElementById(id);
const select = $("pg-tag");
const fields = $("pg-fields");
const stage = $("pg-stage");
const snippet = $("pg-snippet");
const shortcode = $("pg-shortcode");
const api = $("pg-api");
const log = $("pg-log");
const summary = $("pg-summary");
const copyStatus = $("pg-copy-status");
const snippetWarnings = $("pg-snippet-warnings");

/** An element with attributes and children, built as nodes. */
function h(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === undefined || value === null) continue;
    if (name in node && typeof value !== "string") node[name] = value;
    else node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children.flat().filter((child) => child !== null && child !== undefined));
  return node;
}

/** The example's markup as nodes, not connected: a model of what the snippet says. */
function parseExample(html) {
  const parsed = new DOMParser().parseFromString(policy.createHTML(html), "text/html");
  return [...parsed.body.childNodes];
}

/** The default of an attribute as the manifest gives it (JSON of the attribute's text, or of a JSON value). */
function defaultOf(attribute) {
  if (attribute.default === undefined) return undefined;
  try {
    return JSON.parse(attribute.default);
  } catch {
    return attribute.default;
  }
}

function kindOf(attribute) {
  const type = attribute.type?.text ?? "string";
  const fallback = defaultOf(attribute);
  if (type === "boolean") return { kind: "boolean" };
  const literals = /^("[^"]*"\s*\|\s*)*"[^"]*"$/.test(type) ? [...type.matchAll(/"([^"]*)"/g)].map((m) => m[1]) : null;
  if (literals) return { kind: "enum", literals };
  if (/^number( \| null)?$/.test(type)) return { kind: "number" };
  if (typeof fallback === "object" && fallback !== null) return { kind: "json" };
  if (/\[\]$|^Record<|Schema|^[A-Z]/.test(type) && !/^Date/.test(type) && !/^Array<"/.test(type)) return { kind: "json" };
  return { kind: "text" };
}

let current = null; // { element, live, model }

/*
 * An element's warnings about its attributes, beside their controls. Every element writes them in one form,
 * "[x-tag] attribute "name": …", through the console: the playground reads that one form for any element and
 * attribute, and shows the warning by the attribute's control until its value changes.
 */
const ATTRIBUTE_WARNING = /^\[([a-z][\w-]*)\] attribute "([^"]+)"/;
/** The shown element's warnings, by attribute name; and each control's place for one. */
const warnings = new Map();
const warningSlots = new Map();

function setWarning(name, message) {
  if (message === null) warnings.delete(name);
  else warnings.set(name, message);
  const slot = warningSlots.get(name);
  if (slot) {
    slot.text.textContent = message ?? "";
    if (message === null) slot.input.removeAttribute("aria-invalid");
    else slot.input.setAttribute("aria-invalid", "true");
  }
  showSnippetWarnings();
}

/** Beside the snippet: which of its attributes the element refuses. */
function showSnippetWarnings() {
  const names = [...warnings.keys()];
  snippetWarnings.textContent = names.length
    ? `The element refuses ${names.join(", ")} as written here and uses the default instead: see the warning by the control.`
    : "";
}

const consoleWarn = console.warn.bind(console);
console.warn = (...args) => {
  consoleWarn(...args);
  const message = args.map(String).join(" ");
  const [, tag, name] = ATTRIBUTE_WARNING.exec(message) ?? [];
  if (current && tag === current.element.tagName) setWarning(name, message.replace(/^\[[^\]]+\] /, ""));
};

/** What the model says, as HTML. */
function snippetText() {
  return current.model.map((node) => (node.nodeType === Node.ELEMENT_NODE ? outerHTML(node) : node.textContent)).join("");
}

/**
 * outerHTML as people write it: a boolean attribute bare (feedback, not feedback=""), and a value with double quotes
 * (JSON) in single quotes rather than with every quote escaped.
 */
function outerHTML(element) {
  const attribute = ({ name, value }) => {
    if (value === "") return ` ${name}`;
    const amp = value.replace(/&/g, "&amp;");
    return value.includes('"') && !value.includes("'") ? ` ${name}='${amp}'` : ` ${name}="${amp.replace(/"/g, "&quot;")}"`;
  };
  const attributes = [...element.attributes].map(attribute).join("");
  return `<${element.localName}${attributes}>${element.innerHTML}</${element.localName}>`;
}

/** [x-tag attr="value" flag]content[/x-tag], as the WordPress plugin reads it. */
function shortcodeText() {
  const root = current.model.find((node) => node.nodeType === Node.ELEMENT_NODE && node.localName === current.element.tagName);
  if (!root) return "(this example is not one element: use the HTML)";
  const brackets = (text) => text.replace(/\[/g, "&#91;").replace(/\]/g, "&#93;");
  const parts = [...root.attributes].map(({ name, value }) => {
    if (value === "") return name;
    if (/^\s*[[{]/.test(value)) return `${name}='${brackets(value).replace(/'/g, "&#39;")}'`;
    return `${name}="${brackets(value).replace(/"/g, "&quot;")}"`;
  });
  return `[${[root.localName, ...parts].join(" ")}]${root.innerHTML}[/${root.localName}]`;
}

function refreshOutputs() {
  snippet.textContent = snippetText();
  shortcode.textContent = shortcodeText();
  copyStatus.textContent = "";
}

/** Set (value: string) or remove (null) an attribute on the live element and the model alike. */
function apply(name, value) {
  setWarning(name, null); // the element warns again if the new value is wrong too
  const root = current.model.find((node) => node.localName === current.element.tagName);
  for (const target of [current.live, root]) {
    if (!target) continue;
    if (value === null) target.removeAttribute(name);
    else target.setAttribute(name, value);
  }
  refreshOutputs();
}

function control(attribute, root) {
  const id = `pg-attr-${attribute.name}`;
  const hintId = `${id}-hint`;
  const { kind, literals } = kindOf(attribute);
  const present = root.hasAttribute(attribute.name);
  const value = root.getAttribute(attribute.name) ?? "";
  const fallback = defaultOf(attribute);
  const description = h("span", { class: "pg-hint", id: hintId }, attribute.description ?? "");
  const warning = h("span", { class: "pg-error", id: `${id}-warning` });
  const label = h("label", { for: id }, h("code", {}, attribute.name), " ", h("span", { class: "pg-type" }, attribute.type?.text ?? ""));

  if (kind === "boolean") {
    const defaultOn = fallback === "";
    const on = present ? value !== "false" : defaultOn;
    const input = h("input", {
      type: "checkbox",
      role: "switch",
      id,
      "aria-describedby": `${id}-warning ${hintId}`,
      checked: on,
      class: "pg-switch",
    });
    warningSlots.set(attribute.name, { input, text: warning });
    input.addEventListener("change", () => {
      if (input.checked) apply(attribute.name, "");
      else apply(attribute.name, defaultOn ? "false" : null);
    });
    return h("div", { class: "pg-field pg-boolean" }, h("div", { class: "pg-switch-row" }, input, label), warning, description);
  }

  let input;
  if (kind === "enum") {
    input = h("select", { id, "aria-describedby": `${id}-warning ${hintId}` });
    input.append(new Option(fallback === undefined ? "(not set)" : `(default: ${fallback})`, ""));
    for (const literal of literals) input.append(new Option(literal, literal));
    input.value = present ? value : "";
    input.addEventListener("change", () => apply(attribute.name, input.value === "" ? null : input.value));
  } else if (kind === "json") {
    input = h("textarea", {
      id,
      rows: 4,
      spellcheck: "false",
      "aria-describedby": `${id}-error ${id}-warning ${hintId}`,
      // An object of texts shows the English texts it stands for; any other JSON its default.
      placeholder: attribute.texts ? JSON.stringify(attribute.texts) : typeof fallback === "object" ? JSON.stringify(fallback) : "",
    });
    input.value = value;
    const error = h("span", { class: "pg-error", id: `${id}-error`, role: "alert" });
    input.addEventListener("input", () => {
      const text = input.value.trim();
      if (text === "") {
        input.removeAttribute("aria-invalid");
        error.textContent = "";
        apply(attribute.name, null);
        return;
      }
      try {
        JSON.parse(text);
      } catch (problem) {
        input.setAttribute("aria-invalid", "true");
        error.textContent = `Not valid JSON: ${problem.message}. The element keeps the last valid value.`;
        return;
      }
      input.removeAttribute("aria-invalid");
      error.textContent = "";
      apply(attribute.name, text);
    });
    warningSlots.set(attribute.name, { input, text: warning });
    return h("div", { class: "pg-field" }, label, input, error, warning, description);
  } else {
    input = h("input", {
      id,
      type: kind === "number" ? "number" : "text",
      step: kind === "number" ? "any" : undefined,
      "aria-describedby": `${id}-warning ${hintId}`,
    });
    input.value = value;
    if (fallback !== undefined && typeof fallback !== "object") input.placeholder = String(fallback);
    input.addEventListener("input", () => apply(attribute.name, input.value === "" ? null : input.value));
  }
  warningSlots.set(attribute.name, { input, text: warning });
  return h("div", { class: "pg-field" }, label, input, warning, description);
}

function table(caption, headings, rows) {
  if (!rows.length) return h("p", { class: "pg-none" }, `${caption}: none.`);
  return h(
    "div",
    { class: "pg-table-wrap", tabindex: "0", role: "region", "aria-label": caption },
    h(
      "table",
      {},
      h("caption", {}, caption),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          headings.map((text) => h("th", { scope: "col" }, text)),
        ),
      ),
      h(
        "tbody",
        {},
        rows.map((cells) =>
          h(
            "tr",
            {},
            cells.map((cell, index) => h(index === 0 ? "th" : "td", index === 0 ? { scope: "row" } : {}, cell)),
          ),
        ),
      ),
    ),
  );
}

const code = (text) => (text === undefined || text === "" ? "" : h("code", {}, text));

/** A line in the event log (newest first). */
function logLine(name, text) {
  log.prepend(h("li", {}, h("code", {}, name), ` ${text.length > 200 ? `${text.slice(0, 200)}…` : text}`));
}

/** The declared methods and properties: the manifest's members other than the attributes' fields and updateComplete. */
const methodsOf = (element) => (element.members ?? []).filter((m) => m.kind === "method");
const propertiesOf = (element) => (element.members ?? []).filter((m) => m.kind === "field" && !m.attribute && m.name !== "updateComplete");
const signature = (m) => `${m.name}(${(m.parameters ?? []).map((p) => `${p.name}${p.optional ? "?" : ""}: ${p.type?.text ?? ""}`).join(", ")})`;

/** A button that calls a method on the live element with no arguments, logging what it returned. */
function callButton(method) {
  if ((method.parameters ?? []).some((p) => !p.optional)) return "";
  const button = h("button", { type: "button", class: "pg-button" }, `Call ${method.name}()`);
  button.addEventListener("click", async () => {
    try {
      const result = await current.live[method.name]();
      logLine(`${method.name}()`, `→ ${JSON.stringify(result) ?? "undefined"}`);
    } catch (error) {
      logLine(`${method.name}()`, `threw ${String(error)}`);
    }
  });
  return button;
}

function apiTables(element) {
  return [
    table(
      "Attributes",
      ["attribute", "type", "default", "description"],
      (element.attributes ?? []).map((a) => [code(a.name), code(a.type?.text ?? ""), code(a.default ?? ""), a.description ?? ""]),
    ),
    table(
      "Methods",
      ["method", "description", ""],
      methodsOf(element).map((m) => [code(signature(m)), m.description ?? "", callButton(m)]),
    ),
    table(
      "Properties",
      ["property", "type", "description"],
      propertiesOf(element).map((p) => [code(p.name), code(p.type?.text ?? ""), `${p.description ?? ""}${p.readonly ? " Read-only." : ""}`]),
    ),
    table(
      "Events",
      ["event", "description"],
      (element.events ?? []).map((e) => [code(e.name), e.description ?? ""]),
    ),
    table(
      "Slots",
      ["slot", "description"],
      (element.slots ?? []).map((s) => [s.name ? code(s.name) : "(default)", s.description ?? ""]),
    ),
    table(
      "Parts",
      ["part", "description"],
      (element.cssParts ?? []).map((p) => [code(p.name), p.description ?? ""]),
    ),
    table(
      "CSS custom properties",
      ["property", "description"],
      (element.cssProperties ?? []).map((p) => [code(p.name), p.description ?? ""]),
    ),
  ];
}

function show(tag) {
  const element = elements.find((e) => e.tagName === tag) ?? elements[0];
  const example = element.examples?.[0];
  const model = example ? parseExample(example.html) : [document.createElement(element.tagName)];
  const live = model.map((node) => document.importNode(node, true));
  // Warnings from here on are this element's (its example's, as it connects, among them).
  warnings.clear();
  warningSlots.clear();
  current = { element, live: null, model };
  stage.replaceChildren(...live);
  current.live = live.find((node) => node.localName === element.tagName) ?? stage.querySelector(element.tagName);
  const modelRoot = model.find((node) => node.localName === element.tagName) ?? document.createElement(element.tagName);
  summary.textContent = element.summary ?? "";
  fields.replaceChildren(...(element.attributes ?? []).map((attribute) => control(attribute, modelRoot)));
  for (const [name, message] of [...warnings]) setWarning(name, message);
  showSnippetWarnings();
  api.replaceChildren(...apiTables(element));
  refreshOutputs();
  if (location.hash !== `#${element.tagName}`) history.replaceState(null, "", `#${element.tagName}`);
}

// The event log: every event any element declares, from the stage.
for (const name of new Set(elements.flatMap((element) => (element.events ?? []).map((e) => e.name)))) {
  stage.addEventListener(name, (event) => {
    logLine(name, `${(event.timeStamp / 1000).toFixed(2)} s ${JSON.stringify(event.detail ?? {}) ?? ""}`);
  });
}
$("pg-log-clear").addEventListener("click", () => log.replaceChildren());

// Copying answers on the button itself for a moment (where the eye is), and in the status beside it, each time.
const copyButton = $("pg-copy");
const copyLabel = copyButton.textContent;
let copyReset = 0;
function copied(label, message) {
  copyButton.textContent = label;
  copyStatus.textContent = "";
  // A new text for the live region, even when it is the same words as last time.
  requestAnimationFrame(() => (copyStatus.textContent = message));
  clearTimeout(copyReset);
  copyReset = setTimeout(() => (copyButton.textContent = copyLabel), 2000);
}
/** What a copy of the snippet says of attributes the element refuses. */
const refusedNote = () => (warnings.size ? ` It has what the element refuses: ${[...warnings.keys()].join(", ")}.` : "");
copyButton.addEventListener("click", async () => {
  const text = snippetText();
  try {
    await navigator.clipboard.writeText(text);
    copied("Copied ✓", `Copied.${refusedNote()}`);
  } catch {
    // No clipboard permission: select the snippet so that Ctrl+C copies it.
    const range = document.createRange();
    range.selectNodeContents(snippet);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    copied("Selected: press Ctrl+C (⌘C)", `Selected: press Ctrl+C (⌘C) to copy.${refusedNote()}`);
  }
});

$("pg-reset").addEventListener("click", () => show(select.value));
$("pg-controls").addEventListener("submit", (event) => event.preventDefault());

for (const element of elements) select.append(new Option(`<${element.tagName}>`, element.tagName));
const wanted = decodeURIComponent(location.hash.slice(1));
select.value = elements.some((e) => e.tagName === wanted) ? wanted : "x-countdown";
select.addEventListener("change", () => {
  log.replaceChildren();
  show(select.value);
});
addEventListener("hashchange", () => {
  const tag = decodeURIComponent(location.hash.slice(1));
  if (tag !== select.value && elements.some((e) => e.tagName === tag)) {
    select.value = tag;
    show(tag);
  }
});
show(select.value);
