/*
 * The one script a page loads. It defines each x-* tag the first time it appears in the document, at load or
 * inserted later, by importing that element's chunk. No React here: it stays a couple of KB.
 *
 * It imports no file statically, only when a tag asks (`import()`, each failure caught): a page whose chunks cannot
 * load (a deploy that uploaded this script without its chunks/ folder, a CDN rule) still runs it, and its first act,
 * the fail-open mark below, lets the elements' fallbacks show at once. A build test holds it to that.
 */

// Every tag the autoloader knows, and how to load its code (tools/build/element-entries.mjs): each element's entry
// point is a chunk of its own, fetched only when the tag appears.
import elementLoaders from "virtual:x-elements/entries";

/*
 * Each element's reserved space (src/<element>/<element>.cloak.css, gathered in dist/x-elements.css) applies before
 * and after it is defined, so the light-DOM fallback shows in the same box the element will render in: no flash, no
 * shift. A page that links x-elements.css in its <head> has the boxes from its first paint; for one that does not,
 * this script links it, beside itself (with the same query, a version for caches), and the boxes come a request later.
 */
if (!document.querySelector('link[rel~="stylesheet"][href*="x-elements.css"]')) {
  linkBeside("stylesheet", "x-elements.css" + new URL(import.meta.url).search);
}

/** Links a file beside this script into the page's head. */
function linkBeside(rel: string, file: string): void {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = new URL(file, import.meta.url).href;
  document.head.append(link);
}

/*
 * Fail open (src/shared/fail-open.linked.css): <html data-x-failed> lists the tags whose code cannot load (yet), whose
 * closed panels show again; its presence says that this script runs, so the others stay hidden while their code comes.
 */
const root = document.documentElement;
const failedTags = new Set<string>();
function setFailed(tag: string, failed: boolean): void {
  if (failed) failedTags.add(tag);
  else failedTags.delete(tag);
  root.dataset["xFailed"] = [...failedTags].join(" ");
}
root.dataset["xFailed"] = "";

const requested = new Set<string>();

/*
 * The shared code is evaluated a piece per task: React (its own chunk, the bulk), then the runtime (the bridge),
 * then the element. Evaluated together they are one long task on a first visit that can delay a
 * visitor's first tap; apart, each task stays short. So that each piece is not requested only once the one before
 * is in, the shared chunks (React's, the bundler's helpers it imports, the runtime) are all requested at the first
 * tag, fetched and compiled but not run (modulepreload); their names are written in by the build (vite.config.ts).
 */
const SHARED_CHUNKS = "X_ELEMENTS_SHARED_CHUNKS";
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
let shared: Promise<void> | undefined;
function loadShared(): Promise<void> {
  if (!shared && import.meta.env.PROD) for (const file of SHARED_CHUNKS.split(" ")) linkBeside("modulepreload", file);
  shared ??= import("./react")
    .then(nextTask)
    .then(() => import("../src/define/runtime"))
    .then(nextTask)
    .catch((cause: unknown) => {
      shared = undefined; // a later appearance may try again
      throw cause;
    });
  return shared;
}

/*
 * Offline, a download would fail, and most browsers remember a module that failed to download for the life of
 * the page (every later import of that file fails at once, without asking the network; the HTML standard has
 * dropped that rule and browsers are catching up). So a tag that appears offline waits for the connection and
 * loads when it comes back.
 */
const waitingForNetwork = new Set<string>();
function loadWhenOnline(tag: string): void {
  if (waitingForNetwork.has(tag)) return;
  if (waitingForNetwork.size === 0) {
    addEventListener(
      "online",
      () => {
        const tags = [...waitingForNetwork];
        waitingForNetwork.clear();
        tags.forEach(load);
      },
      { once: true },
    );
  }
  waitingForNetwork.add(tag);
  setFailed(tag, true);
  console.warn(`[${tag}] offline: the element's code loads once back online`);
}

function load(tag: string): void {
  const loader = elementLoaders[tag];
  // Defined already: by this script, or by another copy of it on the page (whose chunks would come again).
  if (!loader || requested.has(tag) || customElements.get(tag)) return;
  if (!navigator.onLine) return loadWhenOnline(tag);
  requested.add(tag);
  loadShared()
    .then(loader)
    .then(
      () => setFailed(tag, false),
      (cause: unknown) => {
        requested.delete(tag); // a later appearance tries again (where the browser does not remember the failure)
        setFailed(tag, true);
        console.error(`[${tag}] could not load the element's code`, cause);
      },
    );
}

function discover(root: Element | Document): void {
  if (root instanceof Element) load(root.localName);
  for (const element of root.querySelectorAll(":not(:defined)")) load(element.localName);
}

discover(document);
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  }
}).observe(root, { childList: true, subtree: true });
