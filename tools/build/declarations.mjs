// Loads every element declaration (src/<behaviour>/<name>.element.ts) in Node through Vite: the one source the
// manifest, the types, the editor data, the README tables and the demo's playground are generated from.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "vite";
import { readDeclarationSource } from "./declaration-source.mjs";

/** `src/countdown/countdown.element.ts` files (from the project's root), sorted. */
export function declarationFiles(root = process.cwd()) {
  return readdirSync(join(root, "src"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(root, "src", dir.name))
        .filter((file) => file.endsWith(".element.ts"))
        .map((file) => `src/${dir.name}/${file}`),
    )
    .sort();
}

/** `src/countdown/countdown.element.ts` → `x-countdown`. */
export const tagOf = (file) =>
  `x-${file
    .split("/")
    .pop()
    .replace(/\.element\.ts$/, "")}`;

/**
 * [{ file, declaration, bridgeStates }] (bridgeStates: the custom states the bridge gives every element, name →
 * description), sorted by tag; fails when a declaration lacks a key, or its tag does not match its file.
 */
export async function loadDeclarations() {
  const vite = await createServer({
    configFile: false,
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
  });
  try {
    const loaded = [];
    const { BRIDGE_STATES: bridgeStates } = await vite.ssrLoadModule("/src/define/bridge-states.ts");
    for (const file of declarationFiles()) {
      readDeclarationSource(file);
      const declaration = (await vite.ssrLoadModule(`/${file}`)).default;
      const expected = tagOf(file);
      if (declaration?.tag !== expected) throw new Error(`${file} must default-export the declaration of <${expected}> (found ${declaration?.tag})`);
      loaded.push({ file, declaration, bridgeStates });
    }
    return loaded.sort((a, b) => a.declaration.tag.localeCompare(b.declaration.tag));
  } finally {
    await vite.close();
  }
}

export function attributeName(property) {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function className(tag) {
  return tag.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
}
