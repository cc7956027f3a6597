// Lighthouse's own figures (its Node API, its default mobile preset: a Moto G Power's screen, simulated slow 4G and
// a 4x slower CPU), so that a reader can compare with the tool the web uses: the example site's home page and post,
// and with BENCH_WORDPRESS_POST a post on a real WordPress, wrapped by x-elements, against the same post without
// x-elements (BENCH_WORDPRESS_POST_WITHOUT: the plugin has no switch per request, so the reader gives a second URL,
// e.g. a copy of the site with x-elements off or its wrapping unchosen). Each load is Lighthouse's own navigation in
// a fresh Chromium (tools/browser.mjs) that it drives through the remote debugging port; the pages' loads take turns,
// so that a burst of load from elsewhere on the machine slows every page alike.
import lighthouse from "lighthouse";
import { chromium } from "playwright";
import { launchOptions } from "../tools/browser.mjs";
import { freePort } from "../tools/free-port.mjs";

const LOADS = Number(process.env.BENCH_LIGHTHOUSE_LOADS ?? 3);

/** The wrapped post against the plugins' own: its LCP at most 10 % later, no layout shift, its score at most 5 points lower. */
const WRAPPED_LCP_RATIO = 1.1;
const WRAPPED_SCORE_POINTS = 5;
/**
 * The least CLS counted as a load that shifted: what shows at the three decimals Lighthouse reports. A theme
 * font's swap alone moves a WordPress post's byline by a few px (0.0000x), with or without x-elements.
 */
const SHIFT = 0.001;

/** One Lighthouse load of a URL: the figures of its report, and the audits that failed to run (their messages). */
async function lighthouseLoad(url) {
  const port = await freePort();
  const browser = await chromium.launch(launchOptions([`--remote-debugging-port=${port}`]));
  try {
    const { lhr } = await lighthouse(url, { port, logLevel: "error", onlyCategories: ["performance"] });
    const audit = (id) => lhr.audits[id];
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: audit("largest-contentful-paint").numericValue,
      cls: audit("cumulative-layout-shift").numericValue,
      tbtMs: audit("total-blocking-time").numericValue,
      bytes: audit("total-byte-weight").numericValue,
      unusedJsBytes: audit("unused-javascript").details?.overallSavingsBytes ?? 0,
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === "error")
        .map((a) => a.id),
      warnings: lhr.runWarnings,
    };
  } finally {
    await browser.close();
  }
}

/** The pages measured: the example site's two, and the WordPress post with and without x-elements when given. */
function targets(origin) {
  const pages = [
    { name: "site home", url: `${origin}/` },
    { name: "site post", url: `${origin}/blog/slow-websites-cost-bookings` },
  ];
  if (process.env.BENCH_WORDPRESS_POST) pages.push({ name: "WordPress post, wrapped by x-elements", url: process.env.BENCH_WORDPRESS_POST });
  if (process.env.BENCH_WORDPRESS_POST_WITHOUT)
    pages.push({ name: "WordPress post, the plugins' own scripts", url: process.env.BENCH_WORDPRESS_POST_WITHOUT });
  return pages;
}

/** The figures of the example site's pages and, when given, the WordPress post's. */
export const lighthouseFigures = (origin, median) => figuresOf(targets(origin), median);

/** Each page's loads, in turns (page 1, page 2, ..., page 1, ...), and the median of each figure over them. */
export async function figuresOf(targetPages, median) {
  const pages = targetPages.map((page) => ({ ...page, loads: [] }));
  for (let load = 0; load < LOADS; load++)
    for (const page of pages) {
      console.error(`lighthouse: ${page.name}, load ${load + 1} of ${LOADS}`);
      page.loads.push(await lighthouseLoad(page.url));
    }
  return pages.map(({ name, url, loads }) => {
    const of = (key) => median(loads.map((figures) => figures[key]));
    return {
      name,
      url,
      loads,
      score: of("score"),
      lcpMs: of("lcpMs"),
      cls: of("cls"),
      tbtMs: of("tbtMs"),
      bytes: of("bytes"),
      unusedJsBytes: of("unusedJsBytes"),
      loadsWithShift: loads.filter(({ cls }) => cls >= SHIFT).length,
    };
  });
}

/** The wrapped post against the plugins' own scripts, when both were measured: the targets and whether each holds. */
function wrappedAgainstOwn(figures) {
  const wrapped = figures.find(({ url }) => url === process.env.BENCH_WORDPRESS_POST);
  const own = figures.find(({ url }) => url === process.env.BENCH_WORDPRESS_POST_WITHOUT);
  if (!wrapped || !own) return [];
  const ratio = wrapped.lcpMs / own.lcpMs;
  const points = own.score - wrapped.score;
  return [
    [
      "WordPress post: wrapped LCP / the plugins' own",
      `${ratio.toFixed(2)}x`,
      `<= ${WRAPPED_LCP_RATIO}x${ratio > WRAPPED_LCP_RATIO ? " MISSED" : ""}`,
    ],
    ["WordPress post: wrapped CLS", wrapped.cls.toFixed(3), `0${wrapped.loadsWithShift > 0 ? " MISSED" : ""}`],
    [
      "WordPress post: performance score, the plugins' own minus wrapped",
      `${points} points`,
      `<= ${WRAPPED_SCORE_POINTS}${points > WRAPPED_SCORE_POINTS ? " MISSED" : ""}`,
    ],
  ];
}

/** The section's lines for the bench's output: a row per page (medians, then each load), and the comparison. */
export function lighthouseLines(figures, table) {
  const rows = [["page", "performance", "LCP", "CLS", "TBT", "bytes", "unused JS", "loads (performance, LCP s, CLS)"]];
  for (const page of figures)
    rows.push([
      page.name,
      String(page.score),
      `${(page.lcpMs / 1000).toFixed(1)} s`,
      `${page.cls.toFixed(3)} (${page.loadsWithShift} of ${page.loads.length} loads >= ${SHIFT})`,
      `${page.tbtMs.toFixed(0)} ms`,
      `${(page.bytes / 1024).toFixed(0)} KiB`,
      `${(page.unusedJsBytes / 1024).toFixed(0)} KiB`,
      page.loads.map((load) => `${load.score}, ${(load.lcpMs / 1000).toFixed(1)}, ${load.cls.toFixed(3)}`).join("; "),
    ]);
  const failed = [...new Set(figures.flatMap(({ loads }) => loads.flatMap((load) => load.failedAudits)))];
  const lines = [
    "",
    `LIGHTHOUSE (mobile preset, simulated throttling; median of ${LOADS} loads each, in turns; bytes as the server sent them)`,
    table(rows),
  ];
  const comparison = wrappedAgainstOwn(figures);
  if (comparison.length > 0) lines.push(table([["measure", "value", "target"], ...comparison]));
  else if (process.env.BENCH_WORDPRESS_POST)
    lines.push("BENCH_WORDPRESS_POST_WITHOUT not given: the wrapped post is not compared with the plugins' own scripts.");
  if (failed.length > 0) lines.push(`Lighthouse audits that could not run in this Chromium: ${failed.join(", ")}`);
  return lines;
}
