import { defineConfig } from "vite";

// The reference backend, compiled for Node so it can share TypeScript (e.g. validation rules) with the elements.
export default defineConfig({
  build: {
    ssr: "demo/server/main.ts",
    outDir: `${process.env["X_ELEMENTS_DIST"] ?? "dist"}/server`,
    emptyOutDir: true,
    target: "node20",
    rolldownOptions: { output: { entryFileNames: "main.js" } },
  },
});
