import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { AUTOLOADER_BUDGET, gzipSize, ownCodeSizes } from "../../build/budgets.mjs";
import { declarationFiles, tagOf } from "../../build/declarations.mjs";

// Sizes are deterministic, so their budgets are checked here, on the built dist/ (X_ELEMENTS_DIST), in every test
// run; `npm run bench` shows the same table beside the timings. Budgets: tools/build/budgets.mjs.
const dist = resolve(process.env["X_ELEMENTS_DIST"] ?? "dist");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

test(`the autoloader, dist/x-elements.js, is at most ${AUTOLOADER_BUDGET} KB gzipped`, () => {
  const bytes = gzipSize(join(dist, "x-elements.js"));
  expect(bytes, `x-elements.js is ${kb(bytes)}`).toBeLessThanOrEqual(AUTOLOADER_BUDGET * 1024);
});

const sizes = ownCodeSizes(dist);

test("every element's code is measured", () => {
  expect(sizes.map(({ tag }) => tag)).toEqual(declarationFiles().map(tagOf).sort());
});

for (const { tag, budget, files, bytes } of sizes) {
  test(`${tag}'s own code is at most ${budget} KB gzipped`, () => {
    expect(bytes, `${files.join(" + ")}: ${kb(bytes)}`).toBeLessThanOrEqual(budget * 1024);
  });
}
