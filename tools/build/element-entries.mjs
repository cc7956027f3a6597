// Each element's entry point, elements/<tag>.ts, made from its behaviour folder: `defineElement(declaration,
// { component, styles })`, a chunk of its own in the build. No per-tag file to write. The convention, for the
// declaration src/<behaviour>/<name>.element.ts of <x-name>:
//   src/<behaviour>/<Name>.tsx   the view, exported as <Name> (x-skill-bar: `export function SkillBar` in SkillBar.tsx)
//   src/<behaviour>/<name>.css   its shadow root's CSS
// A declaration that departs from it names its files (tools/build/declaration-source.mjs reads them):
// `view: "MapView"` (MapView.tsx, exporting MapView), `stylesheets: ["panel.css", "tooltip.css"]` (in that order; a
// stylesheet two elements name stays one module, in a chunk of its own).
//
// The Vite plugin serves the entry points (to the build, the test server and the demo), and two modules over all
// of them: `virtual:x-elements/entries` (tag → a loader of its entry point, for the autoloader and the contract
// suite) and `virtual:x-elements/all` (every entry point, for the all-in-one bundle). The same convention gives the
// types: src/generated-elements.d.ts, written by `npm run docs` and `npm run create` (writeElementTypes), and checked
// by a build test.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { format, resolveConfig } from "prettier";
import { readDeclarationSource } from "./declaration-source.mjs";
import { className, declarationFiles, tagOf } from "./declarations.mjs";

const ENTRIES = "virtual:x-elements/entries";
const ALL = "virtual:x-elements/all";
const ENTRY_PATH = /[\\/]elements[\\/](x-[a-z0-9-]+)(\.ts)?$/;

/**
 * Every element, by tag: { tag, entry (its entry point's path), declaration, view, component, styles } (paths from
 * `root`; styles: the stylesheets, in order). Fails when a declaration lacks a key, or an entry point is written by hand.
 */
export function elementEntries(root = process.cwd()) {
  return declarationFiles(root).map((file) => {
    const tag = tagOf(file);
    const folder = dirname(file);
    const entry = `elements/${tag}.ts`;
    const { view, stylesheets } = readDeclarationSource(file, root);
    if (existsSync(join(root, entry)))
      throw new Error(`${entry}: the build makes each element's entry point; name a view or stylesheets in ${file} instead (see CONTRIBUTING.md)`);
    const component = view ?? className(tag.slice(2));
    const styles = (stylesheets ?? [`${tag.slice(2)}.css`]).map((sheet) => `${folder}/${sheet}`);
    return { tag, entry, declaration: file, view: `${folder}/${component}.tsx`, component, styles };
  });
}

/** The generated entry point's source; imports by absolute path. */
function entrySource(root, { tag, declaration, view, component, styles }) {
  for (const [what, file] of [["view", view], ...styles.map((sheet) => ["CSS", sheet])]) {
    if (!existsSync(join(root, file))) {
      throw new Error(`<${tag}>: no ${what} ${file}; write it, or name yours in ${declaration} ("view", "stylesheets": see CONTRIBUTING.md)`);
    }
  }
  const path = (file) => JSON.stringify(join(root, file));
  return [
    `import { defineElement } from ${path("src/define/index.ts")};`,
    `import declaration from ${path(declaration)};`,
    `import { ${component} as component } from ${path(view)};`,
    ...styles.map((sheet, index) => `import styles${index} from ${JSON.stringify(`${join(root, sheet)}?inline`)};`),
    `export default defineElement(declaration, { component, styles: ${styles.map((_, index) => `styles${index}`).join(" + ")} });`,
    "",
  ].join("\n");
}

/** The Vite plugin (see the top of this file). */
export function elementEntriesPlugin() {
  let root = process.cwd();
  const generated = (path) => {
    const match = ENTRY_PATH.exec(path);
    if (!match || resolve(path, "../..") !== root) return undefined;
    return elementEntries(root).find((element) => element.tag === match[1]);
  };
  return {
    name: "x-elements-entries",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    // A declaration that lacks a key fails here, before anything is compiled.
    buildStart() {
      elementEntries(root);
    },
    resolveId(source, importer, options) {
      if (source === ENTRIES || source === ALL) return `\0${source}`;
      const [path] = source.split("?");
      // A relative import (a test's "../../elements/x-cta"), an absolute one, or a URL from the project's root.
      const absolute = path.startsWith(".") && importer ? resolve(dirname(importer), path) : path.startsWith(root) ? path : join(root, path);
      const element = ENTRY_PATH.test(path) ? generated(absolute) : undefined;
      if (!element) return null;
      // Vite's scan for dependencies to pre-bundle reads files from disk, and passes over an id with \0 (a plugin's
      // module): these, whose imports are the views' (whose libraries the test server lists anyway).
      return options?.scan ? `\0${element.entry}` : join(root, element.entry);
    },
    load(id) {
      const loader = (element) => `() => import(${JSON.stringify(join(root, element.entry))})`;
      if (id === `\0${ENTRIES}`) {
        const lines = elementEntries(root).map((element) => `  ${JSON.stringify(element.tag)}: ${loader(element)},`);
        return `export default {\n${lines.join("\n")}\n};\n`;
      }
      if (id === `\0${ALL}`)
        return elementEntries(root)
          .map((element) => `import ${JSON.stringify(join(root, element.entry))};`)
          .join("\n");
      const element = generated(id);
      return element ? entrySource(root, element) : null;
    },
  };
}

export const ELEMENT_TYPES_FILE = "src/generated-elements.d.ts";

/**
 * The registrations of the tags: each tag's type in HTMLElementTagNameMap and React's JSX, and a module for
 * `import "../../elements/<tag>"` in tests.
 */
export function elementTypesSource(root = process.cwd()) {
  const generated = elementEntries(root);
  const declarationOf = (element) => `typeof import(${JSON.stringify(`./${relative("src", element.declaration).replace(/\.ts$/, "")}`)}).default`;
  return [
    "// Generated from the element declarations by `npm run docs` (tools/build/element-entries.mjs). Do not edit.",
    "// Each tag whose entry point the build makes: its type in HTMLElementTagNameMap and in React's JSX.",
    'import type { ElementOf, JsxOf } from "./define";',
    "",
    "declare global {",
    "  interface HTMLElementTagNameMap {",
    ...generated.map((element) => `    ${JSON.stringify(element.tag)}: ElementOf<${declarationOf(element)}>;`),
    "  }",
    "}",
    "",
    'declare module "react" {',
    "  namespace JSX {",
    "    interface IntrinsicElements {",
    ...generated.map((element) => `      ${JSON.stringify(element.tag)}: JsxOf<${declarationOf(element)}>;`),
    "    }",
    "  }",
    "}",
    "",
  ].join("\n");
}

export const ENTRY_MODULES_FILE = "src/generated-entries.d.ts";

/** The generated entry points as modules, for tests that import one (`import "../../elements/x-cta"`). */
export function entryModulesSource(root = process.cwd()) {
  return [
    "// Generated from the element declarations by `npm run docs` (tools/build/element-entries.mjs). Do not edit.",
    '// The entry points the build makes, as tests import them: `import "../../elements/x-cta"` defines <x-cta>.',
    ...elementEntries(root).map((element) => `declare module "*/elements/${element.tag}";`),
    "",
  ].join("\n");
}

/** The two type files, as Prettier writes them: { [file]: source }. */
export async function elementTypeFiles(root = process.cwd()) {
  const files = { [ELEMENT_TYPES_FILE]: elementTypesSource(root), [ENTRY_MODULES_FILE]: entryModulesSource(root) };
  for (const [file, source] of Object.entries(files)) {
    const filepath = join(root, file);
    files[file] = await format(source, { ...(await resolveConfig(filepath)), filepath });
  }
  return files;
}

/** Writes both type files; true when one changed. */
export async function writeElementTypes(root = process.cwd()) {
  let changed = false;
  for (const [file, source] of Object.entries(await elementTypeFiles(root))) {
    const path = join(root, file);
    if (existsSync(path) && readFileSync(path, "utf8") === source) continue;
    writeFileSync(path, source);
    changed = true;
  }
  return changed;
}
