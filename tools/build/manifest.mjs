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

function attributesOf(declaration) {
  return Object.entries(declaration.attributes).map(([property, spec]) => {
    if (!spec.description) throw new Error(`<${declaration.tag}> attribute ${property} has no description`);
    return {
      name: attributeName(property),
      fieldName: property,
      type: { text: spec.typeText },
      ...(shownDefault(spec) === undefined ? {} : { default: shownDefault(spec) }),
      description: spec.required ? `${spec.description} Required.` : spec.description,
    };
  });
}

function eventsOf(declaration) {
  return Object.entries(declaration.events).map(([name, spec]) => {
    if (!spec.description) throw new Error(`<${declaration.tag}> event ${name} has no description`);
    return { name, type: { text: "CustomEvent" }, description: spec.description };
  });
}

export function buildManifest(loaded) {
  const modules = loaded.map(({ file, declaration }) => {
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
          ],
          events: eventsOf(declaration),
          slots: described(declaration.slots),
          cssParts: described(declaration.parts),
          cssProperties: described(declaration.cssProperties),
          cssStates: [],
          // State attributes (set by the element on itself); the schema's cssStates are CSS custom states.
          stateAttributes: described(declaration.states),
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
