// Records a Slider Revolution module from a running RealWP site (../shared/realwp, up.sh with REVSLIDER_GIT) as the
// fixtures of x-slider's module reader and its demo, in demo/media/revslider/:
//   route.json   the public REST route's answer (sliders/{alias}?srengine=7&alias=true), the site's origin taken off
//                its addresses (site-relative, as on the site itself), so the demo serves the images it names;
//   module.html  the module's server markup (<sr7-module>…</sr7-module>), as the shortcode's page prints it;
//   boxes.json   where Slider Revolution's own script draws each layer of each slide at 1600, 1240, 1024, 778 and
//                480 px, once it has settled: the slides' box (sr7-content: a full-width module is wider than its
//                sr7-module) and each layer's, relative to that box's left and top, in px;
//   realwp-hero-{1,2,3}.jpg  the background images.
//   node tools/media/record-revslider.mjs [SITE] [ALIAS]   (default http://127.0.0.1:8089, realwp-hero)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { CHROME_ARGS, findChrome } from "../browser.mjs";

const SITE = (process.argv[2] ?? "http://127.0.0.1:8089").replace(/\/$/, "");
const ALIAS = process.argv[3] ?? "realwp-hero";
const OUT = path.resolve("demo/media/revslider");
const WIDTHS = [1600, 1240, 1024, 778, 480];
fs.mkdirSync(OUT, { recursive: true });

const siteRelative = (text) =>
  text
    .replaceAll(SITE, "")
    .replaceAll(SITE.replace(/^https?:/, ""), "")
    .replaceAll(SITE.replaceAll("/", "\\/"), "");

const route = await (await fetch(`${SITE}/wp-json/sliderrevolution/sliders/${ALIAS}?srengine=7&alias=true`)).text();
const data = JSON.parse(route);
if (!data.success) throw new Error(`the route refused: ${data.message}`);
fs.writeFileSync(path.join(OUT, "route.json"), siteRelative(route));

// The images the slides' backgrounds name, by their file name.
const images = Object.values(data.slides).flatMap((slide) =>
  Object.values(slide.layers)
    .map((layer) => layer.bg?.image?.src)
    .filter(Boolean),
);
for (const address of new Set(images)) {
  const body = Buffer.from(await (await fetch(address)).arrayBuffer());
  fs.writeFileSync(path.join(OUT, path.basename(new URL(address).pathname)), body);
}

const slides = Object.values(data.slides)
  .filter((slide) => !slide.slide.global)
  .sort((a, b) => a.slide.order - b.slide.order);
const pageUrl = `${SITE}/realwp-slider/`;
const html = await (await fetch(pageUrl)).text();
const markup = html.slice(html.indexOf("<sr7-module"), html.indexOf("</sr7-module>") + "</sr7-module>".length);
fs.writeFileSync(path.join(OUT, "module.html"), `${siteRelative(markup)}\n`);

const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });
const boxes = {};
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(pageUrl, { waitUntil: "load" });
  boxes[width] = {};
  for (const [index, slide] of slides.entries()) {
    if (index > 0) await page.locator(".sr7-bullet").nth(index).click();
    // On stage: SR7 names it current, and every text layer of it has faded in.
    await page.waitForFunction(
      (key) => {
        const module = document.querySelector("sr7-module");
        const current = window.SR7?.M?.[module?.id]?.current;
        const layers = [...(module?.querySelectorAll(`sr7-slide[data-key="${key}"] .sr7-layer:not(sr7-bg)`) ?? [])];
        return String(current?.id) === String(key) && layers.length > 0 && layers.every((layer) => getComputedStyle(layer).opacity === "1");
      },
      slide.id,
      { timeout: 20_000 },
    );
    const measure = () =>
      page.evaluate((key) => {
        const module = document.querySelector("sr7-module");
        const origin = module.querySelector("sr7-content").getBoundingClientRect();
        const box = (element) => {
          const r = element.getBoundingClientRect();
          return { x: Math.round(r.left - origin.left), y: Math.round(r.top - origin.top), w: Math.round(r.width), h: Math.round(r.height) };
        };
        const layers = {};
        for (const layer of module.querySelectorAll(`sr7-slide[data-key="${key}"] .sr7-layer:not(sr7-bg)`))
          layers[layer.id.split("-").pop()] = box(layer);
        return { module: { w: Math.round(origin.width), h: Math.round(origin.height) }, layers };
      }, slide.id);
    // SR7 places a layer again once its text has wrapped (the first placement may miss its height): settled when
    // two measurements a second apart agree.
    let last = await measure();
    for (let tries = 0; tries < 10; tries++) {
      await page.waitForTimeout(1000);
      const now = await measure();
      if (JSON.stringify(now) === JSON.stringify(last)) break;
      last = now;
    }
    boxes[width][slide.id] = last;
  }
  await page.close();
}
await browser.close();
fs.writeFileSync(path.join(OUT, "boxes.json"), `${JSON.stringify(boxes, null, 2)}\n`);
console.log(`recorded ${slides.length} slides at ${WIDTHS.join(", ")} px into ${OUT}`);
