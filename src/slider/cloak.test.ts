import { expect } from "@open-wc/testing";
import cloak from "./slider.cloak.css?inline";

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
});
