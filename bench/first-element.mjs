// The first element of a page, as a visitor meets it: a fresh page (empty HTTP and code caches) with one element in
// its markup and only its own script, timed from the end of parsing (when module scripts start) until the element
// shows its content. What it adds up: fetching and evaluating the scripts (React's among them), defining the
// element, its first render. The upgrade section's rows at 1 time one more element on a page already running.

/** The subjects of this row: one of each family, and the floor (React alone, no bridge, against Lit). */
const FIRST_SUBJECTS = ["x-countdown", "x-rating", "x-cta", "x-popover", "floor"];

/** The script a fresh page of that kind loads: x-elements' autoloader, the React floor, or the Lit peer alone. */
function scriptOf(subject, kind) {
  const litTag = subject.lit(0).match(/<(lit-[a-z-]+)/)[1];
  if (kind === "lit") return `/dist/bench/first/${litTag}.js`;
  return subject.page === "floor.html" ? "/dist/bench/react-floor.js" : "/dist/x-elements.js";
}

/**
 * Runs in the page before its own scripts: polls, a task at a time, until every custom element of the stage shows
 * its content, then records the time since parsing ended (style and layout included).
 */
function watchFirstElement({ ready, started }) {
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(0);
    });
  const allReady = () => {
    const elements = [...(document.getElementById("stage")?.children ?? [])].filter((el) => el.localName.includes("-"));
    return elements.length > 0 && elements.every((el) => el.shadowRoot?.querySelector(ready) && (!started || el.matches(started)));
  };
  window.__firstElement = (async () => {
    const giveUp = performance.now() + 30_000;
    while (!allReady()) {
      if (performance.now() > giveUp) throw new Error(`not ready after 30 s: ${ready}`);
      await nextTask();
    }
    void document.body.offsetHeight;
    return performance.now() - performance.getEntriesByType("navigation")[0].domInteractive;
  })();
}

/** Milliseconds from the end of parsing to the element shown, on one fresh page of that kind. */
async function firstElementOnce(browser, origin, subject, kind) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>first element</title><script type="module" src="${scriptOf(subject, kind)}"></script></head><body><main id="stage">${subject[kind](0)}</main></body></html>`;
  const context = await browser.newContext();
  try {
    await context.route(`${origin}/first-element.html`, (route) => route.fulfill({ contentType: "text/html", body: html }));
    const page = await context.newPage();
    await page.addInitScript(watchFirstElement, { ready: subject.ready, started: subject.started });
    await page.goto(`${origin}/first-element.html`);
    return await page.evaluate(() => window.__firstElement);
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
