// `npm run docs`: writes, from the built manifest, each element's page, the README's generated tables and the tags'
// types (tools/build/docs-files.mjs).
import { readFileSync } from "node:fs";
import { writeDocs } from "./docs-files.mjs";

const dist = process.env.X_ELEMENTS_DIST ?? "dist";
await writeDocs(JSON.parse(readFileSync(`${dist}/custom-elements.json`, "utf8")));
