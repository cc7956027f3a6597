// Loads every element declaration (src/<behaviour>/<name>.element.ts) in Node through Vite: the one source the
// manifest, the types, the editor data, the README tables and the demo's playground are generated from.
import { readdirSync } from "node:fs";
import { createServer } from "vite";

/** `src/countdown/countdown.element.ts` files, sorted by tag. */
export function declarationFiles() {
  return readdirSync("src", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(`src/${dir.name}`)
        .filter((file) => file.endsWith(".element.ts"))
        .map((file) => `src/${dir.name}/${file}`),
    )
    .sort();
}

/** [{ file, declaration }], sorted by tag; fails when a declaration's tag does not match its file and entry point. */
export async function loadDeclarations() {
  const vite = await createServer({
    configFile: false,
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
  });
  try {
    const loaded = [];
    for (const file of declarationFiles()) {
      const declaration = (await vite.ssrLoadModule(`/${file}`)).default;
      const expected = `x-${file
        .split("/")
        .pop()
        .replace(/\.element\.ts$/, "")}`;
      if (declaration?.tag !== expected) throw new Error(`${file} must default-export the declaration of <${expected}> (found ${declaration?.tag})`);
      loaded.push({ file, declaration });
    }
    const entries = readdirSync("elements").filter((file) => /^x-[a-z0-9-]+\.ts$/.test(file));
    for (const entry of entries) {
      if (!loaded.some(({ declaration }) => `${declaration.tag}.ts` === entry))
        throw new Error(`elements/${entry} has no declaration src/*/${entry.slice(2, -3)}.element.ts`);
    }
    for (const { declaration } of loaded) {
      if (!entries.includes(`${declaration.tag}.ts`)) throw new Error(`<${declaration.tag}> has no entry point elements/${declaration.tag}.ts`);
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
