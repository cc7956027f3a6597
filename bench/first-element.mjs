// The first element of a page, as a visitor meets it: a fresh page (empty HTTP and code caches) with one element in
// its markup and only its own script, timed from the end of parsing (when module scripts start) until the element
// shows its content. What it adds up: fetching and evaluating the scripts (React's among them), defining the
// element, its first render. The upgrade section's rows at 1 time one more element on a page already running.

/** The subjects of this row: one of each family, and the floor (React alone, no bridge, against Lit). None has a
 * `started` selector (a custom state, which no observer sees). */
const FIRST_SUBJECTS = ["x-countdown", "x-rating", "x-cta", "x-popover", "floor"];

/** The script a fresh page of that kind loads: x-elements' autoloader, the React floor, or the Lit peer alone. */
function scriptOf(subject, kind) {
  const litTag = subject.lit(0).match(/<(lit-[a-z-]+)/)[1];
  if (kind === "lit") return `/dist/bench/first/${litTag}.js`;
  return subject.page === "floor.html" ? "/dist/bench/react-floor.js" : "/dist/x-elements.js";
}

/**
 * Runs in the page before its own scripts: watches every shadow root the page attaches, and records the time since
 * parsing ended (style and layout included) at the first change after which the stage's custom element shows its
 * content. Watching, not polling: a polling loop's tasks would queue among the element's own.
 */
function watchFirstElement(ready) {
  let shown;
  window.__firstElement = new Promise((resolve) => (shown = resolve));
  const check = () => {
    const element = [...(document.getElementById("stage")?.children ?? [])].find((el) => el.localName.includes("-"));
    if (!element?.shadowRoot?.querySelector(ready)) return;
    void document.body.offsetHeight;
    shown(performance.now() - performance.getEntriesByType("navigation")[0].domInteractive);
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    new MutationObserver(check).observe(root, { childList: true, subtree: true, attributes: true });
    return root;
  };
}

/** Milliseconds from the end of parsing to the element shown, on one fresh page of that kind. */
async function firstElementOnce(browser, origin, subject, kind) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>first element</title><script type="module" src="${scriptOf(subject, kind)}"></script></head><body><main id="stage">${subject[kind](0)}</main></body></html>`;
  const context = await browser.newContext();
  try {
    await context.route(`${origin}/first-element.html`, (route) => route.fulfill({ contentType: "text/html", body: html }));
    const page = await context.newPage();
    await page.addInitScript(watchFirstElement, subject.ready);
    await page.goto(`${origin}/first-element.html`);
    // A subject that never shows its content (its script failed) fails the run instead of waiting forever.
    let timer;
    const giveUp = new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`first element, ${subject.name} (${kind}): not shown after 30 s`)), 30_000)),
    );
    return await Promise.race([page.evaluate(() => window.__firstElement), giveUp]).finally(() => clearTimeout(timer));
  } finally {
    await context.close();
  }
}

/** For each subject, the median over `runs` fresh pages of each kind, measured in turns (x, Lit, x, ...). */
export async function firstElementTimes(browser, origin, allSubjects, runs, median) {
  const results = {};
  for (const subject of allSubjects.filter(({ name }) => FIRST_SUBJECTS.some((wanted) => name.startsWith(wanted)))) {
    console.error(`first element: ${subject.name}`);
    const times = { x: [], lit: [] };
    await firstElementOnce(browser, origin, subject, "x"); // the server's own first answers (files read from disk)
    for (let run = 0; run < runs; run++) for (const kind of ["x", "lit"]) times[kind].push(await firstElementOnce(browser, origin, subject, kind));
    results[subject.name] = { ms: median(times.x), litMs: median(times.lit), ratioToLit: median(times.x) / median(times.lit) };
  }
  return results;
}
