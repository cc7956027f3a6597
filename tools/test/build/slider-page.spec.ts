import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { pageScriptSize } from "../../build/budgets.mjs";

// What a page with a slider loads, on the built dist/ (X_ELEMENTS_DIST).
const dist = resolve(process.env["X_ELEMENTS_DIST"] ?? "dist");

test("a slider's page loads no zod: the slider checks its JSON attributes with checks of its own", () => {
  const { files } = pageScriptSize(dist, ["x-slider"]);
  expect(files).toContain("x-slider");
  expect(files.filter((file) => /zod/.test(file))).toEqual([]);
});
