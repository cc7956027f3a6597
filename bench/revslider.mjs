// The page of a Slider Revolution module with x-elements (the demo's recorded module in x-slider, its route answered
// by the demo server) against the same module with Slider Revolution's own scripts: JavaScript gzip by chunk, and the
// longest task of a first visit.
import { gzipSize } from "../tools/build/budgets.mjs";

/** The module's page with x-elements. */
export const REVSLIDER_PAGE = "/slider.revolution.html";

/**
 * Slider Revolution's own JavaScript on the module's page, gzip -9 KB, which CI cannot run: measured on the real
 * plugin (Slider Revolution 6.7.38 on the RealWP rig, ../shared/realwp with REVSLIDER_GIT; page /realwp-slider/, by
 * tools/media/compare-revslider.mjs): its two files and its inline scripts (the head script with page.js, the
 * module's height script, the footer's module data and init).
 */
export const SLIDER_REVOLUTION_KB = { "tp-tools.js": 75.1, "sr7.js": 95.7, "inline scripts": 9.2 };

/** x-elements' JavaScript on that page: at most this share of Slider Revolution's. */
export const SHARE_TARGET = 0.6;
const TASK_BUDGET_MS = 50;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The figures: the page's x-elements files by chunk (gzip bytes, largest first) and its first visits' longest tasks.
 *
 * @param {(path: string) => Promise<{ files: string[] }>} downloads The JavaScript files a page loads (/dist/… paths).
 * @param {(path: string) => Promise<{ upgrade: { loads: number[], medianLongest: number, over50: number }, wholeVisit: { loads: number[], medianLongest: number, over50: number } }>} longTasks
 *   The longest tasks of first visits.
 */
export async function revsliderFigures(dist, downloads, longTasks) {
  const { files } = await downloads(REVSLIDER_PAGE);
  const chunks = files
    .map((file) => ({ chunk: file.split("/").pop(), bytes: gzipSize(`${dist}${file.slice("/dist".length)}`) }))
    .sort((a, b) => b.bytes - a.bytes);
  const bytes = chunks.reduce((sum, { bytes }) => sum + bytes, 0);
  const tasks = await longTasks(REVSLIDER_PAGE);
  return { chunks, bytes, upgrade: tasks.upgrade, wholeVisit: tasks.wholeVisit };
}

/** The section's lines: x-elements' chunks, Slider Revolution's recorded figure, the share and the longest task. */
export function revsliderLines(figures, table) {
  const theirs = Object.values(SLIDER_REVOLUTION_KB).reduce((sum, value) => sum + value, 0);
  const ours = figures.bytes / 1024;
  const share = ours / theirs;
  const over = figures.upgrade.loads.filter((ms) => ms > TASK_BUDGET_MS).length;
  return [
    "",
    `SLIDER REVOLUTION MODULE PAGE (${REVSLIDER_PAGE}), JavaScript gzip -9`,
    table([
      ["file", "gzip KB", ""],
      ...figures.chunks.map(({ chunk, bytes }) => [`x-elements ${chunk}`, kb(bytes), ""]),
      ["x-elements, all", ours.toFixed(1), ""],
      [
        "Slider Revolution 6.7.38, all (recorded: compare-revslider.mjs)",
        theirs.toFixed(1),
        Object.entries(SLIDER_REVOLUTION_KB)
          .map(([name, value]) => `${name} ${value}`)
          .join(", "),
      ],
      ["x-elements / Slider Revolution", `${(share * 100).toFixed(0)} %`, `<= ${SHARE_TARGET * 100} %${share > SHARE_TARGET ? " MISSED" : ""}`],
      [
        `first visits (${figures.upgrade.loads.length}), upgrade: longest task (median; each)`,
        `${figures.upgrade.medianLongest.toFixed(0)} ms; ${figures.upgrade.loads.map((ms) => ms.toFixed(0)).join(", ")}`,
        `<= ${TASK_BUDGET_MS} ms, 0 over${over > 0 ? ` MISSED (${over} over)` : ""}`,
      ],
      [
        "first visits, whole visit (navigation, parsing): longest task (median)",
        `${figures.wholeVisit.medianLongest.toFixed(0)} ms`,
        `${figures.wholeVisit.over50} over ${TASK_BUDGET_MS} ms`,
      ],
    ]),
  ];
}
