// `npm run docs`: rewrites the README's generated element tables from the built manifest.
import { readFileSync, writeFileSync } from "node:fs";
import { formattedReadme } from "./readme.mjs";

const dist = process.env.X_ELEMENTS_DIST ?? "dist";
const manifest = JSON.parse(readFileSync(`${dist}/custom-elements.json`, "utf8"));
writeFileSync("README.md", await formattedReadme(readFileSync("README.md", "utf8"), manifest));
console.log("README.md: element tables written from the manifest");
