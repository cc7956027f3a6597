// Builds the benchmark's peer elements (vanilla, Lit, and the React floor) and its pages into <dist>/bench/, served
// by the demo server.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { build } from "vite";

export async function buildPeers(dist) {
  await build({
    configFile: false,
    logLevel: "error",
    // React's production build, as the product's (a library build leaves `process.env.NODE_ENV` to its user).
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: `${dist}/bench`,
      emptyOutDir: true,
      minify: true,
      lib: { entry: { vanilla: "bench/peers/vanilla.ts", lit: "bench/peers/lit.ts", "react-floor": "bench/peers/react-floor.ts" }, formats: ["es"] },
      rolldownOptions: { output: { entryFileNames: "[name].js" } },
    },
  });
  // Each peer that the first element of a fresh page is timed with, alone (bench/first-element.mjs), in a build of
  // its own: one build of them all would put every peer in one shared chunk. Its page loads that element's code only,
  // as x-elements' autoloader loads one element's chunk.
  for (const file of readdirSync("bench/peers/first").filter((name) => name.endsWith(".ts"))) {
    await build({
      configFile: false,
      logLevel: "error",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        outDir: `${dist}/bench/first`,
        emptyOutDir: false,
        minify: true,
        lib: { entry: { [file.replace(/\.ts$/, "")]: `bench/peers/first/${file}` }, formats: ["es"] },
        rolldownOptions: {
          output: { entryFileNames: "[name].js" },
          // The other peers go: their classes' static styles and their modules' loggers have no effect unused, and a
          // module none of whose exports is used (zod, for lit-floor) is left out.
          treeshake: { moduleSideEffects: false, manualPureFunctions: ["unsafeCSS", "logger", "html"] },
        },
      },
    });
  }
  mkdirSync(`${dist}/bench`, { recursive: true });
  writeFileSync(
    `${dist}/bench/index.html`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="/dist/x-elements.js"></script>
<script type="module" src="/dist/bench/vanilla.js"></script>
<script type="module" src="/dist/bench/lit.js"></script></head>
<body><main id="stage"></main><div id="other"></div></body></html>`,
  );
  // The floor's own page: its React is a copy of its own, kept off the other measurements' page.
  writeFileSync(
    `${dist}/bench/floor.html`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench: the floor</title>
<script type="module" src="/dist/bench/react-floor.js"></script>
<script type="module" src="/dist/bench/lit.js"></script></head>
<body><main id="stage"></main></body></html>`,
  );
}
