// Generates dist/custom-elements.json and dist/types/index.d.ts from the element declarations (the one source
// of truth), by loading elements/x-*.ts through Vite in Node, where defineElement only records declarations.
// The descriptions come from each element's docs file, elements/x-*.docs.ts, which no browser bundle contains.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "vite";

const dist = process.env.X_ELEMENTS_DIST ?? "dist";
// Element files only: x-countdown.ts, not x-countdown.docs.ts or x-countdown.test.ts.
const files = readdirSync("elements").filter((file) => /^x-[a-z0-9-]+\.ts$/.test(file)).sort();

function attributeName(property) {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function className(tag) {
  return tag.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
}

const described = (record) => Object.entries(record ?? {}).map(([name, description]) => ({ name, description }));
const shownDefault = (value) => (value === null ? "null" : JSON.stringify(value));

/** A docs file's description of one attribute or event; tsc checks they are all there, but the build does not run tsc. */
function documented(texts, name, docsFile) {
  const text = texts[name];
  if (typeof text !== "string") throw new Error(`${docsFile} does not describe ${JSON.stringify(name)}`);
  return text;
}

function writeOutputs(modules, declarations) {
  const manifestModules = [];
  const typeEntries = [];
  for (const { file, docs, docsFile } of modules) {
    const tag = file.slice(0, -3);
    const declaration = declarations.get(tag);
    if (!declaration) throw new Error(`elements/${file} does not declare <${tag}>`);
    const name = className(tag);
    const attributes = Object.entries(declaration.attributes).map(([property, spec]) => {
      const description = documented(docs.attributes, property, docsFile);
      return {
        name: attributeName(property),
        fieldName: property,
        type: { text: spec.typeText },
        default: shownDefault(spec.default),
        description: spec.required ? `${description} Required.` : description,
      };
    });
    manifestModules.push({
      kind: "javascript-module",
      path: `elements/${file}`,
      declarations: [
        {
          kind: "class",
          name,
          tagName: tag,
          customElement: true,
          description: docs.description,
          superclass: { name: "HTMLElement" },
          attributes,
          members: [
            ...attributes.map((a) => ({ kind: "field", name: a.fieldName, type: a.type, default: a.default, description: a.description, attribute: a.name })),
            { kind: "field", name: "updateComplete", type: { text: "Promise<void>" }, readonly: true, description: "Resolves when pending renders are on screen." },
          ],
          events: Object.keys(declaration.events).map((eventName) => ({
            name: eventName,
            type: { text: "CustomEvent" },
            description: documented(docs.events, eventName, docsFile),
          })),
          slots: described(docs.slots),
          cssParts: described(docs.parts),
          cssProperties: described(docs.cssProperties),
          cssStates: described(docs.states),
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
  for (const file of files) {
    const docsFile = `elements/${file.slice(0, -3)}.docs.ts`;
    if (!existsSync(docsFile)) {
      throw new Error(`elements/${file} has no docs file: create ${docsFile}, default-exporting its ElementDocs (see src/define/declaration.ts)`);
    }
    await vite.ssrLoadModule(`/elements/${file}`);
    modules.push({ file, docsFile, docs: (await vite.ssrLoadModule(`/${docsFile}`)).default });
  }
  const { declarations } = await vite.ssrLoadModule("/src/define/define-element.ts");
  writeOutputs(modules, declarations);
} finally {
  await vite.close();
}
