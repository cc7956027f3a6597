// The WordPress plugin as it ships: wordpress/x-elements/ plus the parts of the current dist/ a site serves
// (the autoloader, its chunks, the stylesheet and custom-elements.json, which the plugin reads), and the demo's
// media, which the examples show. Used by
// `npm run build:wp` (packs it into dist/x-elements-wp.zip) and `npm run test:wp` (installs it in WordPress).
import { cpSync, existsSync, rmSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const PLUGIN_SOURCE = join(ROOT, "wordpress", "x-elements");

/** What of dist/ stays out of the plugin: the demo server, type declarations, editor data, source maps, the zip. */
export function shipped(distDir, path) {
  const rel = relative(distDir, path);
  if (rel === "") return true;
  const top = rel.split(sep)[0];
  if (top === "server" || top === "types" || top === "vscode.html-custom-data.json") return false;
  return !/\.(map|zip)$/.test(basename(path));
}

/** The dist/ directory to ship: X_ELEMENTS_DIST, else dist/; fails with what to do when it is not built. */
export function distDirectory() {
  const dist = join(ROOT, process.env.X_ELEMENTS_DIST ?? "dist");
  for (const file of ["x-elements.js", "x-elements.css", "custom-elements.json"]) {
    if (!existsSync(join(dist, file))) throw new Error(`${join(dist, file)} is missing: run \`npm run build\` first.`);
  }
  return dist;
}

/** Writes the plugin with the current dist/ into `target` (a directory named x-elements, created or replaced). */
export function stagePlugin(target, dist = distDirectory()) {
  rmSync(target, { recursive: true, force: true });
  cpSync(PLUGIN_SOURCE, target, { recursive: true, filter: (path) => !path.startsWith(join(PLUGIN_SOURCE, "dist")) });
  cpSync(dist, join(target, "dist"), { recursive: true, filter: (path) => shipped(dist, path) });
  // The media the elements' examples show (the demo's /media/), so that an example works as pasted on any site.
  cpSync(join(ROOT, "demo", "media"), join(target, "media"), { recursive: true });
  return target;
}
