// The README's generated tables, written from the manifest between marker comments: the elements (each linking its
// page in docs/elements/), the attributes that hold an address by their use, and the WordPress plugins' output the
// elements wrap, with the owner's settings each follows. `npm run docs` writes them; a test fails when the README and the manifest disagree.
import { pageOf } from "./element-docs.mjs";
import { elementsOf, USE_SENTENCES } from "./manifest.mjs";
import { code, formatted, table } from "./markdown.mjs";

/** The wrapped systems, each once, with the elements that wrap its output. */
function wrappedSystems(elements) {
  const systems = new Map();
  for (const element of elements) {
    const wraps = element.wordpress?.wraps;
    if (!wraps) continue;
    const system = systems.get(wraps.system) ?? { wraps, tags: [], output: [] };
    system.tags.push(element.tagName);
    system.output.push(
      ...(wraps.shortcodes ?? []).map((s) => code(`[${s}]`)),
      ...(wraps.blocks ?? []).map((b) => `${code(b)} block`),
      ...(wraps.widgets ?? []).map((w) => `${code(w)} widget`),
      ...(wraps.commentSection ? ["the theme's comment section"] : []),
    );
    systems.set(wraps.system, system);
  }
  return [...systems.values()];
}

/** Each use of an address (link, media, endpoint, script, frame), with the attributes that hold one for it. */
function addressUses(elements) {
  return Object.entries(USE_SENTENCES).map(([use, sentence]) => {
    const holders = elements.flatMap((e) => e.attributes.filter((a) => a.urlUse === use).map((a) => code(`${e.tagName} ${a.name}`)));
    return [`**${use}**`, holders.join(", "), sentence];
  });
}

export function readmeSections(manifest) {
  const elements = elementsOf(manifest);
  return {
    index: table(
      ["element", "what it is"],
      elements.map((e) => [`[${code(`<${e.tagName}>`)}](${pageOf(e.tagName)})`, e.summary]),
    ).join("\n"),
    "address-uses": table(["use", "attributes", "what the element does with the address"], addressUses(elements)).join("\n"),
    wraps: table(
      ["system", "wrapped in", "what is wrapped", "owner's settings followed", "not followed"],
      wrappedSystems(elements).map(({ wraps, tags, output }) => [
        wraps.name,
        tags.map((tag) => `[${code(`<${tag}>`)}](${pageOf(tag)})`).join(", "),
        output.join(", "),
        Object.keys(wraps.follows ?? {}).join("; "),
        Object.keys(wraps.notFollowed ?? {}).join("; "),
      ]),
    ).join("\n"),
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
export function formattedReadme(readme, manifest) {
  return formatted(renderReadme(readme, manifest), "README.md");
}
