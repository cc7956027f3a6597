import { expect, waitUntil } from "@open-wc/testing";
import { captureConsole } from "../testing/console";
import "../../elements/x-slider";
import type { SliderElement } from "./test-helpers";

/** A served image, new to this page on each call (no cache hides whether it loaded). */
let served = 0;
const image = (attributes: string) =>
  `<img src="/demo/media/clip-poster.svg?lazy=${Date.now()}-${++served}" alt="" width="320" height="180" ${attributes}>`;

/**
 * Six slides of an image each, one per page, as WordPress writes them (loading="lazy" on each). The slides are wider
 * than the browser's own look-ahead for lazy images, so that only the slider's preloading fetches the next page's.
 */
const sixSlides = (attributes = "", imageAttributes = 'loading="lazy"') =>
  `<x-slider transition-duration="0" style="width: 4000px" ${attributes}>${Array.from(
    { length: 6 },
    () => `<figure>${image(imageAttributes)}</figure>`,
  ).join("")}</x-slider>`;

async function sliderOf(markup: string): Promise<SliderElement> {
  const template = document.createElement("template");
  template.innerHTML = markup;
  const el = template.content.firstElementChild!.cloneNode(true) as SliderElement;
  document.body.append(el);
  await waitUntil(() => el.ready, "ready", { timeout: 4000 });
  await el.updateComplete;
  return el;
}

const images = (el: Element) => [...el.querySelectorAll("img")];
const loading = (el: Element) => images(el).map((img) => img.getAttribute("loading"));
const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

describe("x-slider lazy slides", () => {
  afterEach(() => document.querySelectorAll("body > x-slider").forEach((el) => el.remove()));

  it("images of slides beyond the next page load lazily; the current and next pages' load now", async () => {
    const el = await sliderOf(sixSlides("", ""));
    expect(loading(el)).to.deep.equal(["eager", "eager", "lazy", "lazy", "lazy", "lazy"]);
  });

  it("after a move, the new next page's images are loaded (preloaded), though the page wrote loading=lazy", async () => {
    const el = await sliderOf(sixSlides());
    el.next();
    await waitUntil(() => el.current === 2, "page 2");
    await el.updateComplete;
    expect(loading(el).slice(0, 4)).to.deep.equal(["eager", "eager", "eager", "lazy"]);
    await waitUntil(() => loaded(images(el)[2]!), "the third slide's image (the next page's) loads", { timeout: 4000 });
    expect(loaded(images(el)[4]!), "the fifth slide's waits").to.equal(false);
  });

  it("an image without width and height (no box kept while it loads) is left as the page wrote it", async () => {
    const el = await sliderOf(sixSlides("", "").replaceAll(' width="320" height="180"', ""));
    expect(loading(el).slice(2)).to.deep.equal([null, null, null, null]);
  });

  it("lazy=false leaves loading alone; removing the slider gives each image its own loading back", async () => {
    const off = await sliderOf(sixSlides('lazy="false"'));
    expect(loading(off)).to.deep.equal(Array(6).fill("lazy"));
    const el = await sliderOf(sixSlides("", ""));
    const kept = images(el);
    el.remove();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(kept.map((img) => img.getAttribute("loading"))).to.deep.equal(Array(6).fill(null));
  });

  it("a bad lazy value warns once, naming the element and the attribute, and images still load lazily", async () => {
    const console = captureConsole();
    try {
      const el = await sliderOf(sixSlides('lazy="sometimes"', ""));
      expect(loading(el).at(-2)).to.equal("lazy");
      const warnings = console.warnings.filter((text) => text.includes("[x-slider]") && text.includes("lazy"));
      expect(warnings.length).to.equal(1);
    } finally {
      console.restore();
    }
  });
});
