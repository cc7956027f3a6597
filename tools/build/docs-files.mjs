// The documentation written from the manifest: each element's page (docs/elements/<tag>.md, removing the pages of
// elements that are gone) and the README's generated tables; and the tags' types (src/generated-elements.d.ts,
// src/generated-entries.d.ts) from the behaviour folders. `npm run docs` writes them from the built manifest,
// `npm run create` from the declarations (the same manifest, without a build).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ELEMENT_DOCS, elementPages } from "./element-docs.mjs";
import { writeElementTypes } from "./element-entries.mjs";
import { formattedReadme } from "./readme.mjs";

export async function writeDocs(manifest) {
  const pages = await elementPages(manifest);
  mkdirSync(ELEMENT_DOCS, { recursive: true });
  for (const file of readdirSync(ELEMENT_DOCS)) if (!(join(ELEMENT_DOCS, file) in pages)) rmSync(join(ELEMENT_DOCS, file));
  for (const [file, text] of Object.entries(pages)) writeFileSync(file, text);
  console.log(`${ELEMENT_DOCS}/: ${Object.keys(pages).length} element pages written from the manifest`);

  writeFileSync("README.md", await formattedReadme(readFileSync("README.md", "utf8"), manifest));
  console.log("README.md: tables written from the manifest");
  if (await writeElementTypes()) console.log("src/generated-elements.d.ts, src/generated-entries.d.ts: written");
}
