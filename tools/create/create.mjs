// `npm run create <name>` (`hello` or `x-hello`): a new element in a folder of its own, src/<name>/ (declaration,
// view, styles, cloak, test), then what is generated from the declarations (its page in docs/elements/, the README's
// tables, the tags' types), so that `npm test` passes at once. Nothing else to edit: every list of elements is read
// from the declarations.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { className, declarationFiles, loadDeclarations, tagOf } from "../build/declarations.mjs";
import { writeDocs } from "../build/docs-files.mjs";
import { buildManifest } from "../build/manifest.mjs";
import { cloakFile, declarationFile, stylesFile, testFile, viewFile } from "./templates.mjs";

const TAG = /^x-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function fail(message) {
  console.error(message);
  process.exit(1);
}

const given = process.argv[2];
if (!given) fail("Usage: npm run create <name>   (x-hello or hello: writes src/hello/ for <x-hello>)");
const tag = given.startsWith("x-") ? given : `x-${given}`;
if (!TAG.test(tag)) fail(`${given}: a tag is lowercase letters, digits and hyphens, starting with a letter after "x-" (x-hello, x-price-table)`);
const name = tag.slice(2);
const folder = join("src", name);
if (existsSync(folder)) fail(`${folder}/ exists: an element gets a folder of its own`);
if (declarationFiles().some((file) => tagOf(file) === tag)) fail(`<${tag}> is declared already`);

// The view is named after the tag (x-price-table: PriceTable), unless that name is one of JavaScript's globals
// (x-map: Map), which it would hide: then <Name>View, named in the declaration.
const named = className(name);
const customView = named in globalThis;
const element = { tag, name, component: customView ? `${named}View` : named, customView };

const files = {
  [`${name}.element.ts`]: declarationFile(element),
  [`${element.component}.tsx`]: viewFile(element),
  [`${name}.css`]: stylesFile(element),
  [`${name}.cloak.css`]: cloakFile(element),
  [`${name}.test.ts`]: testFile(element),
};
mkdirSync(folder);
for (const [file, text] of Object.entries(files)) {
  const filepath = join(folder, file);
  writeFileSync(filepath, await format(text, { ...(await resolveConfig(filepath)), filepath }));
  console.log(`${filepath}: written`);
}

await writeDocs(buildManifest(await loadDeclarations()));
console.log(`
<${tag}> works: \`npm test -- elements ${tag}\` runs its tests and the contract suite for it.
Next: make it yours (CONTRIBUTING.md, "Adding an element"), and run \`npm run docs\` after changing its declaration.`);
