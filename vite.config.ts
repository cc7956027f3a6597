import { resolve } from "node:path";
import { defineConfig } from "vite";
import { eagerCommonJs } from "./tools/build/eager-commonjs.ts";

// The library build: the autoloader (dist/x-elements.js), the all-in-one bundle, a chunk per element,
// one shared React chunk, one shared runtime chunk (the bridge, r2wc, zod), and each heavy library in a chunk
// of its own. React and the runtime are apart so that the autoloader can evaluate React in a task of its own.
// X_ELEMENTS_DIST lets two builds (e.g. two developers' test runs) use separate output folders.
export const distDir = process.env["X_ELEMENTS_DIST"] ?? "dist";

export default defineConfig({
  plugins: [eagerCommonJs()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: distDir,
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    lib: {
      entry: { "x-elements": resolve("elements/autoload.ts"), "x-elements-all": resolve("elements/all.ts") },
      formats: ["es"],
    },
    rolldownOptions: {
      output: {
        minify: true,
        // V8's explicit compile hint: every function of the runtime (the bridge, r2wc, zod) is compiled while the
        // file streams in, off the main thread, instead of lazily while the first elements upgrade inside the
        // element chunk's evaluation. Gallery first visits, idle machine: that evaluation went from 8-16 ms to
        // 5-9 ms. React's chunk gains nothing from it (its wrappers are compiled eagerly, see eagerCommonJs).
        postBanner: (chunk) => (chunk.name === "runtime" ? "//# allFunctionsCalledOnLoad\n" : ""),
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "runtime", test: /node_modules[\\/](@r2wc|zod)[\\/]|src[\\/]define[\\/]/ },
          ],
        },
      },
    },
  },
});
