// One element's tests (`npm test -- elements x-slider`, X_TAGS=x-slider): the test files of the folder that declares
// it, and the contract suite limited to its tag. Without X_TAGS, every test file.
import { dirname } from "node:path";
import { declarationFiles, tagOf } from "../build/declarations.mjs";

export const EVERY_TEST_FILE = ["src/**/*.test.ts", "src/**/*.test.tsx"];
export const CONTRACT_SUITE = "src/testing/contract/contract.test.ts";

/** The tags X_TAGS names (comma-separated), each a declared one; [] when it names none. */
export function tagsToTest(value = process.env.X_TAGS ?? "", root = process.cwd()) {
  const tags = value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  const declared = declarationFiles(root).map(tagOf);
  const unknown = tags.filter((tag) => !declared.includes(tag));
  if (unknown.length)
    throw new Error(`X_TAGS: no element ${unknown.join(", ")} is declared (src/*/<name>.element.ts); the tags are ${declared.join(", ")}`);
  return tags;
}

/** The test files to run for these tags: their folders' (and subfolders') and the contract suite; every one for []. */
export function testFiles(tags, root = process.cwd()) {
  if (!tags.length) return EVERY_TEST_FILE;
  const folders = new Set(
    declarationFiles(root)
      .filter((file) => tags.includes(tagOf(file)))
      .map((file) => dirname(file)),
  );
  return [...[...folders].flatMap((folder) => [`${folder}/**/*.test.ts`, `${folder}/**/*.test.tsx`]), CONTRACT_SUITE];
}
