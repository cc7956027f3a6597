// `npm run bench`: builds, starts the demo server, and measures in headless Chromium, in one run so ratios hold:
// bytes (and which pages download the heavy libraries), upgrade time against Lit and vanilla elements, the first
// element of a fresh page against Lit's, the first
// interaction with an element (input to next paint) against Lit's, long tasks
// and CLS of the demo pages' first visits, long tasks while the effects page scrolls, steady-state cost of 1,000
// ticking countdowns, heap after churn, and Lighthouse's own figures (lighthouse.mjs). Prints one table; writes bench/results.json.
//
// BENCH_ONLY=pages,scroll (a comma-separated list of bytes, upgrade, first, interaction, pages, scroll, ticking, memory, revslider, lighthouse) measures only
// those sections, to check a change quickly; such a partial run does not write bench/results.json.
// BENCH_PAGES=media,slider measures the first visits of those demo pages only (names as the table gives them).
// BENCH_ONLY=profile (never in a full run) profiles the upgrades of the rows furthest above Lit: see profile.mjs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";
import { launchOptions } from "../tools/browser.mjs";
import { AUTOLOADER_BUDGET, gzipSize, ONE_COUNTDOWN_PAGE, ownCodeSizes, RUNTIME_BUDGET, withoutHash } from "../tools/build/budgets.mjs";
import { declarationFiles, tagOf } from "../tools/build/declarations.mjs";
import { buildPeers } from "./build-peers.mjs";
import { timeUpgrade } from "./in-page.mjs";
import { firstElementTimes } from "./first-element.mjs";
import { firstInteractions, INTERACTION_BUDGET_MS, THRESHOLD_MS } from "./interaction.mjs";
import { lighthouseFigures, lighthouseLines } from "./lighthouse.mjs";
import { profileUpgrades } from "./profile.mjs";
import { revsliderFigures, revsliderLines } from "./revslider.mjs";
import { EFFECTS_MIX, FLOOR, subjects } from "./subjects.mjs";
import { TASK_CPU_CATEGORIES, taskCpuTimes } from "./task-cpu.mjs";

const DIST = "dist";
const PORT = Number(process.env.BENCH_PORT ?? 8191);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const COUNTS = [1, 100, 1000];
/**
 * Runs of a single element's upgrade: three times RUNS. One takes 1–3 ms, so that one run slowed by 1 ms (a
 * collection, a frame) moved a median of 7 by half of itself; 21 runs cost the bench well under a second.
 */
const runsOf = (count) => (count === 1 ? 3 * RUNS : RUNS);
const GALLERY_LOADS = Number(process.env.BENCH_GALLERY_LOADS ?? 7);
/** First visits of each other demo page: fewer than the gallery's, so that the whole bench stays within minutes. */
const PAGE_LOADS = Number(process.env.BENCH_PAGE_LOADS ?? 3);
/** The element gallery (the demo's own page of every element; the example site is at /). */
const GALLERY = "/gallery.html";
/** The demo pages whose first visits are measured (long tasks, CLS), the gallery first; those that exist. */
const PAGES = [
  { path: GALLERY, name: "gallery", loads: GALLERY_LOADS },
  ...["slider", "toggles", "navigation", "effects", "media"]
    .filter((page) => existsSync(`demo/${page}.html`))
    .map((page) => ({ path: `/${page}.html`, name: `${page} page`, loads: PAGE_LOADS })),
  // The example site's home and blog post: the elements together, as a visitor first meets them.
  { path: "/", name: "site home", loads: PAGE_LOADS },
  { path: "/blog/slow-websites-cost-bookings", name: "site post", loads: PAGE_LOADS },
].filter(({ name }) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(",").some((wanted) => name.startsWith(wanted.trim())));
/** Scrolls of the effects page from top to bottom, each on a first visit, and how far each frame scrolls. */
const SCROLL_RUNS = Number(process.env.BENCH_SCROLL_RUNS ?? 3);
const SCROLL_STEP_PX = 40;
const SECTIONS = ["bytes", "upgrade", "first", "interaction", "pages", "scroll", "ticking", "memory", "revslider", "lighthouse"];
/** Sections measured only when asked for by BENCH_ONLY. */
const ON_REQUEST = ["profile"];
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(",").map((section) => section.trim()) : SECTIONS;
for (const section of ONLY)
  if (![...SECTIONS, ...ON_REQUEST].includes(section))
    throw new Error(`BENCH_ONLY: unknown section ${section} (known: ${[...SECTIONS, ...ON_REQUEST].join(", ")})`);
const measures = (section) => ONLY.includes(section);
/** Whether the section is measured; says so when it starts, so that a run that stops somewhere says where. */
const starts = (section) => {
  if (measures(section)) console.error(`bench: ${section}`);
  return measures(section);
};
/** Three: a burst of load from elsewhere on the machine can spoil one window of a tag. */
const TICKING_WINDOWS = Number(process.env.BENCH_TICKING_WINDOWS ?? 3);
/**
 * A whole minute: x-countdown renders once a minute (when its accessible text changes) and its reels play the
 * seconds in between, so a shorter window would leave that render out of most measurements.
 */
const TICKING_WINDOW_MS = Number(process.env.BENCH_TICKING_SECONDS ?? 60) * 1000;
const TICKING_SETTLE_MS = Number(process.env.BENCH_TICKING_SETTLE_SECONDS ?? 40) * 1000;
/**
 * The heavy libraries some elements load when a page has them, and how their chunks are told apart: by the modules
 * in a chunk's source map, or by the chunk's name for a chunk whose map lists none (Swiper's inlined CSS, the map's
 * world data) and for pdf.js's worker, which is copied as it is. Element chunks (x-slider, x-video, ...) are not
 * libraries: their names start with "x-".
 */
const LIBRARIES = [
  { name: "swiper", modules: /node_modules\/swiper\//, file: /^swiper/ },
  { name: "leaflet", modules: /node_modules\/(leaflet|topojson-client|world-atlas)\//, file: /^(leaflet|countries-)/ },
  { name: "video.js", modules: /node_modules\/(video\.js|@videojs|m3u8-parser|mpd-parser|mux\.js)\//, file: /^(player|video)/ },
  { name: "pdf.js", modules: /node_modules\/pdfjs-dist\//, file: /^pdf/ },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const perSecond = ({ median, windows, scriptMedian }) =>
  `${median.toFixed(2)} ms/s (${windows.map((window) => window.total.toFixed(1)).join(" ")}), script ${scriptMedian.toFixed(2)}`;
const longTaskLoads = ({ medianLongest, loads }) => `${medianLongest.toFixed(0)} ms (loads: ${loads.map((ms) => ms.toFixed(0)).join(" ")})`;
/** Script time per file, largest first; frames with a long task but no script were the browser's own work. */
const scriptShares = (msByFile, longTasks) =>
  Object.entries(msByFile)
    .sort(([, a], [, b]) => b - a)
    .map(([file, ms]) => `${file} ${ms.toFixed(0)} ms`)
    .join(", ") || (longTasks > 0 ? "no script (style, layout, parsing)" : "none");
/** A script's name from its URL: a chunk's without its hash, any other file's as it is, a page's own inline. */
const scriptName = (url) => {
  const file = url.split("/").pop();
  if (!file) return "(inline)";
  return url.includes("/dist/chunks/") ? withoutHash(file) : file;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
/**
 * An element's upgrade against its Lit peer: at most Lit's time at 1,000, and at most 1.3x for the first element
 * of a page (what a visitor waits for); the effects mix's budget at 1,000 is its own.
 */
function upgradeBudget(name, count, ratio) {
  if (name === FLOOR) return "(the floor of the design)";
  const budget = name === EFFECTS_MIX ? (count === "1000" ? 1.5 : undefined) : { 1: 1.3, 1000: 1.0 }[count];
  if (budget === undefined) return "";
  return `<= ${budget.toFixed(1)}x${ratio > budget ? " MISSED" : ""}`;
}

function buildLibrary() {
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("build failed");
}

async function startServer() {
  // Outside dist/, which the server serves; a fresh one each run.
  const db = join(tmpdir(), `x-elements-bench-${PORT}.db`);
  const server = spawn("node", [`${DIST}/server/main.js`], {
    env: { ...process.env, PORT: String(PORT), X_ELEMENTS_DB: db, X_ELEMENTS_FRESH_DB: "1" },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(ORIGIN).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("demo server did not start");
}

/** For each built file of a heavy library, its path as the page requests it (/dist/chunks/...) and the library. */
function libraryFiles() {
  const files = new Map();
  const classify = (path, file, sources) => {
    const library = LIBRARIES.find(({ modules, file: name }) => sources.some((source) => modules.test(source)) || name.test(file));
    if (library) files.set(path, library.name);
  };
  for (const file of readdirSync(`${DIST}/chunks`).filter((f) => f.endsWith(".js"))) {
    const map = `${DIST}/chunks/${file}.map`;
    const sources = existsSync(map) ? JSON.parse(readFileSync(map, "utf8")).sources : [];
    classify(`/dist/chunks/${file}`, file, sources);
  }
  for (const file of readdirSync(DIST).filter((f) => f.endsWith(".mjs"))) classify(`/dist/${file}`, file, []);
  return files;
}

/** "swiper (swiper, modules, utils); leaflet (leaflet-map)": libraries and their files' names, or "none". */
function librariesText(paths, libraries) {
  const byLibrary = new Map();
  for (const path of paths) {
    const library = libraries.get(path);
    if (library) byLibrary.set(library, [...(byLibrary.get(library) ?? []), scriptName(path)]);
  }
  return byLibrary.size === 0 ? "none" : [...byLibrary].map(([library, files]) => `${library} (${files.join(", ")})`).join("; ");
}

function chunkSizes() {
  const chunks = readdirSync(`${DIST}/chunks`).filter((file) => file.endsWith(".js"));
  return {
    autoloader: gzipSize(`${DIST}/x-elements.js`),
    ownCode: ownCodeSizes(DIST),
    // Two chunks may share a name without their hashes (Swiper's code and its CSS): the second is "swiper (2)".
    chunks: chunks.reduce((sizes, file) => {
      let name = withoutHash(file);
      for (let n = 2; name in sizes; n++) name = `${withoutHash(file)} (${n})`;
      return { ...sizes, [name]: gzipSize(`${DIST}/chunks/${file}`) };
    }, {}),
  };
}

/**
 * JS files a page downloads (their gzip bytes), and those of heavy libraries among them. With `use`, the page is
 * also used as a visitor would (scrolled to its end, its videos hovered), for libraries that load only then.
 */
async function pageDownloads(browser, path, libraries, { use = false } = {}) {
  const page = await browser.newPage();
  const scripts = new Set();
  let lastRequest = Date.now();
  page.on("request", (request) => {
    lastRequest = Date.now();
    const url = new URL(request.url());
    if (url.pathname.startsWith("/dist/") && /\.m?js$/.test(url.pathname)) scripts.add(url.pathname);
  });
  await page.goto(ORIGIN + path);
  await page.waitForLoadState("networkidle");
  if (use) {
    await page.evaluate(async () => {
      while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
        scrollBy({ top: innerHeight / 2, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    for (const video of await page.locator("x-video").all()) await video.hover();
    // Until no request for a second (at most 15 s): the libraries' chunks and what they fetch in turn.
    for (let waited = 0; Date.now() - lastRequest < 1000 && waited < 15000; waited += 250) await page.waitForTimeout(250);
  }
  await page.close();
  const files = [...scripts].filter((p) => !p.startsWith("/dist/bench/"));
  return {
    files,
    bytes: files.reduce((sum, p) => sum + gzipSize(`${DIST}${p.slice("/dist".length)}`), 0),
    heavy: files.filter((p) => libraries.has(p)),
    libraries: librariesText(files, libraries),
  };
}

/** The four systems a WordPress post commonly holds, as x-elements renders them (each element's first example). */
const FOUR_SYSTEMS = ["x-contact-form", "x-rating", "x-newsletter-form", "x-comment-reply"];

function fourSystemsPage() {
  const manifest = JSON.parse(readFileSync(`${DIST}/custom-elements.json`, "utf8"));
  const examples = manifest.modules
    .flatMap((module) => module.declarations)
    .filter((declaration) => FOUR_SYSTEMS.includes(declaration.tagName))
    .map((declaration) => declaration.examples[0].html);
  return `<!doctype html><html lang="en"><head><title>A post with four systems</title><script type="module" src="/dist/x-elements.js"></script></head><body>${examples.join("\n")}</body></html>`;
}

/**
 * Every script a page downloads, from any host, in gzip bytes as the server sent them (BENCH_WORDPRESS_POST: a
 * post on a real WordPress, measured once with the plugins' own scripts and once wrapped by x-elements).
 */
async function allScriptBytes(browser, url) {
  const page = await browser.newPage();
  const sizes = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script" || !response.ok()) return;
    sizes.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    );
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await page.close();
  const bytes = await Promise.all(sizes);
  return { files: bytes.length, bytes: bytes.reduce((sum, size) => sum + size, 0) };
}

/** BENCH_SUBJECTS=x-popover,floor measures the upgrades of those subjects only (names as the table starts them). */
const wantedSubject = ({ name }) =>
  !process.env.BENCH_SUBJECTS || process.env.BENCH_SUBJECTS.split(",").some((wanted) => name.startsWith(wanted.trim()));

async function upgradeTimes(browser, available) {
  const results = {};
  for (const subject of subjects(available).filter(wantedSubject)) {
    results[subject.name] = {};
    for (const count of COUNTS) {
      console.error(`upgrade: ${subject.name} x ${count}`);
      // One page per kind, measured in turns (x, Lit, vanilla, x, ...): a burst of load from elsewhere on the
      // machine then slows every kind alike instead of one kind's whole series.
      const kinds = ["x", "lit", "vanilla"]
        .filter((kind) => subject[kind])
        .map((kind) => ({
          kind,
          markup: Array.from({ length: count }, (_, i) => subject[kind](i)).join(""),
          times: [],
        }));
      for (const entry of kinds) {
        entry.page = await browser.newPage();
        await entry.page.goto(`${ORIGIN}/dist/bench/${subject.page ?? "index.html"}`);
        await entry.page.evaluate(timeUpgrade, { markup: entry.markup, ready: subject.ready, started: subject.started }); // warm-up: definitions and chunks loaded
      }
      for (let run = 0; run < runsOf(count); run++) {
        for (const entry of kinds) {
          entry.times.push(await entry.page.evaluate(timeUpgrade, { markup: entry.markup, ready: subject.ready, started: subject.started }));
          // Let that page clean up (its garbage collection) before the next kind's page is timed.
          await entry.page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 500 })));
        }
      }
      const row = {};
      for (const entry of kinds) {
        row[entry.kind] = median(entry.times);
        await entry.page.close();
      }
      results[subject.name][count] = { ms: row.x, litMs: row.lit, vanillaMs: row.vanilla, ratioToLit: row.x / row.lit };
    }
  }
  return results;
}

/**
 * The longest main-thread task and the CLS while a demo page loads and upgrades, on first visits: each load in a
 * fresh browser context (empty HTTP and code caches). Several loads, because one load on a busy machine is noise.
 * The upgrade starts when parsing ends (domInteractive): module scripts, the autoloader among them, run after it.
 * Tasks before it (the navigation's commit, the parser's first style and layout) run no x-elements script; the
 * whole visit, those tasks included, has a row of its own. For the frames that hold a long task, the scripts that
 * ran in them (from the Long Animation Frames API) say whose code the long task was. The API names the file of
 * each entry point: React's start runs in a callback of the autoloader, so it counts as x-elements.js.
 */
async function pageLongTasks(browser, path, visits) {
  const loads = [];
  for (let i = 0; i < visits; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__bench = { tasks: [], frames: [], cls: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__bench.tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.blockingDuration === 0) continue;
          const scripts = entry.scripts.map((script) => ({ url: script.sourceURL, duration: script.duration }));
          window.__bench.frames.push({ end: entry.startTime + entry.duration, scripts });
        }
      }).observe({ type: "long-animation-frame", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__bench.cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await browser.startTracing(page, { categories: TASK_CPU_CATEGORIES });
    await page.goto(ORIGIN + path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    const [longestCpu = 0] = taskCpuTimes(await browser.stopTracing());
    loads.push(
      await page.evaluate(() => {
        const upgradeStart = performance.getEntriesByType("navigation")[0].domInteractive;
        const longest = (tasks) => Math.max(0, ...tasks.map((task) => task.duration));
        const { tasks, frames, cls } = window.__bench;
        const scriptsInUpgrade = frames.filter((frame) => frame.end > upgradeStart).flatMap((frame) => frame.scripts);
        return {
          longest: longest(tasks),
          longestInUpgrade: longest(tasks.filter((task) => task.start + task.duration > upgradeStart)),
          scriptsInUpgrade,
          cls,
        };
      }),
    );
    loads.at(-1).longestCpu = longestCpu;
    await context.close();
  }
  const summary = (longest) => ({ loads: longest, medianLongest: median(longest), over50: longest.filter((ms) => ms > 50).length });
  return {
    upgrade: summary(loads.map((load) => load.longestInUpgrade)),
    scriptsInLongFrames: scriptTimes(loads.flatMap((load) => load.scriptsInUpgrade)),
    wholeVisit: summary(loads.map((load) => load.longest)),
    wholeVisitCpu: summary(loads.map((load) => load.longestCpu)),
    maxCls: Math.max(...loads.map((load) => load.cls)),
  };
}

/** Script time per file, over the scripts of long animation frames ({ url, duration }). */
function scriptTimes(scripts) {
  const scriptMs = {};
  for (const { url, duration } of scripts) {
    const name = scriptName(url);
    scriptMs[name] = (scriptMs[name] ?? 0) + duration;
  }
  return scriptMs;
}

/**
 * Long tasks while a page is scrolled from top to bottom, SCROLL_STEP_PX a frame (window.scrollBy in each
 * animation frame: a brisk, steady scroll), on first visits once the page has loaded and settled: what scrolling
 * costs (elements entering the viewport start their effects; scroll-driven ones write their progress each frame).
 * The second after the bottom is reached counts too, for the effects that the last steps started.
 */
async function scrollLongTasks(browser, path) {
  const runs = [];
  for (let i = 0; i < SCROLL_RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(ORIGIN + path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    runs.push(
      await page.evaluate(async (step) => {
        const tasks = [];
        const scripts = [];
        const longTasks = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration)));
        longTasks.observe({ type: "longtask" });
        const frames = new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.blockingDuration > 0) scripts.push(...entry.scripts.map((script) => ({ url: script.sourceURL, duration: script.duration })));
        });
        frames.observe({ type: "long-animation-frame" });
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const atBottom = () => scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
        const started = performance.now();
        let steps = 0;
        // A cap, should the page keep growing.
        while (!atBottom() && steps < 5000) {
          scrollBy({ top: step, behavior: "instant" });
          steps++;
          await frame();
        }
        const scrollMs = performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        tasks.push(...longTasks.takeRecords().map((entry) => entry.duration));
        longTasks.disconnect();
        frames.disconnect();
        return { longest: Math.max(0, ...tasks), longTasks: tasks.length, scripts, steps, scrollMs, height: document.documentElement.scrollHeight };
      }, SCROLL_STEP_PX),
    );
    await context.close();
  }
  const longest = runs.map((run) => run.longest);
  return {
    runs,
    medianLongest: median(longest),
    loads: longest,
    withLongTask: runs.filter((run) => run.longTasks > 0).length,
    scriptsInLongFrames: scriptTimes(runs.flatMap((run) => run.scripts)),
  };
}

/**
 * Main-thread ms per second with 1,000 countdowns ticking, for each tag: the median of TICKING_WINDOWS one-minute
 * windows, each on a fresh page, in all and for script alone (the rest is the browser's work to show the change:
 * style, layout, paint, intersection observers). The tags' windows take turns (each tag once, then each again),
 * so a burst of load from elsewhere on the machine hits them all alike instead of one tag's whole series.
 */
async function steadyStates(browser, tags) {
  const windows = Object.fromEntries(tags.map((tag) => [tag, []]));
  for (let round = 0; round < TICKING_WINDOWS; round++) {
    for (const tag of tags) windows[tag].push(await tickingWindow(browser, tag));
  }
  return Object.fromEntries(
    tags.map((tag) => [
      tag,
      {
        windows: windows[tag],
        median: median(windows[tag].map((window) => window.total)),
        scriptMedian: median(windows[tag].map((window) => window.script)),
      },
    ]),
  );
}

async function tickingWindow(browser, tag) {
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/dist/bench/index.html`);
  await page.evaluate((tag) => {
    document.getElementById("stage").innerHTML = Array.from({ length: 1000 }, () => `<${tag} end="2031-01-01T00:00:00Z"></${tag}>`).join("");
  }, tag);
  await page.waitForFunction((tag) => [...document.querySelectorAll(tag)].every((el) => (el.shadowRoot ?? el).querySelector("[part=unit]")), tag);
  // Past the upgrade's aftermath: V8 collects its garbage, then its memory reducer shrinks the heap over the next
  // half minute or so (measured: a forced collection does not spare those rounds), which would otherwise weigh on
  // the page whose upgrade allocated more.
  await page.waitForTimeout(TICKING_SETTLE_MS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const seconds = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const value = (name) => metrics.find((metric) => metric.name === name).value;
    return { total: value("TaskDuration"), script: value("ScriptDuration") };
  };
  const before = await seconds();
  await page.waitForTimeout(TICKING_WINDOW_MS);
  const after = await seconds();
  await page.close();
  const msPerSecond = 1e6 / TICKING_WINDOW_MS; // from seconds of task time in the window
  return { total: (after.total - before.total) * msPerSecond, script: (after.script - before.script) * msPerSecond };
}

async function churnMemory(available) {
  // No bytecode flushing: V8 drops the compiled code of idle functions on some collections and rebuilds it on use,
  // which moves the heap by more than a megabyte either way and says nothing about leaked elements.
  const browser = await chromium.launch(launchOptions(["--js-flags=--expose-gc --no-flush-bytecode"]));
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/dist/bench/index.html`);
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await page.evaluate(async () => {
      for (let i = 0; i < 3; i++) {
        window.gc();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  };
  // What a leaked element would leave behind, apart from the heap (which also holds the engine's compiled code).
  const domCounters = async () => {
    const { nodes, jsEventListeners } = await cdp.send("Memory.getDOMCounters");
    return { nodes, jsEventListeners };
  };
  const cycle = (cycles) =>
    page.evaluate(
      async ({ cycles, withRating }) => {
        const stage = document.getElementById("stage");
        const other = document.getElementById("other");
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let i = 0; i < cycles; i++) {
          const box = document.createElement("div");
          box.innerHTML =
            '<x-countdown end="2031-01-01T00:00:00Z">c</x-countdown>' +
            (withRating ? `<x-rating post-id="${i + 1}" avg-rating="3.5" vote-count="2" remember-votes="false">r</x-rating>` : "");
          stage.append(box);
          await Promise.resolve();
          // The rating's first use: React starts listening in its shadow root, which removal must release too.
          const rating = box.querySelector("x-rating");
          if (rating) {
            await customElements.whenDefined("x-rating");
            await rating.updateComplete;
            rating.shadowRoot.querySelector("[part=star]").dispatchEvent(new PointerEvent("pointerover", { bubbles: true, composed: true }));
          }
          other.append(box); // a move keeps state
          await Promise.resolve();
          box.remove(); // a removal releases everything
          if (i % 50 === 49) await frame();
        }
        await frame();
        await frame();
      },
      { cycles, withRating: available.includes("x-rating") },
    );
  // Warm-up: definitions, chunks, the shared root and the engine's compiled code reach a steady state before the
  // baseline (measured here: the heap grows during the first ~1,000 cycles, then stays flat).
  await cycle(1000);
  const before = await heap();
  const countersBefore = await domCounters();
  await cycle(1000);
  const after = await heap();
  const countersAfter = await domCounters();
  await browser.close();
  return { before, after, growth: after / before - 1, countersBefore, countersAfter };
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows.map((row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join("  ")).join("\n");
}

async function main() {
  buildLibrary();
  await buildPeers(DIST);
  const available = declarationFiles().map(tagOf);
  const server = await startServer();
  const browser = await chromium.launch(launchOptions());
  try {
    const results = { date: new Date().toISOString(), runs: RUNS, sections: ONLY };
    const lines = [];
    if (starts("bytes")) {
      const sizes = chunkSizes();
      const libraries = libraryFiles();
      writeFileSync(
        `${DIST}/bench/one-countdown.html`,
        `<!doctype html><html lang="en"><head><title>one</title><script type="module" src="/dist/x-elements.js"></script></head><body><x-countdown end="2031-01-01T00:00:00Z">Soon</x-countdown></body></html>`,
      );
      const oneCountdown = await pageDownloads(browser, "/dist/bench/one-countdown.html", libraries);
      writeFileSync(`${DIST}/bench/four-systems.html`, fourSystemsPage());
      const fourSystems = await pageDownloads(browser, "/dist/bench/four-systems.html", libraries);
      const wordpressPost = process.env.BENCH_WORDPRESS_POST ? await allScriptBytes(browser, process.env.BENCH_WORDPRESS_POST) : null;
      const gallery = await pageDownloads(browser, GALLERY, libraries);
      const withoutHeavy = await pageDownloads(browser, "/toggles.html", libraries);
      // The detection's own check: pages that have these elements download their libraries.
      const slider = await pageDownloads(browser, "/slider.html", libraries);
      const media = await pageDownloads(browser, "/media.html", libraries, { use: true });
      const built = librariesText([...libraries.keys()], libraries);
      const missing = LIBRARIES.filter(({ name }) => ![...libraries.values()].includes(name)).map(({ name }) => name);
      Object.assign(results, { sizes, oneCountdown, fourSystems, wordpressPost, galleryHeavy: gallery.heavy, withoutHeavy, slider, media });
      lines.push("BYTES (gzip -9)");
      lines.push(
        table([
          ["file", "gzip", "budget"],
          [
            "autoloader x-elements.js",
            kb(sizes.autoloader),
            `<= ${AUTOLOADER_BUDGET} KB${sizes.autoloader > AUTOLOADER_BUDGET * 1024 ? " MISSED" : ""}`,
          ],
          ...sizes.ownCode.map(({ tag, budget, files, bytes }) => [
            `${tag} own code: ${files.join(" + ")}`,
            kb(bytes),
            `<= ${budget} KB${bytes > budget * 1024 ? " MISSED" : ""}`,
          ]),
          ...Object.entries(sizes.chunks).map(([name, bytes]) => [
            `chunk ${name}`,
            kb(bytes),
            name === "runtime" ? `<= ${RUNTIME_BUDGET} KB${bytes > RUNTIME_BUDGET * 1024 ? " MISSED" : ""}` : "",
          ]),
          [
            "page with one x-countdown: all JS",
            kb(oneCountdown.bytes),
            `${oneCountdown.files.length} files; <= ${ONE_COUNTDOWN_PAGE.budget} KB${oneCountdown.bytes > ONE_COUNTDOWN_PAGE.budget * 1024 ? " MISSED" : ""}, meant to be ${ONE_COUNTDOWN_PAGE.meant} KB`,
          ],
          [
            "a post with a contact form, a rating, a sign-up form and comments: x-elements' JS",
            kb(fourSystems.bytes),
            `${fourSystems.files.length} files; the plugins' own on a real post: 41.2 KB`,
          ],
          ...(wordpressPost
            ? [[`BENCH_WORDPRESS_POST ${process.env.BENCH_WORDPRESS_POST}: all JS`, kb(wordpressPost.bytes), `${wordpressPost.files} files`]]
            : []),
          ["heavy library files in dist", built, missing.length === 0 ? "each library found" : `NOT FOUND: ${missing.join(", ")}`],
          ["gallery page: heavy library chunks", gallery.libraries, "none"],
          ["page without x-slider / x-map / x-video / x-pdf downloads none of their libraries (toggles page)", withoutHeavy.libraries, "none"],
          ["slider page: heavy library chunks", slider.libraries, "swiper (the detection's check)"],
          ["media page, scrolled to its end and its videos hovered: heavy library chunks", media.libraries, "leaflet, video.js, pdf.js (check)"],
        ]),
      );
    }

    if (starts("upgrade")) {
      const upgrade = await upgradeTimes(browser, available);
      results.upgrade = upgrade;
      lines.push(
        "",
        `UPGRADE (median of ${runsOf(1)} runs at 1, of ${RUNS} at more; ms until every element shows its content; x-animate also its first state)`,
      );
      const upgradeRows = [["element", "N", "x-elements", "Lit", "vanilla", "x / Lit", "budget"]];
      for (const [name, byCount] of Object.entries(upgrade)) {
        for (const [count, r] of Object.entries(byCount))
          upgradeRows.push([
            name,
            count,
            r.ms.toFixed(1),
            r.litMs.toFixed(1),
            r.vanillaMs === undefined ? "-" : r.vanillaMs.toFixed(1),
            `${r.ratioToLit.toFixed(2)}x`,
            upgradeBudget(name, count, r.ratioToLit),
          ]);
      }
      lines.push(table(upgradeRows));
    }

    if (starts("first")) {
      const first = await firstElementTimes(browser, ORIGIN, subjects(available).filter(wantedSubject), runsOf(1), median);
      results.firstElement = first;
      lines.push(
        "",
        `FIRST ELEMENT OF A PAGE (median of ${runsOf(1)} fresh pages each, in turns: ms from the end of parsing until the element shows its content; its scripts fetched, evaluated and run)`,
      );
      const rows = [["element", "x-elements", "Lit", "x / Lit", "budget"]];
      for (const [name, r] of Object.entries(first))
        rows.push([name, r.ms.toFixed(1), r.litMs.toFixed(1), `${r.ratioToLit.toFixed(2)}x`, upgradeBudget(name, "1", r.ratioToLit)]);
      lines.push(table(rows));
    }

    if (starts("interaction")) {
      const interactions = await firstInteractions(browser, ORIGIN);
      results.interactions = interactions;
      const shown = (times) =>
        `${median(times).toFixed(0)} (${times.map((ms) => (ms <= THRESHOLD_MS ? `<=${THRESHOLD_MS}` : ms.toFixed(0))).join(" ")})`;
      const rows = [["interaction", "x-elements ms", "Lit ms", "x / Lit", "budget"]];
      for (const [name, { x, lit }] of Object.entries(interactions)) {
        const over = median(x) > INTERACTION_BUDGET_MS || (lit && median(x) > median(lit));
        rows.push([
          name,
          shown(x),
          lit ? shown(lit) : "-",
          lit ? `${(median(x) / median(lit)).toFixed(2)}x` : "-",
          `<= ${INTERACTION_BUDGET_MS} ms${lit ? ", <= Lit" : ""}${over ? " MISSED" : ""}`,
        ]);
      }
      lines.push(
        "",
        `FIRST INTERACTION (input to next paint, Event Timing; median of first uses, each on a fresh page; ${THRESHOLD_MS} ms is the least reported)`,
      );
      lines.push(table(rows));
    }

    if (starts("profile")) lines.push("", ...(await profileUpgrades(browser, ORIGIN, subjects(available), DIST)));

    const runtimeRows = [["measure", "value", "budget"]];
    if (starts("pages")) {
      results.pages = {};
      for (const { path, name, loads } of PAGES) {
        console.error(`pages: ${name}`);
        const longTasks = await pageLongTasks(browser, path, loads);
        results.pages[path] = longTasks;
        if (path === GALLERY) results.longTasks = longTasks; // under its former key too
        const upgradeRow = [`${name}, ${loads} first visits, upgrade: longest task (median)`, longTaskLoads(longTasks.upgrade), "<= 50 ms"];
        const clsRow = [`${name}: CLS (worst load)`, longTasks.maxCls.toFixed(4), "< 0.01"];
        const overRow = [`${name}, upgrade: loads with a task over 50 ms`, `${longTasks.upgrade.over50} of ${loads}`, "0"];
        const scriptsRow = [
          `${name}, upgrade: scripts in frames with a long task`,
          scriptShares(longTasks.scriptsInLongFrames, longTasks.upgrade.over50),
          "(whose code)",
        ];
        if (path === GALLERY) {
          runtimeRows.push(upgradeRow, overRow, scriptsRow, [
            `${name}, whole visit (navigation, parsing): longest task`,
            longTaskLoads(longTasks.wholeVisit),
            `${longTasks.wholeVisit.over50} of ${loads} over 50 ms`,
          ]);
          runtimeRows.push(clsRow);
        } else {
          // A row pair per page, and whose code it was when a load had a long task.
          runtimeRows.push([upgradeRow[0], `${upgradeRow[1]}, ${longTasks.upgrade.over50} of ${loads} over 50 ms`, "<= 50 ms, 0 over"], clsRow);
          if (longTasks.upgrade.over50 > 0) runtimeRows.push(scriptsRow);
        }
        // The same visits' tasks by CPU time: what holds while other work loads the machine (task-cpu.mjs).
        runtimeRows.push([
          `${name}, whole visit: longest task's CPU time (median)`,
          `${longTaskLoads(longTasks.wholeVisitCpu)}, ${longTasks.wholeVisitCpu.over50} of ${loads} over 50 ms`,
          "<= 50 ms, 0 over",
        ]);
      }
    }
    if (starts("scroll")) {
      const scroll = await scrollLongTasks(browser, "/effects.html");
      results.effectsScroll = scroll;
      const { runs } = scroll;
      runtimeRows.push(
        [
          `effects page, scrolled top to bottom (${SCROLL_STEP_PX} px a frame, ${runs[0].height} px, ${runs.map((run) => (run.scrollMs / 1000).toFixed(1)).join(" ")} s): longest task (median)`,
          `${scroll.medianLongest.toFixed(0)} ms (runs: ${scroll.loads.map((ms) => ms.toFixed(0)).join(" ")}), ${scroll.withLongTask} of ${runs.length} runs with a long task`,
          "no long task",
        ],
        ["effects page, scroll: scripts in frames with a long task", scriptShares(scroll.scriptsInLongFrames, scroll.withLongTask), "(whose code)"],
      );
    }
    if (starts("ticking")) {
      const steady = await steadyStates(browser, ["x-countdown", "vanilla-ticking-countdown"]);
      const ticking = steady["x-countdown"];
      const tickingVanilla = steady["vanilla-ticking-countdown"];
      Object.assign(results, { ticking, tickingVanilla });
      runtimeRows.push(
        ["1,000 ticking x-countdown: main thread", perSecond(ticking), "< 5 ms/s"],
        ["1,000 vanilla countdowns writing their texts each second", perSecond(tickingVanilla), "(reference)"],
      );
    }
    if (starts("memory")) {
      const memory = await churnMemory(available);
      results.memory = memory;
      runtimeRows.push(
        [
          "heap after 1,000 insert/move/remove cycles",
          `${(memory.before / 1e6).toFixed(2)} MB -> ${(memory.after / 1e6).toFixed(2)} MB (${(memory.growth * 100).toFixed(1)}%)`,
          "within 10%",
        ],
        [
          "DOM nodes, JS event listeners: same cycles",
          `${memory.countersBefore.nodes}, ${memory.countersBefore.jsEventListeners} -> ${memory.countersAfter.nodes}, ${memory.countersAfter.jsEventListeners}`,
          "(a leak grows them)",
        ],
      );
    }
    if (runtimeRows.length > 1) lines.push("", "RUNTIME", table(runtimeRows));
    if (starts("revslider")) {
      const libraries = libraryFiles();
      results.revslider = await revsliderFigures(
        DIST,
        (path) => pageDownloads(browser, path, libraries),
        (path) => pageLongTasks(browser, path, PAGE_LOADS),
      );
      lines.push(...revsliderLines(results.revslider, table));
    }
    if (starts("lighthouse")) {
      results.lighthouse = await lighthouseFigures(ORIGIN, median);
      lines.push(...lighthouseLines(results.lighthouse, table));
    }
    console.log(`\n${lines.join("\n")}\n`);
    if (SECTIONS.every(measures)) writeFileSync("bench/results.json", JSON.stringify(results, null, 2));
    else console.log(`BENCH_ONLY=${ONLY.join(",")}: a partial run, bench/results.json left as it was.`);
  } catch (error) {
    console.error(error); // now: closing the browser may take a while, or fail
    process.exitCode = 1;
  } finally {
    server.kill();
    await browser.close();
  }
}

await main();
