import { expect, waitUntil } from "@open-wc/testing";
import cloak from "./slider.cloak.css?inline";
import { boxes, type SliderElement } from "./test-helpers";
import { part } from "../testing/parts";

/** A 1200 × 600 image as WordPress writes one from the media library: its size in width and height attributes. */
const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect width="1200" height="600" fill="teal"/></svg>')}`;
const img = (n: number) => `<img src="${IMAGE}" alt="Photo ${n}" width="1200" height="600" class="wp-image-${n}" decoding="async">`;

/** Three images as the block editor writes them: each an Image block... */
const imageBlocks = [1, 2, 3].map((n) => `<figure class="wp-block-image size-full">${img(n)}</figure>`).join("");
/** ...as bare images (the classic editor, a shortcode's content)... */
const bareImages = [1, 2, 3].map(img).join("");
/** ...as a Gallery block... */
const gallery = `<figure class="wp-block-gallery has-nested-images columns-default is-cropped">${[1, 2, 3]
  .map((n) => `<figure class="wp-block-image size-large">${img(n)}</figure>`)
  .join("")}<figcaption class="blocks-gallery-caption wp-element-caption">Three photos</figcaption></figure>`;
/** ...and as a plain list. */
const list = `<ul>${[1, 2, 3].map((n) => `<li>${img(n)}</li>`).join("")}</ul>`;

/** A slider from markup, `width` px wide, ready. */
async function sliderOf(content: string, width: number): Promise<SliderElement> {
  const template = document.createElement("template");
  template.innerHTML = `<x-slider transition-duration="0" style="width: ${width}px">${content}</x-slider>`;
  const el = template.content.firstElementChild!.cloneNode(true) as SliderElement;
  document.body.append(el);
  await waitUntil(() => el.ready, "ready", { timeout: 4000 });
  await el.updateComplete;
  return el;
}

const size = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { width: Math.round(rect.width), height: Math.round(rect.height) };
};

/** A page with the cloak sheet and `body` in a frame: scripts off (no JavaScript) or on but without the element's. */
async function frameWith(body: string, scripts: boolean): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", scripts ? "allow-same-origin allow-scripts" : "allow-same-origin");
  frame.style.cssText = "width: 390px; height: 900px; border: 0";
  frame.srcdoc = `<!doctype html><style>body { margin: 0 }</style><style>${cloak}</style>${body}`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return { frame, doc: frame.contentDocument! };
}

describe("x-slider images", () => {
  // The reserved boxes' sheet, which the autoloader adopts (and dist/x-elements.css links) on every page.
  const pageSheet = new CSSStyleSheet();
  pageSheet.replaceSync(cloak);
  before(() => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageSheet];
  });
  after(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== pageSheet);
  });
  afterEach(() => document.querySelectorAll("body > x-slider").forEach((el) => el.remove()));

  for (const [kind, content] of [
    ["Image blocks", imageBlocks],
    ["bare images", bareImages],
  ] as const) {
    for (const width of [645, 390]) {
      it(`${kind} of 1200 × 600 in a ${width} px slider are scaled to the slide's width, 2:1, not cropped`, async () => {
        const el = await sliderOf(content, width);
        expect(el.total).to.equal(3);
        for (const image of el.querySelectorAll("img")) {
          expect(size(image), image.alt).to.deep.equal({ width, height: Math.round(width / 2) });
          expect(getComputedStyle(image).objectFit, "the whole image").to.equal("contain");
        }
        expect(size(part(el, "viewport")!).height, "the slider as tall as an image").to.equal(Math.round(width / 2));
      });
    }
  }

  it("the fit is the page's to choose: --x-slider-object-fit", async () => {
    const el = await sliderOf(imageBlocks, 390);
    el.style.setProperty("--x-slider-object-fit", "cover");
    expect(getComputedStyle(el.querySelector("img")!).objectFit).to.equal("cover");
  });

  for (const [kind, content] of [
    ["a Gallery block", gallery],
    ["a list of images", list],
  ] as const) {
    it(`${kind} inside makes each image a slide, and is given back as it was when the slider goes`, async () => {
      const el = await sliderOf(content, 390);
      expect(el.total, "a slide per image").to.equal(3);
      expect(boxes(el)).to.have.length(3);
      for (const image of el.querySelectorAll("img")) expect(size(image), image.alt).to.deep.equal({ width: 390, height: 195 });
      el.next();
      await waitUntil(() => el.current === 2, "the second image");
      el.remove();
      await waitUntil(() => !el.ready, "unmounted");
      const template = document.createElement("template");
      template.innerHTML = content;
      expect(el.innerHTML, "the author's markup").to.equal(template.innerHTML);
    });
  }

  it("a Gallery block's caption shows under the slides while the slider runs", async () => {
    const el = await sliderOf(gallery, 390);
    expect(el.total, "the caption is no slide").to.equal(3);
    const caption = el.querySelector("figcaption")!;
    expect(caption.checkVisibility(), "the caption is shown").to.equal(true);
    const rect = caption.getBoundingClientRect();
    const viewport = part(el, "viewport")!.getBoundingClientRect();
    expect(rect.height, "the caption has its line").to.be.greaterThan(0);
    expect(rect.top, "under the slides").to.be.at.least(viewport.bottom - 0.5);
    expect(rect.bottom, "inside the slider").to.be.at.most(el.getBoundingClientRect().bottom + 0.5);
    // Nothing of the slider's covers it: what is at its middle is the caption.
    const middle = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    expect(caption.contains(middle), "the caption is on top at its middle").to.equal(true);
  });

  for (const scripts of [false, true]) {
    it(`${scripts ? "before the upgrade" : "without JavaScript"}: no image overflows its 390 px slider`, async () => {
      const { frame, doc } = await frameWith(
        [imageBlocks, bareImages, gallery, list].map((content) => `<x-slider>${content}</x-slider>`).join(""),
        scripts,
      );
      try {
        expect(frame.contentWindow!.matchMedia("(scripting: none)").matches, "scripting").to.equal(!scripts);
        for (const image of doc.querySelectorAll("img")) {
          const rect = image.getBoundingClientRect();
          expect(rect.width, `${image.alt} no wider than the slider`).to.be.at.most(390);
          expect(rect.height, `${image.alt} keeps its ratio`).to.be.closeTo(rect.width / 2, 1);
        }
      } finally {
        frame.remove();
      }
    });
  }
});
