// docs/elements/<tag>.md: each element's reference page, generated from the manifest by `npm run docs` (a build test
// fails when a page and the manifest disagree). A hand-written part, where an element needs one, is
// docs/notes/<tag>.md, printed at the end of its page.
import { existsSync, readFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { elementsOf } from "./manifest.mjs";
import { code, formatted, prose, table } from "./markdown.mjs";

export const ELEMENT_DOCS = "docs/elements";
export const ELEMENT_NOTES = "docs/notes";

/** Where an element's page is, from the repository's root. */
export const pageOf = (tag) => `${ELEMENT_DOCS}/${tag}.md`;

function described(title, items, label, show = code) {
  return items.length
    ? [
        `## ${title}`,
        "",
        ...table(
          [label, ""],
          items.map((item) => [show(item.name || "(default)"), item.description]),
        ),
      ]
    : [];
}

/** A method's signature as a script writes it: `next(n?: number): void`. */
const signature = (m) =>
  `${m.name}(${m.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}: ${p.type.text}`).join(", ")}): ${m.return.type.text}`;
const parameterTexts = (m) => m.parameters.map((p) => ` \`${p.name}\`: ${p.description}`).join("");

/** The declared methods and properties (members other than the attributes' fields and updateComplete). */
function members(element) {
  const methods = element.members.filter((m) => m.kind === "method");
  const properties = element.members.filter((m) => m.kind === "field" && !m.attribute && m.name !== "updateComplete");
  return [
    ...(methods.length
      ? [
          "## Methods",
          "",
          "A method called before the element has rendered returns a promise of its result.",
          "",
          ...table(
            ["method", ""],
            methods.map((m) => [code(signature(m)), m.description + parameterTexts(m)]),
          ),
        ]
      : []),
    ...(properties.length
      ? [
          "## Properties",
          "",
          ...table(
            ["property", "type", "before the first render", ""],
            properties.map((p) => [code(p.name), code(p.type.text), code(p.default), p.readonly ? `${p.description} Read-only.` : p.description]),
          ),
        ]
      : []),
  ];
}

/** The example's markup as a page would hold it: formatted over lines. */
async function exampleMarkup(html) {
  const options = await resolveConfig("example.html");
  return (await format(html, { ...options, parser: "html" })).trimEnd();
}

async function examples(element) {
  const blocks = [];
  for (const example of element.examples ?? []) blocks.push(`### ${example.title}`, "", "```html", await exampleMarkup(example.html), "```", "");
  return blocks.length ? ["## Examples", "", ...blocks] : [];
}

const list = (names, show = code) => names.map((name) => show(name)).join(", ");
const named = (noun, count) => `the ${noun}${count === 1 ? "" : "s"}`;

/** The element's block: its name, and the title and words the inserter finds it by when the declaration gives them. */
function blockSentence(tag, block) {
  const name = code(`x-elements/${tag.replace(/^x-/, "")}`);
  if (!block) return `The block ${name}.`;
  const words = block.keywords?.length ? `, found in the inserter by its title or by ${list(block.keywords, (word) => `“${word}”`)}` : "";
  return `The block **${prose(block.title)}** (${name}${words}).`;
}

/** What the WordPress plugin makes of the element: its block and shortcode, the values it fills in, what it wraps. */
function wordpress(element) {
  const tag = element.tagName;
  const lines = [
    "## On WordPress",
    "",
    `${blockSentence(tag, element.wordpress?.block)} Its shortcode is \`[${tag}]…[/${tag}]\`, whose enclosed content is the fallback.`,
    "",
  ];
  const { serverValues, serverValuesWhen, wraps } = element.wordpress ?? {};
  if (serverValues) {
    lines.push(
      `Filled in by the plugin where the markup does not set them${serverValuesWhen ? ` (while \`${serverValuesWhen}\` is defined: the plugin they are for is active)` : ""}, ` +
        "from where WordPress keeps them (`option:` a site option, `post-meta:` the post's meta, `call:` a plugin's method; `ServerValue` in `src/define/declaration.ts`):",
      "",
      ...table(
        ["attribute", "from"],
        Object.entries(serverValues).map(([name, source]) => [code(name), code(source)]),
      ),
    );
  }
  if (wraps) {
    const what = [
      wraps.shortcodes?.length ? `${named("shortcode", wraps.shortcodes.length)} ${list(wraps.shortcodes, (s) => code(`[${s}]`))}` : "",
      wraps.blocks?.length ? `${named("block", wraps.blocks.length)} ${list(wraps.blocks)}` : "",
      wraps.widgets?.length ? `${named("widget", wraps.widgets.length)} ${list(wraps.widgets)}` : "",
      wraps.commentSection ? "the theme's comment section" : "",
    ].filter(Boolean);
    lines.push(
      `**Wraps ${wraps.name}** once its checkbox under Settings → x-elements is on: ${what.join(", ")}. ` +
        (wraps.scripts?.length ? `Its script handles ${list(wraps.scripts)} are not loaded on pages where its output is wrapped.` : ""),
      "",
    );
    if (wraps.follows)
      lines.push("The owner's settings of " + wraps.name + " it follows:", "", ...table(["setting", "how"], Object.entries(wraps.follows)));
    if (wraps.notFollowed) lines.push("Not followed:", "", ...table(["setting", "why"], Object.entries(wraps.notFollowed)));
  }
  return lines;
}

function notes(tag) {
  const file = `${ELEMENT_NOTES}/${tag}.md`;
  return existsSync(file) ? ["## Notes", "", readFileSync(file, "utf8").trim(), ""] : [];
}

/** The summary in bold, then what the description adds (most descriptions start with the summary). */
function lead({ summary, description }) {
  const rest = description.startsWith(summary) ? description.slice(summary.length).trim() : description;
  return [`**${prose(summary)}**${rest ? ` ${prose(rest)}` : ""}`, ""];
}

/** An element's page, as Markdown before formatting. */
export async function elementPage(element) {
  const tag = element.tagName;
  const demo = element.demos?.[0]?.url;
  return [
    `# \`<${tag}>\``,
    "",
    `<!-- Generated by \`npm run docs\` from the element's declaration and, if it has one, ${ELEMENT_NOTES}/${tag}.md: edit those, not this page. -->`,
    "",
    ...lead(element),
    `It works on a page that loads \`/x-elements/x-elements.js\` ([set-up](../../README.md#set-up-on-a-plain-site))` +
      (demo ? `; see it at work at \`${demo}\` in the demo (\`npm start\`).` : "."),
    "",
    ...(await examples(element)),
    "## Attributes",
    "",
    ...table(
      ["attribute", "type", "default", ""],
      element.attributes.map((a) => [code(a.name), code(a.type.text), a.default === undefined ? "" : code(a.default), a.description]),
    ),
    ...members(element),
    ...described("Events", element.events, "event"),
    ...described("Slots", element.slots, "slot"),
    ...described("Parts", element.cssParts, "part"),
    ...described("CSS custom properties", element.cssProperties, "property"),
    ...described("Custom states (set by the element while it runs; never attributes)", element.cssStates ?? [], "state", (name) =>
      code(`:state(${name})`),
    ),
    ...wordpress(element),
    ...notes(tag),
  ].join("\n");
}

/** Every element's page: file name (from the root) to its formatted text. */
export async function elementPages(manifest) {
  const pages = {};
  for (const element of elementsOf(manifest)) pages[pageOf(element.tagName)] = await formatted(await elementPage(element), pageOf(element.tagName));
  return pages;
}
