import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import {
  AUTOLOADER_OWN_BUDGET,
  AUTOLOADER_SHARE_PER_TAG,
  autoloaderBudget,
  chunkFile,
  gzipSize,
  ONE_COUNTDOWN_PAGE,
  ownCodeSizes,
  pageScriptSize,
  RUNTIME_BUDGET,
} from "../../build/budgets.mjs";
import { declarationFiles, tagOf } from "../../build/declarations.mjs";

// Sizes are deterministic, so their budgets are checked here, on the built dist/ (X_ELEMENTS_DIST), in every test
// run; `npm run bench` shows the same table beside the timings. Budgets: tools/build/budgets.mjs.
const dist = resolve(process.env["X_ELEMENTS_DIST"] ?? "dist");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

const tags = declarationFiles().length;

test(`the autoloader, dist/x-elements.js, is at most ${AUTOLOADER_OWN_BUDGET} KB gzipped and ${AUTOLOADER_SHARE_PER_TAG} KB per tag it knows (${tags} tags: ${autoloaderBudget(tags)} KB)`, () => {
  const bytes = gzipSize(join(dist, "x-elements.js"));
  expect(bytes, `x-elements.js is ${kb(bytes)}`).toBeLessThanOrEqual(autoloaderBudget(tags) * 1024);
});

test("the autoloader knows one tag per declaration, the count its budget is made of", () => {
  const known = readFileSync(join(dist, "x-elements.js"), "utf8").match(/"x-[a-z0-9-]+":/g) ?? [];
  expect(known.length).toBe(tags);
});

test(`the runtime chunk (the bridge) is at most ${RUNTIME_BUDGET} KB gzipped`, () => {
  const bytes = gzipSize(join(dist, "chunks", chunkFile(dist, "runtime")));
  expect(bytes, `runtime is ${kb(bytes)}`).toBeLessThanOrEqual(RUNTIME_BUDGET * 1024);
});

test(`a page with one x-countdown loads at most ${ONE_COUNTDOWN_PAGE.budget} KB of script gzipped, React included`, () => {
  const { bytes, files } = pageScriptSize(dist, ["x-countdown"]);
  expect(bytes, `${files.join(" + ")}: ${kb(bytes)}`).toBeLessThanOrEqual(ONE_COUNTDOWN_PAGE.budget * 1024);
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
