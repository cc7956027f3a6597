import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import Ajv from "ajv";
import { TSC } from "../../tsc.mjs";
import { declarationFiles, tagOf } from "../../build/declarations.mjs";
import { elementTypeFiles } from "../../build/element-entries.mjs";
import { elementsOf, type Manifest } from "../../build/manifest.mjs";
import { ELEMENT_DOCS, elementPages } from "../../build/element-docs.mjs";
import { formattedReadme } from "../../build/readme.mjs";
import { consumerJsx, consumerSource } from "./consumer.mjs";

// What the build generates from the declarations, checked on the built dist/ (X_ELEMENTS_DIST).
const dist = resolve(process.env["X_ELEMENTS_DIST"] ?? "dist");
const manifest: Manifest = JSON.parse(readFileSync(join(dist, "custom-elements.json"), "utf8"));
const require = createRequire(import.meta.url);

test("the manifest matches the Custom Elements Manifest schema and names every tag", () => {
  const schema = JSON.parse(readFileSync(require.resolve("custom-elements-manifest/schema.json"), "utf8"));
  const check = new Ajv({ allErrors: true, strict: false }).compile(schema);
  expect(check(manifest), JSON.stringify(check.errors)).toBe(true);
  const tags = elementsOf(manifest).map((e) => e.tagName);
  expect(tags.sort()).toEqual(declarationFiles().map(tagOf).sort());
});

test("the manifest lists each element's runtime states as cssStates: CSS names, each described, none an attribute", () => {
  const elements = elementsOf(manifest);
  const withStates = elements.filter((e) => e.cssStates.length > 0).map((e) => e.tagName);
  expect(withStates).toEqual(expect.arrayContaining(["x-toggle", "x-slider", "x-menu", "x-sticky", "x-video", "x-countdown"]));
  for (const element of elements) {
    for (const state of element.cssStates) {
      // A name for :state(): lowercase words joined by hyphens ("custom-…" stands for the names it starts).
      expect(state.name, `${element.tagName}`).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*(-…)?$/);
      expect(state.description.length, `${element.tagName} :state(${state.name})`).toBeGreaterThan(0);
      expect(state.name.startsWith("data-"), `${element.tagName} :state(${state.name}) is no attribute`).toBe(false);
    }
  }
  expect(
    elements.some((e) => "stateAttributes" in e),
    "no state attributes any more",
  ).toBe(false);
});

test("the tags' types in src/ are the behaviour folders' (run `npm run docs` after adding an element)", async () => {
  for (const [file, source] of Object.entries(await elementTypeFiles())) {
    expect(existsSync(file) ? readFileSync(file, "utf8") : "(missing)", file).toBe(source);
  }
});

test("the README's tables and the element pages in docs/elements/ are the manifest's (run `npm run docs` after changing a declaration)", async () => {
  const readme = readFileSync("README.md", "utf8");
  expect(await formattedReadme(readme, manifest)).toBe(readme);
  const pages = await elementPages(manifest);
  expect(
    readdirSync(ELEMENT_DOCS)
      .map((file) => join(ELEMENT_DOCS, file))
      .sort(),
    "a page per element, and no other",
  ).toEqual(Object.keys(pages).sort());
  for (const [file, text] of Object.entries(pages)) expect(readFileSync(file, "utf8"), file).toBe(text);
});

test("dist/types compiles for a consumer that uses every tag, attribute and event, with each attribute's manifest type", () => {
  const dir = mkdtempSync(join(tmpdir(), "x-elements-consumer-"));
  writeFileSync(join(dir, "consumer.ts"), consumerSource(manifest));
  writeFileSync(join(dir, "page.tsx"), consumerJsx(manifest));
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        lib: ["ES2023", "DOM", "DOM.Iterable"],
        jsx: "react-jsx",
        types: [],
        // The package as a consumer installs it, and React's types from this repository's node_modules.
        paths: {
          "x-elements": [join(dist, "types/index.d.ts")],
          react: [resolve("node_modules/@types/react")],
          "react/jsx-runtime": [resolve("node_modules/@types/react/jsx-runtime")],
        },
        typeRoots: [resolve("node_modules/@types")],
      },
      files: ["consumer.ts", "page.tsx"],
    }),
  );
  const tsc = spawnSync("node", [TSC, "-p", join(dir, "tsconfig.json")], { encoding: "utf8" });
  expect(tsc.stdout + tsc.stderr).toBe("");
  expect(tsc.status).toBe(0);
});

test("descriptions and examples stay out of the browser bundles", () => {
  const scripts = [...readdirSync(dist).map((f) => join(dist, f)), ...readdirSync(join(dist, "chunks")).map((f) => join(dist, "chunks", f))].filter(
    (f) => f.endsWith(".js"),
  );
  const code = scripts.map((file) => readFileSync(file, "utf8")).join("\n");
  const texts = elementsOf(manifest).flatMap((e) => [
    e.summary,
    ...e.attributes.map((a) => a.description.replace(/ Required\.$/, "")),
    ...e.events.map((ev) => ev.description),
    ...e.cssParts.map((p) => p.description),
    ...e.slots.map((slot) => slot.description),
    ...e.cssProperties.map((property) => property.description),
    ...e.examples.map((example) => example.html),
  ]);
  expect(texts.length).toBeGreaterThan(20);
  expect(texts.filter((text) => code.includes(text))).toEqual([]);
});

test("VS Code's custom data lists every tag and attribute of the manifest, with the values of booleans and enums", () => {
  const data = JSON.parse(readFileSync(join(dist, "vscode.html-custom-data.json"), "utf8")) as {
    version: number;
    tags: Array<{ name: string; description: string; attributes: Array<{ name: string; description: string; values?: Array<{ name: string }> }> }>;
  };
  expect(data.version).toBe(1.1);
  const elements = elementsOf(manifest);
  expect(data.tags.map((tag) => tag.name)).toEqual(elements.map((element) => element.tagName));
  for (const element of elements) {
    const tag = data.tags.find((candidate) => candidate.name === element.tagName)!;
    expect(tag.description, element.tagName).toBe(element.description);
    expect(tag.attributes.map((attribute) => attribute.name)).toEqual(element.attributes.map((attribute) => attribute.name));
    for (const attribute of element.attributes) {
      const entry = tag.attributes.find((candidate) => candidate.name === attribute.name)!;
      expect(entry.description, `${element.tagName} ${attribute.name}`).toContain(attribute.description);
      const type = attribute.type.text.replace(/ \| null$/, "");
      const literals = /^"[^"]*"( \| "[^"]*")*$/.test(type) ? [...type.matchAll(/"([^"]*)"/g)].map((m) => m[1]) : null;
      const expected = type === "boolean" ? ["true", "false"] : literals;
      expect(entry.values?.map((value) => value.name) ?? null, `${element.tagName} ${attribute.name} values`).toEqual(expected);
    }
  }
});
