// Generates dist/custom-elements.json and dist/types/index.d.ts from the element declarations (the one source
// of truth), by loading elements/x-*.ts through Vite in Node, where defineElement only records declarations.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "vite";

const dist = process.env.X_ELEMENTS_DIST ?? "dist";
const files = readdirSync("elements").filter((file) => /^x-.*\.ts$/.test(file) && !file.endsWith(".test.ts")).sort();

function attributeName(property) {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function className(tag) {
  return tag.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
}

const described = (record) => Object.entries(record ?? {}).map(([name, description]) => ({ name, description }));
const shownDefault = (value) => (value === null ? "null" : JSON.stringify(value));

function writeOutputs(modules, declarations) {
  const manifestModules = [];
  const typeEntries = [];
  for (const { file } of modules) {
    const tag = file.slice(0, -3);
    const declaration = declarations.get(tag);
    if (!declaration) throw new Error(`elements/${file} does not declare <${tag}>`);
    const name = className(tag);
    const attributes = Object.entries(declaration.attributes).map(([property, spec]) => ({
      name: attributeName(property),
      fieldName: property,
      type: { text: spec.typeText },
      default: shownDefault(spec.default),
      description: spec.required ? `${spec.description} Required.` : spec.description,
    }));
    manifestModules.push({
      kind: "javascript-module",
      path: `elements/${file}`,
      declarations: [
        {
          kind: "class",
          name,
          tagName: tag,
          customElement: true,
          description: declaration.description,
          superclass: { name: "HTMLElement" },
          attributes,
          members: [
            ...attributes.map((a) => ({ kind: "field", name: a.fieldName, type: a.type, default: a.default, description: a.description, attribute: a.name })),
            { kind: "field", name: "updateComplete", type: { text: "Promise<void>" }, readonly: true, description: "Resolves when pending renders are on screen." },
          ],
          events: described(declaration.events).map(({ name: eventName }) => ({
            name: eventName,
            type: { text: "CustomEvent" },
            description: declaration.events[eventName].description,
          })),
          slots: described(declaration.slots),
          cssParts: described(declaration.parts),
          cssProperties: described(declaration.cssProperties),
          cssStates: described(declaration.states),
        },
      ],
      exports: [{ kind: "custom-element-definition", name: tag, declaration: { name, module: `elements/${file}` } }],
    });
    typeEntries.push({ tag, name, attributes });
  }
  mkdirSync(`${dist}/types`, { recursive: true });
  writeFileSync(`${dist}/custom-elements.json`, JSON.stringify({ schemaVersion: "2.1.0", modules: manifestModules }, null, 2));
  writeFileSync(`${dist}/types/index.d.ts`, typeDeclarations(typeEntries));
  writeFileSync(`${dist}/x-elements.css`, cloakStylesheet());
  console.log(`manifest: ${typeEntries.length} elements -> ${dist}/custom-elements.json, ${dist}/types/index.d.ts`);
}

/**
 * dist/x-elements.css: every element's reserved box (src/<element>/<element>.cloak.css). The autoloader adopts the
 * same rules, but a module script runs after the first paint; linked in <head>, they apply from the first paint.
 */
function cloakStylesheet() {
  const files = readdirSync("src", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(`src/${dir.name}`).filter((f) => f.endsWith(".cloak.css")).map((f) => `src/${dir.name}/${f}`))
    .sort();
  return files.map((file) => `/* ${file} */\n${readFileSync(file, "utf8")}`).join("\n");
}

function typeDeclarations(entries) {
  const interfaces = entries.map(({ name, attributes }) =>
    [
      `export interface ${name}Element extends HTMLElement {`,
      ...attributes.map((a) => `  /** ${a.description} */\n  ${a.fieldName}: ${a.type.text};`),
      "  /** Resolves when pending renders are on screen. */",
      "  readonly updateComplete: Promise<void>;",
      "}",
      `export interface ${name}Attributes {`,
      ...attributes.map((a) => `  ${JSON.stringify(a.name)}?: string | boolean | number;`),
      "}",
    ].join("\n"),
  );
  return [
    "// Generated from the element declarations by tools/build/manifest.mjs. Do not edit.",
    'import type { DetailedHTMLProps, HTMLAttributes } from "react";',
    "",
    ...interfaces,
    "",
    "declare global {",
    "  interface HTMLElementTagNameMap {",
    ...entries.map(({ tag, name }) => `    ${JSON.stringify(tag)}: ${name}Element;`),
    "  }",
    "}",
    "",
    'declare module "react" {',
    "  namespace JSX {",
    "    interface IntrinsicElements {",
    ...entries.map(({ tag, name }) => `      ${JSON.stringify(tag)}: DetailedHTMLProps<HTMLAttributes<${name}Element>, ${name}Element> & ${name}Attributes;`),
    "    }",
    "  }",
    "}",
    "",
  ].join("\n");
}

const vite = await createServer({ configFile: false, logLevel: "error", server: { middlewareMode: true, hmr: false, ws: false }, appType: "custom" });
const modules = [];
try {
  for (const file of files) modules.push({ file, exports: await vite.ssrLoadModule(`/elements/${file}`) });
  const { declarations } = await vite.ssrLoadModule("/src/define/define-element.ts");
  writeOutputs(modules, declarations);
} finally {
  await vite.close();
}
