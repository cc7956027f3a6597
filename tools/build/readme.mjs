// The README's element tables, generated from the manifest between marker comments. `npm run docs` writes them;
// a test fails when the README and the manifest disagree.
import { format, resolveConfig } from "prettier";
import { elementsOf } from "./manifest.mjs";

const cell = (text) =>
  String(text ?? "")
    .replace(/\|/g, "\\|")
    .replace(/\n/g, " ");
const code = (text) => (text === undefined || text === "" ? "" : `\`${String(text).replace(/`/g, "'")}\``);

function table(head, rows) {
  if (rows.length === 0) return [];
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`), ""];
}

function named(title, items, label, show = code) {
  return items.length
    ? [
        `${title}:`,
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
function methodTables(element) {
  const methods = element.members.filter((m) => m.kind === "method");
  const properties = element.members.filter((m) => m.kind === "field" && !m.attribute && m.name !== "updateComplete");
  return [
    ...(methods.length
      ? [
          "Methods:",
          "",
          ...table(
            ["method", ""],
            methods.map((m) => [code(signature(m)), m.description + parameterTexts(m)]),
          ),
        ]
      : []),
    ...(properties.length
      ? [
          "Properties:",
          "",
          ...table(
            ["property", "type", "before the first render", ""],
            properties.map((p) => [code(p.name), code(p.type.text), code(p.default), p.readonly ? `${p.description} Read-only.` : p.description]),
          ),
        ]
      : []),
  ];
}

function elementSection(element) {
  return [
    `### \`<${element.tagName}>\``,
    "",
    element.description,
    "",
    ...table(
      ["attribute", "type", "default", ""],
      element.attributes.map((a) => [code(a.name), code(a.type.text), a.default === undefined ? "" : code(a.default), a.description]),
    ),
    ...methodTables(element),
    ...named("Events", element.events, "event"),
    ...named("Slots", element.slots, "slot"),
    ...named("Parts", element.cssParts, "part"),
    ...named("CSS custom properties", element.cssProperties, "property"),
    ...named("Custom states (set by the element while it runs; never attributes)", element.cssStates ?? [], "state", (name) =>
      code(`:state(${name})`),
    ),
  ];
}

export function readmeSections(manifest) {
  const elements = elementsOf(manifest);
  return {
    index: table(
      ["tag", "what", "demo"],
      elements.map((e) => [code(`<${e.tagName}>`), e.summary, e.demos?.[0] ? code(e.demos[0].url) : ""]),
    ).join("\n"),
    elements: elements.flatMap(elementSection).join("\n"),
  };
}

const marker = (name) => new RegExp(`(<!-- ${name}:start[^>]*-->\\n)[\\s\\S]*?(<!-- ${name}:end -->)`);

/** The README with its generated sections replaced; throws when a marker is missing. */
export function renderReadme(readme, manifest) {
  const sections = readmeSections(manifest);
  let out = readme;
  for (const [name, text] of Object.entries(sections)) {
    if (!marker(name).test(out)) throw new Error(`README.md lacks the <!-- ${name}:start --> ... <!-- ${name}:end --> markers`);
    out = out.replace(marker(name), (_, start, end) => `${start}${text}\n${end}`);
  }
  return out;
}

/** The README as `npm run docs` writes it: the generated sections replaced, the whole formatted by Prettier. */
export async function formattedReadme(readme, manifest) {
  const options = await resolveConfig("README.md");
  return format(renderReadme(readme, manifest), { ...options, parser: "markdown" });
}
