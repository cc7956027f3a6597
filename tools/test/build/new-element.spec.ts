import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import type { ElementDeclaration } from "../../../src/define/declaration";
import { REQUIRED_KEYS } from "../../build/declaration-source.mjs";
import { elementEntries, elementEntriesPlugin } from "../../build/element-entries.mjs";
import { CONTRACT_SUITE, tagsToTest, testFiles } from "../../wtr/element-tests.mjs";

// A new element is its folder: its entry point is made from the declaration, a key it lacks is named at once, and
// one element's tests can be run alone.

/** The declaration type's required keys, which the build checks in the file as written. */
type RequiredKey = { [K in keyof ElementDeclaration]-?: undefined extends ElementDeclaration[K] ? never : K }[keyof ElementDeclaration];
type Listed = (typeof REQUIRED_KEYS)[number];
// Fails the type-check when REQUIRED_KEYS and the type part ways.
const sameKeys: [RequiredKey, Listed] extends [Listed, RequiredKey] ? true : false = true;

const KEYS: Record<Listed, string> = {
  tag: '"x-hello"',
  summary: '"Greets."',
  attributes: "{}",
  events: "{}",
  slots: "{}",
  parts: "{}",
  cssProperties: "{}",
  examples: '[{ title: "Hello", html: "<x-hello>Hello</x-hello>" }]',
};

/** A project with one element, x-hello, whose declaration writes these keys; its view and CSS exist. */
function projectWith(keys: Listed[]): string {
  const root = mkdtempSync(join(tmpdir(), "x-elements-new-element-"));
  mkdirSync(join(root, "src/hello"), { recursive: true });
  const written = keys.map((key) => `  ${key}: ${KEYS[key]},`).join("\n");
  writeFileSync(
    join(root, "src/hello/hello.element.ts"),
    `import { declare } from "../define/declare";\n\nexport default declare({\n${written}\n});\n`,
  );
  writeFileSync(join(root, "src/hello/Hello.tsx"), "export function Hello() {\n  return null;\n}\n");
  writeFileSync(join(root, "src/hello/hello.css"), "");
  return root;
}

/** The entries plugin's first step of a build in `root`. */
function buildStart(root: string): void {
  const plugin = elementEntriesPlugin();
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  (plugin.buildStart as () => void)();
}

test("the keys the build checks are the declaration type's required keys", () => {
  expect(sameKeys).toBe(true);
  expect(REQUIRED_KEYS).toContain("cssProperties");
});

test("a declaration that lacks a key fails the build's first step, naming the key", () => {
  expect(() => buildStart(projectWith([...REQUIRED_KEYS]))).not.toThrow();
  for (const key of REQUIRED_KEYS) {
    const root = projectWith(REQUIRED_KEYS.filter((other) => other !== key));
    expect(() => buildStart(root), key).toThrow(`src/hello/hello.element.ts: the declaration has no "${key}"`);
  }
});

test("no entry point is written by hand: each is made from its declaration, which names a view or stylesheets that depart from the convention", () => {
  expect(readdirSync("elements").filter((file) => file.startsWith("x-"))).toEqual([]);
  const byTag = Object.fromEntries(elementEntries().map((element) => [element.tag, element]));
  expect(byTag["x-skill-bar"]).toMatchObject({ view: "src/skill-bar/SkillBar.tsx", component: "SkillBar", styles: ["src/skill-bar/skill-bar.css"] });
  expect(byTag["x-map"]).toMatchObject({ view: "src/map/MapView.tsx", component: "MapView", styles: ["src/map/map.css"] });
  expect(byTag["x-tooltip"]?.styles).toEqual(["src/tooltip/panel.css", "src/tooltip/tooltip.css"]);
  expect(byTag["x-popover"]?.styles).toEqual(["src/tooltip/panel.css", "src/tooltip/popover.css"]);
  expect(byTag["x-rating-results"]).toMatchObject({ component: "RatingResults", styles: ["src/rating/rating.css"] });
  for (const element of Object.values(byTag)) for (const file of [element.view, ...element.styles]) expect(existsSync(file), file).toBe(true);
});

test("an entry point written by hand is refused, with what to do instead", () => {
  const root = projectWith([...REQUIRED_KEYS]);
  mkdirSync(join(root, "elements"));
  writeFileSync(join(root, "elements/x-hello.ts"), "");
  expect(() => buildStart(root)).toThrow("elements/x-hello.ts: the build makes each element's entry point");
});

test("a stylesheet two elements name is one module in the build, in no element's own chunk", () => {
  const chunks = join(resolve(process.env["X_ELEMENTS_DIST"] ?? "dist"), "chunks");
  const scripts = readdirSync(chunks).filter((file) => file.endsWith(".js"));
  // A rule of src/tooltip/panel.css, as the build writes it.
  const withPanel = scripts.filter((file) => readFileSync(join(chunks, file), "utf8").includes(".panel:not([data-shown])"));
  expect(withPanel).toHaveLength(1);
  expect(withPanel[0]).not.toMatch(/^x-(tooltip|popover)-/);
});

test("one element's tests: its folder's test files and the contract suite, limited to its tag", () => {
  expect(tagsToTest("")).toEqual([]);
  expect(testFiles([])).toEqual(["src/**/*.test.ts", "src/**/*.test.tsx"]);
  expect(tagsToTest("x-popover")).toEqual(["x-popover"]);
  expect(testFiles(["x-popover"])).toEqual(["src/tooltip/**/*.test.ts", "src/tooltip/**/*.test.tsx", CONTRACT_SUITE]);
  expect(testFiles(["x-slider", "x-toggle"])).toEqual([
    "src/slider/**/*.test.ts",
    "src/slider/**/*.test.tsx",
    "src/toggle/**/*.test.ts",
    "src/toggle/**/*.test.tsx",
    CONTRACT_SUITE,
  ]);
  expect(() => tagsToTest("x-sliders")).toThrow("X_TAGS: no element x-sliders is declared");
});
