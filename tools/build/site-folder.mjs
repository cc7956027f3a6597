// `npm run build:site`: the files a website serves, and nothing else, in dist-site/x-elements/: the autoloader
// (x-elements.js), the all-in-one bundle, the stylesheet, the chunks and the pdf.js worker. Without the demo server,
// the type declarations, the editor data and the source maps that `npm run build` also writes into dist/.
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ROOT, distDirectory, shipped } from "../wp/stage.mjs";

const dist = distDirectory();
const target = join(ROOT, "dist-site", "x-elements");
rmSync(join(ROOT, "dist-site"), { recursive: true, force: true });
cpSync(dist, target, { recursive: true, filter: (path) => shipped(dist, path) });
console.log(`build:site: ${target}`);
