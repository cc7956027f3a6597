// `npm run docs`: writes, from the built manifest, each element's page (docs/elements/<tag>.md, removing the pages of
// elements that are gone) and the README's generated tables; and the tags' types (src/generated-elements.d.ts,
// src/generated-entries.d.ts) from the behaviour folders.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ELEMENT_DOCS, elementPages } from "./element-docs.mjs";
import { writeElementTypes } from "./element-entries.mjs";
import { formattedReadme } from "./readme.mjs";

const dist = process.env.X_ELEMENTS_DIST ?? "dist";
const manifest = JSON.parse(readFileSync(`${dist}/custom-elements.json`, "utf8"));

const pages = await elementPages(manifest);
mkdirSync(ELEMENT_DOCS, { recursive: true });
for (const file of readdirSync(ELEMENT_DOCS)) if (!(join(ELEMENT_DOCS, file) in pages)) rmSync(join(ELEMENT_DOCS, file));
for (const [file, text] of Object.entries(pages)) writeFileSync(file, text);
console.log(`${ELEMENT_DOCS}/: ${Object.keys(pages).length} element pages written from the manifest`);

writeFileSync("README.md", await formattedReadme(readFileSync("README.md", "utf8"), manifest));
console.log("README.md: tables written from the manifest");
if (await writeElementTypes()) console.log("src/generated-elements.d.ts, src/generated-entries.d.ts: written");
