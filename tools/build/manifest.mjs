// The Custom Elements Manifest (dist/custom-elements.json), built from the declarations.
import { attributeName, className } from "./declarations.mjs";

const described = (record) => Object.entries(record ?? {}).map(([name, description]) => ({ name, description }));
/** An attribute's default as the manifest writes it: the attribute text that means it, or nothing. */
function shownDefault(spec) {
  if (spec.default === null) return undefined;
  if (spec.kind === "json") return JSON.stringify(spec.default);
  const text = spec.serialize(spec.default);
  return text === null ? undefined : JSON.stringify(text);
}

/** Whether an attribute's parser takes a text. */
const accepts = (spec, text) => spec.parse(text).ok;

/**
 * The bound of a number attribute, found by asking its parser (the declaration's own rule, not a copy): the least
 * (`side` -1) or greatest (+1) value it accepts, or undefined when it has none.
 */
function numberBound(spec, side) {
  const far = side * 1e12;
  if (accepts(spec, String(far))) return undefined;
  const start = [spec.default, 0, 1, -1].find((value) => typeof value === "number" && accepts(spec, String(value)));
  if (start === undefined) return undefined;
  const integer = !accepts(spec, String(start + 0.5)) && !accepts(spec, String(start - 0.5));
  let [inside, outside] = [start, far];
  while (Math.abs(outside - inside) > (integer ? 1 : 1e-7)) {
    const middle = integer ? Math.trunc((inside + outside) / 2) : (inside + outside) / 2;
    if (accepts(spec, String(middle))) inside = middle;
    else outside = middle;
  }
  return Math.round(inside * 1e6) / 1e6;
}

/**
 * What an editor needs beyond the type text: the attribute's kind (string, boolean, number, date, enum, json),
 * a number's bounds, `format: "url"` for a URL (its parser refuses a script URL and takes a web address), and an
 * object of texts' keys with their English texts (`texts`).
 */
function editorHints(spec) {
  const hints = { kind: spec.kind };
  if (spec.texts) hints.texts = spec.texts;
  if (spec.kind === "number") {
    const [min, max] = [numberBound(spec, -1), numberBound(spec, 1)];
    if (min !== undefined) hints.min = min;
    if (max !== undefined) hints.max = max;
  }
  if (spec.kind === "string" && spec.typeText === "string" && !accepts(spec, "javascript:void(0)") && accepts(spec, "https://example.org/a.png"))
    hints.format = "url";
  if (spec.urlUse) hints.urlUse = spec.urlUse;
  return hints;
}

const ALLOWED_HOSTS = 'a host the page allows (<meta name="x-elements-allowed-hosts">)';
/** What an address attribute's use means for the address, said in its description (README's security model). */
export const USE_SENTENCES = {
  link: "A link the visitor follows: any web address (http, https, mailto, tel or relative).",
  media: "Media the element shows: any web address (http, https or relative).",
  endpoint: `An endpoint the element sends data to or reads data from: this site, the default's host or ${ALLOWED_HOSTS}; any other host is refused with a warning and the default is used.`,
  script: `A script the element runs: this site, the default's host or ${ALLOWED_HOSTS}; any other host is refused with a warning and the default is used.`,
  frame: `A frame the element opens: this site or ${ALLOWED_HOSTS}; any other host is refused with a warning and the default is used.`,
};

function describe(spec) {
  const sentences = [spec.description, spec.required ? "Required." : "", spec.urlUse ? USE_SENTENCES[spec.urlUse] : ""];
  return sentences.filter(Boolean).join(" ");
}

function attributesOf(declaration) {
  return Object.entries(declaration.attributes).map(([property, spec]) => {
    if (!spec.description) throw new Error(`<${declaration.tag}> attribute ${property} has no description`);
    return {
      name: attributeName(property),
      fieldName: property,
      type: { text: spec.typeText },
      ...(shownDefault(spec) === undefined ? {} : { default: shownDefault(spec) }),
      description: describe(spec),
      // Not in the schema: how an editor (the WordPress blocks) asks for a value.
      ...editorHints(spec),
    };
  });
}

function eventsOf(declaration) {
  return Object.entries(declaration.events).map(([name, spec]) => {
    if (!spec.description) throw new Error(`<${declaration.tag}> event ${name} has no description`);
    return { name, type: { text: "CustomEvent" }, description: spec.description };
  });
}

/** Declared methods and properties (src/define/methods.ts) as CEM members: kind method, and kind field. */
function declaredMembers(declaration) {
  const undescribed = (what, name) => new Error(`<${declaration.tag}> ${what} ${name} has no description`);
  const methods = Object.entries(declaration.methods ?? {}).map(([name, spec]) => {
    if (!spec.description) throw undescribed("method", name);
    return {
      kind: "method",
      name,
      description: spec.description,
      parameters: spec.parameters.map((p) => {
        if (!p.description) throw undescribed(`method ${name}'s parameter`, p.name);
        return { name: p.name, type: { text: p.type }, description: p.description, ...(p.optional ? { optional: true } : {}) };
      }),
      return: { type: { text: spec.returns } },
    };
  });
  const fields = Object.entries(declaration.properties ?? {}).map(([name, spec]) => {
    if (!spec.description) throw undescribed("property", name);
    return {
      kind: "field",
      name,
      type: { text: spec.type },
      ...(spec.writable ? {} : { readonly: true }),
      default: JSON.stringify(spec.default),
      description: spec.description,
    };
  });
  return [...methods, ...fields];
}

export function buildManifest(loaded) {
  const modules = loaded.map(({ file, declaration, bridgeStates }) => {
    const entry = `elements/${declaration.tag}.ts`;
    const name = className(declaration.tag);
    const attributes = attributesOf(declaration);
    return {
      kind: "javascript-module",
      path: entry,
      declarations: [
        {
          kind: "class",
          name,
          tagName: declaration.tag,
          customElement: true,
          summary: declaration.summary,
          description: declaration.description ?? declaration.summary,
          superclass: { name: "HTMLElement" },
          source: { href: file },
          attributes,
          members: [
            ...attributes.map((a) => ({
              kind: "field",
              name: a.fieldName,
              type: a.type,
              default: a.default,
              description: a.description,
              attribute: a.name,
            })),
            {
              kind: "field",
              name: "updateComplete",
              type: { text: "Promise<void>" },
              readonly: true,
              description: "Resolves when pending renders are on screen.",
            },
            ...declaredMembers(declaration),
          ],
          events: eventsOf(declaration),
          slots: described(declaration.slots),
          cssParts: described(declaration.parts),
          cssProperties: described(declaration.cssProperties),
          // Runtime states: custom states (`:state(open)`), set by the element on itself through ElementInternals;
          // the bridge's own (rendered) first.
          cssStates: described({ ...bridgeStates, ...declaration.states }),
          demos: declaration.demo ? [{ url: declaration.demo }] : [],
          examples: declaration.examples,
          // Not in the schema: what the WordPress plugin reads (server values, the plugin output it wraps).
          ...(declaration.wordpress ? { wordpress: declaration.wordpress } : {}),
        },
      ],
      exports: [{ kind: "custom-element-definition", name: declaration.tag, declaration: { name, module: entry } }],
    };
  });
  return { schemaVersion: "2.1.0", readme: "README.md", modules };
}

/** The element declarations of a manifest, in order. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) => module.declarations.filter((d) => d.customElement));
}
