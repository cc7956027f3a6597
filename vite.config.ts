import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { eagerCommonJs } from "./tools/build/eager-commonjs.ts";
import { elementEntriesPlugin } from "./tools/build/element-entries.mjs";
import { leafletTrustedTypes } from "./tools/build/leaflet-trusted-types.mjs";
import { stripDocs } from "./tools/build/strip-docs.ts";

// The library build: the autoloader (dist/x-elements.js), the all-in-one bundle, a chunk per element,
// one shared React chunk, one shared runtime chunk (the bridge), zod for the elements that use it, and each heavy library in a chunk
// of its own. React and the runtime are apart so that the autoloader can evaluate React in a task of its own.
// X_ELEMENTS_DIST lets two builds (e.g. two developers' test runs) use separate output folders.
export const distDir = process.env["X_ELEMENTS_DIST"] ?? "dist";

/** Libraries of which a page runs little: their chunks compile lazily (see postBanner). */
const HEAVY_LIBRARY = /node_modules[\\/](swiper|leaflet|video\.js|pdfjs-dist|@videojs|m3u8-parser|mpd-parser)[\\/]/;

/** A comment on lines of its own, as the minifier keeps a licence (`/*!`, or with @license or @preserve). */
const COMMENT_LINES = /^\/\*[^]*?\*\/$/gm;
const LICENCE = /^\/\*!|@license|@preserve/;

/**
 * The licence comments of third-party code (React's five notices: 0.32 KB gzip of every page) go to a file beside
 * their chunk, `<chunk>.LICENSE.txt`, shipped with it, instead of to every visitor with the code. Each is replaced by
 * its line breaks, so that the chunk's source map stays right for the lines after it.
 */
function licencesBeside(): Plugin {
  return {
    name: "x-elements:licences-beside",
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const notices: string[] = [];
        chunk.code = chunk.code.replace(COMMENT_LINES, (comment) => {
          if (!LICENCE.test(comment)) return comment;
          notices.push(comment);
          return comment.replace(/[^\n]/g, "");
        });
        if (notices.length > 0) this.emitFile({ type: "asset", fileName: `${chunk.fileName}.LICENSE.txt`, source: `${notices.join("\n\n")}\n` });
      }
    },
  };
}

/** The chunks every element loads: the autoloader requests them all at the first tag (SHARED_CHUNKS, autoload.ts). */
const SHARED_CHUNKS = ["react", "rolldown-runtime", "runtime"];

/** Writes the shared chunks' file names, known once the bundle is, into the autoloader. */
function sharedChunkNames(): Plugin {
  return {
    name: "x-elements:shared-chunk-names",
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const autoloader = chunks.find((chunk) => chunk.fileName === "x-elements.js");
      const names = SHARED_CHUNKS.map((name) => chunks.find((chunk) => chunk.name === name)?.fileName);
      if (!autoloader?.code.includes("X_ELEMENTS_SHARED_CHUNKS") || names.some((name) => !name)) {
        this.error(`the autoloader's shared chunks (${SHARED_CHUNKS.join(", ")}) could not be written in`);
      }
      autoloader.code = autoloader.code.replace("X_ELEMENTS_SHARED_CHUNKS", names.join(" "));
    },
  };
}

export default defineConfig({
  plugins: [elementEntriesPlugin(), eagerCommonJs(), stripDocs(), leafletTrustedTypes(), licencesBeside(), sharedChunkNames()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: distDir,
    emptyOutDir: true,
    target: "es2022",
    // Each chunk's source map is written beside it (the bench's profile names minified functions from it) but not
    // named in the chunk: a `sourceMappingURL` comment is bytes every visitor downloads (0.22 KB on the one-countdown page).
    sourcemap: "hidden",
    lib: {
      entry: { "x-elements": resolve("elements/autoload.ts"), "x-elements-all": resolve("elements/all.ts") },
      formats: ["es"],
    },
    rolldownOptions: {
      output: {
        minify: true,
        // Licences stay (in a file beside their chunk: licencesBeside); the tree-shaking annotations (/* @__PURE__ */) serve only a bundler, and pages load dist as is.
        comments: { legal: true, annotation: false, jsdoc: false },
        // V8's explicit compile hint: every function of a chunk is compiled while the file streams in, off the
        // main thread, instead of lazily, on the main thread, the first time it runs. A chunk loads only when an
        // element on the page needs it and runs at once: React's first render, the bridge, the element's code.
        // Gallery first visits (median of 20, alternating builds): main-thread script 48 -> 28 ms, main-thread
        // CPU 97 -> 86 ms; the cost is about 0.18 MB more heap (bytecode of functions that never run) and
        // 10-20 ms more CPU on a background thread. A heavy library's chunk, of which a page runs little, should
        // not get it; nor do the autoloader, whose budget counts every byte, and the bundler's runtime helpers, both
        // small enough to compile in no time.
        postBanner: (chunk) =>
          chunk.name === "x-elements" || chunk.name === "rolldown-runtime" || HEAVY_LIBRARY.test(chunk.moduleIds.join("\n"))
            ? ""
            : "//# allFunctionsCalledOnLoad\n",
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        codeSplitting: {
          groups: [
            // With elements/react.ts, which runs React as the chunk loads: the autoloader's import of it needs no helper.
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|elements[\\/]react\.ts$/ },
            // The bridge, and the helpers every element uses (log, stylesheets, custom states), or most do (the
            // page's language, plural forms, in-view observers): one chunk. Those helpers as chunks of their own
            // cost more in gzip headers and requests than they save pages without them: the one-countdown page
            // 82.21 -> 81.43 KB, the gallery 125.73 -> 124.95, the toggles page 88.81 -> 89.02. What only some
            // elements use stays out of it, in chunks loaded with those elements: declared methods and properties
            // (methods.ts, element-methods.ts, use-element-methods.ts) and runtime custom properties (host-properties.ts).
            {
              name: "runtime",
              test: /src[\\/]define[\\/](?!element-methods|use-element-methods|methods|host-properties)|src[\\/]shared[\\/](log|stylesheets|microtask|in-view|observer-pool|plural|language|use-language)\.ts/,
            },
            // zod, for the elements whose JSON or text attributes have a shape (the bridge parses the others itself).
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
