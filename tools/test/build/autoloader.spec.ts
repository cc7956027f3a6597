import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";

// The autoloader, on the built dist/ (X_ELEMENTS_DIST).
const dist = resolve(process.env["X_ELEMENTS_DIST"] ?? "dist");

test("the autoloader imports no file statically, so it runs and marks what failed when its chunks folder cannot load", () => {
  const code = readFileSync(join(dist, "x-elements.js"), "utf8");
  // `import(` loads a chunk when asked, and a failure is caught; `import.meta` is the script's own URL.
  const staticImports = code.match(/\bimport(?!\s*[(.])[^;]*|\bexport\s*[{*][^;]*\bfrom\b[^;]*/g) ?? [];
  expect(staticImports).toEqual([]);
});
