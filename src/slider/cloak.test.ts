import { expect, waitUntil } from "@open-wc/testing";
import failOpen from "../shared/fail-open.linked.css?inline";
import cloak from "./slider.cloak.css?inline";
import linked from "./slider.linked.css?inline";

/** A document with the cloak sheet and `body`, in a sandboxed frame without scripts: a page with JavaScript off. */
async function withoutJavaScript(body: string): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-same-origin"); // no allow-scripts: scripting is off inside
  frame.style.cssText = "width: 400px; height: 900px; border: 0";
  frame.srcdoc = `<!doctype html><style>body { margin: 0 } p { height: 50px }</style><style>${cloak}</style>${body}`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return { frame, doc: frame.contentDocument! };
}

describe("x-slider cloak", () => {
  it("without JavaScript leaves the slides a plain list: one under another, none clipped or hidden", async () => {
    const { frame, doc } = await withoutJavaScript(
      `<x-slider slides-per-page="3"><p>One</p><p>Two</p><p>Three</p></x-slider>` +
        `<x-slider stacked swipe="y"><p>Four</p><p>Five</p><p>Six</p></x-slider>`,
    );
    try {
      expect(frame.contentWindow!.matchMedia("(scripting: none)").matches, "scripting is off in the frame").to.equal(true);
      for (const slider of doc.querySelectorAll("x-slider")) {
        const box = slider.getBoundingClientRect();
        const slides = [...slider.children];
        slides.forEach((slide, index) => {
          const rect = slide.getBoundingClientRect();
          expect(rect.width, `${slide.textContent} full width`).to.be.closeTo(box.width, 0.5);
          expect(getComputedStyle(slide).visibility, `${slide.textContent} visible`).to.equal("visible");
          expect(rect.bottom, `${slide.textContent} inside its slider`).to.be.at.most(box.bottom + 0.5);
          if (index > 0)
            expect(rect.top, `${slide.textContent} below the one before`).to.be.greaterThan(slides[index - 1]!.getBoundingClientRect().bottom);
        });
      }
    } finally {
      frame.remove();
    }
  });

  /**
   * A page with scripts on but without the element's code, with dist/x-elements.css's slider and fail-open rules:
   * the autoloader's mark (`failed`: the data-x-failed attribute, null while no autoloader has run) set as given.
   */
  async function withoutItsCode(failed: string | null, body: string): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", "allow-same-origin allow-scripts");
    frame.style.cssText = "width: 400px; height: 900px; border: 0";
    const mark = failed === null ? "" : ` data-x-failed="${failed}"`;
    // The page's own limit for the time before the autoloader runs, short for the test.
    frame.srcdoc = `<!doctype html><html${mark}><style>body { margin: 0 } p { height: 50px } :root { --x-elements-cloak-limit: 0.3s }</style><style>${failOpen}</style><style>${cloak}</style><style>${linked}</style>${body}</html>`;
    const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    return { frame, doc: frame.contentDocument! };
  }

  /** The slides that show whole inside their slider, by text. */
  const readable = (doc: Document) =>
    [...doc.querySelectorAll("x-slider > p")]
      .filter((slide) => {
        const box = slide.parentElement!.getBoundingClientRect();
        const rect = slide.getBoundingClientRect();
        const inside = rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5 && rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5;
        return inside && rect.width > 0 && getComputedStyle(slide).visibility === "visible";
      })
      .map((slide) => slide.textContent);

  const sliders = `<x-slider><p>One</p><p>Two</p><p>Three</p></x-slider><x-slider stacked><p>Four</p><p>Five</p><p>Six</p></x-slider>`;

  it("its code blocked before the autoloader runs (no autoloader ever comes): the first page for the first seconds, then every slide", async () => {
    const { frame, doc } = await withoutItsCode(null, sliders);
    try {
      expect(readable(doc), "at first, the first page of each").to.deep.equal(["One", "Four"]);
      await waitUntil(() => readable(doc).length === 6, "every slide readable once the time is up", { timeout: 3000 });
      expect(readable(doc)).to.deep.equal(["One", "Two", "Three", "Four", "Five", "Six"]);
    } finally {
      frame.remove();
    }
  });

  it("while the autoloader brings its code: the first page, with no time limit; once it could not load: every slide", async () => {
    const { frame, doc } = await withoutItsCode("", sliders);
    try {
      expect(readable(doc)).to.deep.equal(["One", "Four"]);
      expect(doc.getAnimations(), "nothing timed: the row holds as long as the code takes").to.deep.equal([]);
      doc.documentElement.dataset["xFailed"] = "x-toggle x-slider";
      expect(readable(doc)).to.deep.equal(["One", "Two", "Three", "Four", "Five", "Six"]);
    } finally {
      frame.remove();
    }
  });
});
