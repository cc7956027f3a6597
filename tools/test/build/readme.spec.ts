import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { expect, test } from "@playwright/test";
import { pageOf } from "../../build/element-docs.mjs";
import { elementsOf, type Manifest } from "../../build/manifest.mjs";

// The README and docs/ as a visitor reads them: the commands first, one set of paths, links that lead somewhere.
const dist = process.env["X_ELEMENTS_DIST"] ?? "dist";
const manifest: Manifest = JSON.parse(readFileSync(join(dist, "custom-elements.json"), "utf8"));
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string }; scripts: Record<string, string> };
const readme = readFileSync("README.md", "utf8");

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownFiles(join(dir, entry.name)) : entry.name.endsWith(".md") ? [join(dir, entry.name)] : [],
  );
const documents = ["README.md", "CONTRIBUTING.md", ...markdownFiles("docs")];

test("the README starts with the two commands of a fresh machine, beside the Node version package.json requires", () => {
  const first = /^# [^\n]+\n\n```bash\n([\s\S]*?)\n```/.exec(readme);
  expect(first, "the README opens with a bash block").not.toBeNull();
  const lines = first![1]!.split("\n");
  expect(lines[0]).toMatch(/^npm ci && npm start\s/);
  expect(lines[1]).toMatch(/^npm test\s/);
  expect(packageJson.engines.node).toBe(">=20.19");
  for (const line of lines) expect(line).toContain("Node ≥ 20.19");
});

test("every `npm run` script the README and docs/ name is one of package.json's", () => {
  for (const file of documents) {
    for (const [, name] of readFileSync(file, "utf8").matchAll(/npm run ([a-z][a-z:-]*)/g)) {
      expect(Object.keys(packageJson.scripts), `${file}: npm run ${name}`).toContain(name);
    }
  }
});

test("`npm run build:site` builds first, as the README says", () => {
  expect(packageJson.scripts["build:site"]).toMatch(/^npm run build && /);
  expect(readme).toContain("`npm run build:site` builds first");
});

test("the README and docs/ load the built files from /x-elements/ only", () => {
  for (const file of documents) {
    const text = readFileSync(file, "utf8");
    const urls = [...text.matchAll(/(?:src|href)="([^"]*x-elements(?:-all)?\.(?:js|css))"/g)].map((match) => match[1]);
    for (const url of urls) expect(url, file).toMatch(/^\/x-elements\/x-elements(-all)?\.(js|css)$/);
    // The demo's own pages load the build from /dist/; a site's from /x-elements/ (npm run build:site).
    expect(text, file).not.toMatch(/\/dist\/x-elements/);
  }
});

/** A heading's anchor as GitHub makes it: lower case, without punctuation, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
const anchorsOf = (file: string) =>
  [
    ...readFileSync(file, "utf8")
      .replace(/```[\s\S]*?```/g, "")
      .matchAll(/^#+ (.+)$/gm),
  ].map((match) => anchorOf(match[1]!));

test("every link of the README and docs/ to a file of the repository finds it, and its heading", () => {
  for (const file of documents) {
    for (const [, target] of readFileSync(file, "utf8").matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [path, anchor] = target!.split("#");
      const linked = path ? normalize(join(dirname(file), path)) : file;
      expect(existsSync(linked), `${file}: ${target}`).toBe(true);
      if (anchor && linked.endsWith(".md")) expect(anchorsOf(linked), `${file}: ${target}`).toContain(anchor);
    }
  }
});

test("the README links each element's page, and each page shows every example of its declaration", () => {
  for (const element of elementsOf(manifest)) {
    expect(readme).toContain(`](${pageOf(element.tagName)})`);
    const page = readFileSync(pageOf(element.tagName), "utf8");
    expect(element.examples.length, element.tagName).toBeGreaterThan(0);
    for (const example of element.examples) expect(page, element.tagName).toContain(`### ${example.title}\n\n\`\`\`html\n`);
  }
});
