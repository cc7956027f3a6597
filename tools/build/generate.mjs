// After the bundles: everything generated from the element declarations, into dist/ (X_ELEMENTS_DIST):
// custom-elements.json (checked against the Custom Elements Manifest schema), vscode.html-custom-data.json,
// types/ (emitted by tsc from the declarations, the tags' registrations, an index), x-elements.css (every element's reserved box).
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import Ajv from "ajv";
import { TSC } from "../tsc.mjs";
import { className, loadDeclarations } from "./declarations.mjs";
import { ELEMENT_TYPES_FILE, elementTypesSource } from "./element-entries.mjs";
import { buildManifest, elementsOf } from "./manifest.mjs";
import { buildVscodeData } from "./vscode-data.mjs";

const dist = process.env.X_ELEMENTS_DIST ?? "dist";
const require = createRequire(import.meta.url);

function validate(manifest) {
  const schema = JSON.parse(readFileSync(require.resolve("custom-elements-manifest/schema.json"), "utf8"));
  const check = new Ajv({ allErrors: true, strict: false }).compile(schema);
  if (!check(manifest)) throw new Error(`custom-elements.json does not match the schema:\n${JSON.stringify(check.errors, null, 2)}`);
}

/**
 * dist/x-elements.css: every element's reserved box (src/<behaviour>/*.cloak.css). Linked in <head>, they apply
 * from the first paint; on a page that does not link it, the autoloader does (a module script runs after the first
 * paint). Rules for the time before the autoloader runs are in `*.linked.css`.
 */
function cloakStylesheet() {
  const files = readdirSync("src", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(`src/${dir.name}`)
        .filter((f) => f.endsWith(".cloak.css") || f.endsWith(".linked.css"))
        .map((f) => `src/${dir.name}/${f}`),
    )
    .sort();
  return files.map((file) => `/* ${file} */\n${readFileSync(file, "utf8")}`).join("\n");
}

/**
 * Every event for document-level listeners, in GlobalEventHandlersEventMap: where elements fire events of the same
 * name (x-open of x-toggle and of x-popover), the entry is the union of their types.
 */
function globalEventMap(loaded) {
  const byName = new Map();
  for (const { file, declaration } of loaded) {
    for (const name of Object.keys(declaration.events)) {
      const type = `EventMapOf<typeof import("./${file.replace(/\.ts$/, "")}").default>[${JSON.stringify(name)}]`;
      byName.set(name, [...(byName.get(name) ?? []), type]);
    }
  }
  return [
    "declare global {",
    "  interface GlobalEventHandlersEventMap {",
    ...[...byName].map(([name, types]) => `    ${JSON.stringify(name)}: ${types.join(" | ")};`),
    "  }",
    "}",
  ];
}

/**
 * dist/types: tsc's declarations of the element declarations, the tags' registrations in HTMLElementTagNameMap and
 * React's JSX (as in src/generated-elements.d.ts), and an index.
 */
function emitTypes(loaded) {
  const tsc = spawnSync("node", [TSC, "-p", "tsconfig.types.json", "--outDir", `${dist}/types`], { stdio: "inherit" });
  if (tsc.status !== 0) throw new Error("tsc could not emit dist/types");
  writeFileSync(`${dist}/types/${ELEMENT_TYPES_FILE}`, elementTypesSource());
  const lines = [
    "// Generated from the element declarations by tools/build/generate.mjs. Do not edit.",
    `import "./${ELEMENT_TYPES_FILE.replace(/\.d\.ts$/, "")}";`,
    'import type { EventMapOf } from "./src/define";',
    'export type { XElement } from "./src/define";',
    ...globalEventMap(loaded),
    ...loaded.flatMap(({ file, declaration }) => [
      `export type ${className(declaration.tag)}Element = HTMLElementTagNameMap[${JSON.stringify(declaration.tag)}];`,
      `export type * from "./${file.replace(/\.ts$/, "")}";`,
    ]),
    "",
  ];
  writeFileSync(`${dist}/types/index.d.ts`, lines.join("\n"));
}

const loaded = await loadDeclarations();
const manifest = buildManifest(loaded);
validate(manifest);
mkdirSync(dist, { recursive: true });
writeFileSync(`${dist}/custom-elements.json`, JSON.stringify(manifest, null, 2));
writeFileSync(`${dist}/vscode.html-custom-data.json`, JSON.stringify(buildVscodeData(manifest), null, 2));
writeFileSync(`${dist}/x-elements.css`, cloakStylesheet());
emitTypes(loaded);
console.log(
  `generated: ${elementsOf(manifest).length} elements -> custom-elements.json, vscode.html-custom-data.json, types/, x-elements.css in ${dist}/`,
);
