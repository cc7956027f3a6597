// `npm run docs`: rewrites the README's generated element tables from the built manifest, and the tags' types
// (src/generated-elements.d.ts, src/generated-entries.d.ts) from the behaviour folders.
import { readFileSync, writeFileSync } from "node:fs";
import { writeElementTypes } from "./element-entries.mjs";
import { formattedReadme } from "./readme.mjs";

const dist = process.env.X_ELEMENTS_DIST ?? "dist";
const manifest = JSON.parse(readFileSync(`${dist}/custom-elements.json`, "utf8"));
writeFileSync("README.md", await formattedReadme(readFileSync("README.md", "utf8"), manifest));
console.log("README.md: element tables written from the manifest");
if (await writeElementTypes()) console.log("src/generated-elements.d.ts, src/generated-entries.d.ts: written");
