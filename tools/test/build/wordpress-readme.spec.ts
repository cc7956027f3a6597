import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { elementsOf, type Manifest } from "../../build/manifest.mjs";

// The WordPress plugin's papers as WordPress.org and the Plugins screen read them: readme.txt (its header, its short
// description) and the main file's header.
const dist = process.env["X_ELEMENTS_DIST"] ?? "dist";
const manifest: Manifest = JSON.parse(readFileSync(join(dist, "custom-elements.json"), "utf8"));
const readme = readFileSync("wordpress/x-elements/readme.txt", "utf8");
const mainFile = readFileSync("wordpress/x-elements/x-elements.php", "utf8");

/** readme.txt's header fields (`Tested up to: 7.0`), between the plugin's name and the short description. */
const header = Object.fromEntries(
  [...readme.split(/\n\s*\n/)[0]!.matchAll(/^([A-Za-z ]+):\s*(.+)$/gm)].map(([, name, value]) => [name, value!.trim()]),
);
/** The short description: the paragraph after the header, as WordPress.org's readme parser takes it. */
const shortDescription = readme.split(/\n\s*\n/)[1]!.trim();
/** The Plugins screen's description: the main file's `Description:` header. */
const pluginDescription = /^\s*\*\s*Description:\s*(.+)$/m.exec(mainFile)?.[1] ?? "";

/** Each system the plugin wraps, by its name, from the elements' declarations. */
const wrapped = [
  ...new Set(
    elementsOf(manifest).flatMap((element) => {
      const wraps = (element as { wordpress?: { wraps?: { name: string } | { name: string }[] } }).wordpress?.wraps;
      return wraps ? [wraps].flat().map((system) => system.name) : [];
    }),
  ),
];

const major = (version: string): number[] => version.split(".").slice(0, 2).map(Number);

test("readme.txt's short description is at most 150 characters, all WordPress.org shows", () => {
  expect(shortDescription).not.toMatch(/^==/);
  expect(shortDescription.length).toBeLessThanOrEqual(150);
});

test("readme.txt is tested up to the WordPress the plugin was checked on (7.0), not an older one", () => {
  const [tested, minor] = major(header["Tested up to"] ?? "0.0");
  expect(tested! > 7 || (tested === 7 && minor! >= 0), `Tested up to: ${header["Tested up to"]}`).toBe(true);
  // A major version only, as Plugin Check asks ("7.0", not "7.0.4").
  expect(header["Tested up to"]).toMatch(/^\d+\.\d$/);
});

test("readme.txt and the Plugins screen speak of blocks and of every system the plugin wraps", () => {
  expect(wrapped).toEqual(expect.arrayContaining(["Contact Form 7", "Rate My Post", "Mailchimp for WordPress", "WordPress comments"]));
  const description = readme.slice(readme.indexOf("== Description =="), readme.indexOf("== Changelog =="));
  for (const name of wrapped) expect(description, name).toContain(name);
  expect(description).toMatch(/\bblock editor\b/);
  expect(pluginDescription).toMatch(/\bblock editor\b/);
  expect(pluginDescription).not.toMatch(/page builders/);
  for (const name of ["Contact Form 7", "Rate My Post", "MC4WP", "comments"]) expect(pluginDescription, name).toContain(name);
});
