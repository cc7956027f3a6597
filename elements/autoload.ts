import { elementLoaders } from "./registry";

/*
 * The one script a page loads. It defines each x-* tag the first time it appears in the document, at load or
 * inserted later, by importing that element's chunk. No React here: it stays a couple of KB.
 */

// Each element's reserved space (src/<element>/<element>.cloak.css) applies before and after it is defined,
// so the light-DOM fallback shows in the same box the element will render in: no flash, no shift.
const cloakCss = Object.values(import.meta.glob<string>("../src/*/*.cloak.css", { query: "?inline", import: "default", eager: true })).join("\n");
const cloak = new CSSStyleSheet();
cloak.replaceSync(cloakCss);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, cloak];

const requested = new Set<string>();

/*
 * The shared runtime (React and the bridge) is evaluated in a task of its own, and element code a task later.
 * Evaluated together they are one long task that can delay a visitor's first tap; apart, each stays short.
 * The price is that element chunks (a few KB each) are requested once the runtime is in.
 */
let runtime: Promise<void> | undefined;
function loadRuntime(): Promise<void> {
  runtime ??= import("../src/define").then(
    () => new Promise<void>((resolve) => setTimeout(resolve)),
    (cause: unknown) => {
      runtime = undefined; // a later appearance may try again
      throw cause;
    },
  );
  return runtime;
}

function load(tag: string): void {
  const loader = elementLoaders[tag];
  if (!loader || requested.has(tag)) return;
  requested.add(tag);
  loadRuntime()
    .then(loader)
    .catch((cause: unknown) => {
      requested.delete(tag); // a later appearance may try again (e.g. after coming back online)
      console.error(`[${tag}] could not load the element's code`, cause);
    });
}

function discover(root: Element | Document): void {
  if (root instanceof Element && root.localName.startsWith("x-")) load(root.localName);
  for (const element of root.querySelectorAll(":not(:defined)")) {
    if (element.localName.startsWith("x-")) load(element.localName);
  }
}

discover(document);
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  }
}).observe(document.documentElement, { childList: true, subtree: true });
