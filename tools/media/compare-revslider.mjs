// Compares Slider Revolution's own rendering of a module with x-slider's, on a running RealWP site (../shared/realwp,
// up.sh with REVSLIDER_GIT), side by side at 1280 and 390 px.
//   npm run build && node tools/media/compare-revslider.mjs [SITE] [WEB_ROOT] [OUT_DIR]
//   (default http://127.0.0.1:8089, /work/realwp-sr/wordpress, ./revslider-compare)
// The wrapped page is the module's page as the WordPress plugin's wrap makes it: the same theme and markup, the
// module's markup in <x-slider>, Slider Revolution's scripts and inline scripts left out, x-elements' script and
// style sheet in (dist/, copied under the site's realwp-static/). For each width: both screenshots, each layer's
// box in the slides' box (Slider Revolution's sr7-content, x-slider's slide), the largest difference in % of the
// module's width, and each page's JavaScript (files and inline scripts, bytes and gzip -9 bytes).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright";
import { CHROME_ARGS, findChrome } from "../browser.mjs";

const SITE = (process.argv[2] ?? "http://127.0.0.1:8089").replace(/\/$/, "");
const WEB_ROOT = process.argv[3] ?? "/work/realwp-sr/wordpress";
const OUT = path.resolve(process.argv[4] ?? "revslider-compare");
const STATIC = path.join(WEB_ROOT, "realwp-static");
fs.mkdirSync(OUT, { recursive: true });
fs.rmSync(path.join(STATIC, "x"), { recursive: true, force: true });
fs.cpSync("dist", path.join(STATIC, "x"), { recursive: true });

// The wrapped page: Slider Revolution's scripts out (its files, its head script, the module's and the footer's).
const original = await (await fetch(`${SITE}/realwp-slider/`)).text();
const wrapped = original
  .replace(/<script[^>]*id=['"](tp-tools|sr7|sr7migration)-js['"][^>]*><\/script>\s*/g, "")
  .replace(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:SR7|_tpt)(?:(?!<\/script>)[\s\S])*<\/script>\s*/g, "")
  .replace("<sr7-module", "<x-slider><sr7-module")
  .replace("</sr7-module>", "</sr7-module></x-slider>")
  .replace(
    "</head>",
    `<link rel="stylesheet" href="/realwp-static/x/x-elements.css"><script type="module" src="/realwp-static/x/x-elements.js"></script></head>`,
  );
fs.writeFileSync(path.join(STATIC, "revslider-wrapped.html"), wrapped);

const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });
const gzip = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * The page's JavaScript as the browser ran it (its script files and inline scripts), all of it and the slider's own:
 * Slider Revolution's files and inline scripts (SR7, _tpt), or x-elements' files.
 */
async function javascript(page, own) {
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
      .map((entry) => entry.name),
  );
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((script) => !script.src && !/json/.test(script.type)).map((script) => script.textContent),
  );
  const all = { bytes: 0, gzip: 0 };
  const slider = { bytes: 0, gzip: 0, files: [] };
  const count = (text, mine, name) => {
    const size = { bytes: Buffer.byteLength(text), gzip: gzip(text) };
    all.bytes += size.bytes;
    all.gzip += size.gzip;
    if (!mine) return;
    slider.bytes += size.bytes;
    slider.gzip += size.gzip;
    slider.files.push({ name, ...size });
  };
  for (const url of new Set(files)) count(await (await fetch(url)).text(), own.test(url), url.replace(SITE, ""));
  for (const text of inline) count(text, /SR7|_tpt/.test(text), "(inline)");
  return { all, slider };
}

const report = {};
for (const width of [1280, 390]) {
  const sides = {};
  for (const [name, url] of [
    ["revslider", `${SITE}/realwp-slider/`],
    ["x-slider", `${SITE}/realwp-static/revslider-wrapped.html`],
  ]) {
    const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The longest task of the visit, from its start.
    await page.addInitScript(() => {
      window.__longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longestTask = Math.max(window.__longestTask, entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    const slide = name === "revslider" ? "sr7-content" : "x-slider [data-x-module-slide]";
    const layers = name === "revslider" ? 'sr7-slide[data-key="1"] .sr7-layer:not(sr7-bg)' : '[data-x-module-slide="1"] [data-x-module-layer]';
    await page.waitForFunction(
      (selector) => {
        const found = [...document.querySelectorAll(selector)];
        return found.length > 0 && found.every((layer) => getComputedStyle(layer).opacity === "1" && layer.getBoundingClientRect().height > 0);
      },
      layers,
      { timeout: 20_000 },
    );
    // Slider Revolution places its layers again once their text has wrapped: settled when two looks agree.
    const measure = () =>
      page.evaluate(
        ({ slide, layers }) => {
          const origin = document.querySelector(slide).getBoundingClientRect();
          const boxes = [...document.querySelectorAll(layers)].map((layer) => {
            const r = layer.getBoundingClientRect();
            return {
              text: layer.textContent.trim(),
              x: Math.round(r.left - origin.left),
              y: Math.round(r.top - origin.top),
              w: Math.round(r.width),
              h: Math.round(r.height),
              href: layer.getAttribute("href"),
            };
          });
          return { slide: { w: Math.round(origin.width), h: Math.round(origin.height) }, boxes };
        },
        { slide, layers },
      );
    let last = await measure();
    for (let tries = 0; tries < 10; tries++) {
      await page.waitForTimeout(1000);
      const now = await measure();
      if (JSON.stringify(now) === JSON.stringify(last)) break;
      last = now;
    }
    await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`) });
    const longestTask = Math.round(await page.evaluate(() => window.__longestTask));
    sides[name] = {
      ...last,
      errors,
      longestTask,
      javascript: await javascript(page, name === "revslider" ? /\/plugins\/revslider\// : /\/realwp-static\/x\//),
    };
    await page.close();
  }
  const sr = sides.revslider;
  const x = sides["x-slider"];
  const worst = Math.max(
    ...sr.boxes.map((box) => {
      const twin = x.boxes.find((other) => other.text === box.text);
      return twin ? Math.max(...["x", "y", "w", "h"].map((side) => Math.abs(twin[side] - box[side]))) : Infinity;
    }),
  );
  report[width] = { ...sides, largestDifferencePx: worst, largestDifferencePercent: Math.round((worst / sr.slide.w) * 1000) / 10 };
  console.log(
    `${width} px: module ${sr.slide.w}×${sr.slide.h} vs ${x.slide.w}×${x.slide.h}; largest layer difference ${worst} px (${report[width].largestDifferencePercent} % of the width); the slider's JavaScript gzip ${sr.javascript.slider.gzip} B vs ${x.javascript.slider.gzip} B (${Math.round((x.javascript.slider.gzip / sr.javascript.slider.gzip) * 100)} %), the page's ${sr.javascript.all.gzip} B vs ${x.javascript.all.gzip} B; longest task ${sr.longestTask} ms vs ${x.longestTask} ms; page errors: ${sr.errors.length} vs ${x.errors.length}`,
  );
}
await browser.close();
fs.writeFileSync(path.join(OUT, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
