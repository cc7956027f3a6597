// `BENCH_ONLY=profile npm run bench`: where the upgrade's time goes. For each profiled subject (BENCH_PROFILE, a
// comma-separated list of subject names; by default the rows furthest above their Lit peers), 1,000 elements
// (BENCH_PROFILE_COUNT) of x-elements and of the Lit peer are upgraded PROFILE_RUNS times under Chromium's trace (the main
// thread's time by kind: script, style, layout, garbage collection, HTML parsing) and its sampling profiler (the
// script's time by function). Printed as each kind's and each function's share of the upgrades' main-thread time.
import { existsSync, readFileSync } from "node:fs";
import { timeUpgrade } from "./in-page.mjs";
import { decodeMappings, originalPosition } from "./source-position.mjs";

/** Elements per upgrade (BENCH_PROFILE_COUNT=1 profiles the first element of a page, over many runs). */
const PROFILE_COUNT = Number(process.env.BENCH_PROFILE_COUNT ?? 1000);
const PROFILE_RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 5);
const TOP_FUNCTIONS = Number(process.env.BENCH_PROFILE_TOP ?? 15);
export const PROFILED_BY_DEFAULT = ["x-popover", "x-animate", "x-parallax", "x-feature-box"];

/** Trace events that are a kind of main-thread work, by name (nested ones are counted in their outermost). */
const KINDS = {
  script: ["FunctionCall", "EvaluateScript", "v8.evaluateModule", "TimerFire", "FireAnimationFrame", "RunMicrotasks", "V8.Execute"],
  style: ["UpdateLayoutTree", "RecalculateStyles", "ParseAuthorStyleSheet"],
  layout: ["Layout", "UpdateLayerTree", "PrePaint", "Paint", "Layerize", "Commit"],
  gc: ["MinorGC", "MajorGC", "V8.GC_SCAVENGER", "BlinkGC.AtomicPhase", "V8.GCScavenger", "V8.GCFinalizeMC", "GCEvent"],
  parse: ["ParseHTML"],
};
const kindOf = Object.fromEntries(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])));

/** Main-thread ms by kind, from complete trace events: each event counts once, minus the kinds nested in it. */
function timeByKind(events) {
  const main = events.filter((event) => event.ph === "X" && event.dur !== undefined && event.tid === mainThread(events));
  main.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = {};
  const stack = [];
  for (const event of main) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const kind = kindOf[event.name];
    if (kind) {
      const parent = stack.findLast((entry) => entry.kind);
      // Time of a kind is the event's own, not that of nested kinds (a GC inside a script, a layout forced by one).
      if (parent && parent.kind !== kind) totals[parent.kind] -= event.dur / 1000;
      if (!parent || parent.kind !== kind) totals[kind] = (totals[kind] ?? 0) + event.dur / 1000;
    }
    if (event.name === "RunTask") totals.tasks = (totals.tasks ?? 0) + event.dur / 1000;
    stack.push({ ts: event.ts, dur: event.dur, kind });
  }
  return totals;
}

function mainThread(events) {
  const named = events.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  return named?.tid;
}

/** A built file's source map, to name minified functions by their original source and line (null for others). */
const sourceMaps = new Map();
function sourceMapOf(url, dist) {
  const path = new URL(url).pathname;
  if (!path.startsWith("/dist/")) return null;
  if (!sourceMaps.has(path)) {
    const file = `${dist}${path.slice("/dist".length)}.map`;
    const map = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
    sourceMaps.set(path, map && { map, lines: decodeMappings(map) });
  }
  return sourceMaps.get(path);
}

/** Where a sampled function comes from: its original source (node_modules/ and src/ shortened) and line. */
function origin({ url, lineNumber, columnNumber }, dist) {
  if (!url) return { file: "(native)", where: "" };
  const built = sourceMapOf(url, dist);
  const position = built && originalPosition(built.map, built.lines, lineNumber, columnNumber);
  if (!position?.source) return { file: url.split("/").pop(), where: `${url.split("/").pop()}:${lineNumber + 1}` };
  const file = position.source.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, "$1").replace(/^.*?\/(src|bench)\//, "$1/");
  return { file, where: `${position.source.replace(/^.*?\/(node_modules|src|bench)\//, "$1/").replace(/^node_modules\//, "")}:${position.line}` };
}

/** Self time in ms by function ("name source:line") and by source file (a package, or a file of ours). */
function selfTimes(profile, dist) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map();
  const files = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  for (let i = 0; i < profile.samples.length; i++) {
    const { callFrame } = byId.get(profile.samples[i]);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (callFrame.functionName === "(idle)") continue;
    const { file, where } = origin(callFrame, dist);
    // The browser's own work: in a function of the page's (innerHTML's parsing and callbacks are in the bench's
    // timeUpgrade), a DOM method, or none (style, layout, the event loop).
    const native = !callFrame.url || file.startsWith("bench/in-page");
    add(files, native ? "(browser: DOM, style, layout, GC)" : file, ms);
    add(functions, where ? `${callFrame.functionName || "(anonymous)"} ${where}` : callFrame.functionName || "(native)", ms);
  }
  return { functions, files };
}

async function profileKind(browser, markup, subject, dist) {
  const page = await browser.newPage();
  await page.goto(`${subject.origin}/dist/bench/index.html`);
  const args = { markup, ready: subject.ready, started: subject.started };
  await page.evaluate(timeUpgrade, args); // warm-up: definitions and chunks loaded
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8"] });
  await cdp.send("Profiler.start");
  const times = [];
  for (let run = 0; run < PROFILE_RUNS; run++) {
    times.push(await page.evaluate(timeUpgrade, args));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 500 })));
  }
  const { profile } = await cdp.send("Profiler.stop");
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  await page.close();
  return { times, kinds: timeByKind(trace.traceEvents), ...selfTimes(profile, dist) };
}

/** Profiles of each subject's upgrade of PROFILE_COUNT elements, x-elements and Lit; returns the lines to print. */
export async function profileUpgrades(browser, origin, subjects, dist) {
  const wanted = process.env.BENCH_PROFILE ? process.env.BENCH_PROFILE.split(",").map((name) => name.trim()) : PROFILED_BY_DEFAULT;
  const lines = [
    `PROFILE (${PROFILE_RUNS} upgrades of ${PROFILE_COUNT}; shares of the main thread's busy time; the script's top functions by self time)`,
  ];
  for (const subject of subjects.filter(({ name }) => wanted.includes(name))) {
    for (const kind of ["x", "lit"]) {
      const markup = Array.from({ length: PROFILE_COUNT }, (_, i) => subject[kind](i)).join("");
      const { times, kinds, functions, files } = await profileKind(browser, markup, { ...subject, origin }, dist);
      const busy = Object.entries(kinds)
        .filter(([name]) => name !== "tasks")
        .reduce((sum, [, ms]) => sum + ms, 0);
      const share = (ms) => `${((ms / busy) * 100).toFixed(1)}%`;
      const sampled = [...files.values()].reduce((sum, ms) => sum + ms, 0);
      lines.push(
        "",
        `${subject.name} ${kind === "x" ? "x-elements" : "Lit"}: upgrade ${times.map((ms) => ms.toFixed(0)).join(" ")} ms; main thread ${(busy / PROFILE_RUNS).toFixed(1)} ms an upgrade: ` +
          Object.entries(kinds)
            .filter(([name]) => name !== "tasks")
            .sort(([, a], [, b]) => b - a)
            .map(([name, ms]) => `${name} ${share(ms)}`)
            .join(", "),
      );
      const top = (map, count) => [...map].sort(([, a], [, b]) => b - a).slice(0, count);
      lines.push(
        `  by file: ${top(files, 8)
          .map(([file, ms]) => `${file} ${((ms / sampled) * 100).toFixed(1)}%`)
          .join(", ")}`,
      );
      for (const [name, ms] of top(functions, TOP_FUNCTIONS))
        lines.push(`  ${((ms / sampled) * 100).toFixed(1).padStart(5)}%  ${(ms / PROFILE_RUNS).toFixed(2).padStart(6)} ms  ${name}`);
    }
  }
  return lines;
}
