import { expect, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import { captureConsole } from "../testing/console";
import { trackGlobalListeners } from "../testing/contract/dom";
import { boxes, record, type SlideChange, type SliderElement } from "./test-helpers";

const photo = (n: number, alt = `Photo ${n}`) =>
  `<img alt="${alt}" width="160" height="90" src="data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"/>')}">`;

/** A main slider of five photos and its thumbnail strip (three a page), as a page writes them. */
const gallery = (stripAttributes = 'thumbs-for="main-gallery"', thumbAlt = (n: number) => `Photo ${n}`) => `
  <div>
    <x-slider id="main-gallery" labels='{"carousel":"Photos"}' transition-duration="0" style="width: 320px">${[1, 2, 3, 4, 5].map((n) => `<figure>${photo(n)}</figure>`).join("")}</x-slider>
    <button id="before">Before</button>
    <x-slider ${stripAttributes} labels='{"carousel":"Thumbnails"}' slides-per-page="3" transition-duration="0" pagination="false" style="width: 320px">${[
      1, 2, 3, 4, 5,
    ]
      .map((n) => photo(n, thumbAlt(n)))
      .join("")}</x-slider>
  </div>`;

async function mount(markup: string): Promise<{ main: SliderElement; strip: SliderElement; root: HTMLElement }> {
  const template = document.createElement("template");
  template.innerHTML = markup.trim();
  const root = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  document.body.append(root);
  const [main, strip] = [...root.querySelectorAll("x-slider")] as SliderElement[];
  await waitUntil(() => main!.ready && strip!.ready, "both ready", { timeout: 4000 });
  await strip!.updateComplete;
  return { main: main!, strip: strip!, root };
}

const selected = (strip: SliderElement) =>
  boxes(strip)
    .map((box, index) => (box.getAttribute("aria-current") === "true" ? index + 1 : 0))
    .filter(Boolean);
/** The thumbnails (light DOM) the strip marks for the page's CSS. */
const marked = (strip: SliderElement) => [...strip.querySelectorAll("[data-x-selected]")].map((img) => img.getAttribute("alt"));

describe("x-slider thumbnails (thumbs-for)", () => {
  it("at 360 px with four thumbnails a page, a tap on any thumbnail's centre reaches the thumbnail, not an arrow", async () => {
    // A phone's 360 px column; the strip takes its width.
    const { strip, root } = await mount(
      gallery()
        .replace("<div>", '<div style="width: 360px">')
        .replace('slides-per-page="3"', 'slides-per-page="4"')
        .replace('pagination="false" style="width: 320px"', 'pagination="false"'),
    );
    try {
      const shown = boxes(strip).filter((box) => !box.inert);
      expect(shown, "four thumbnails on the first page").to.have.length(4);
      for (const [index, box] of shown.entries()) {
        const rect = box.getBoundingClientRect();
        const hit = strip.shadowRoot!.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        const thumb = box.querySelector("slot")!.assignedElements()[0]!;
        expect(hit === box || thumb.contains(hit), `thumbnail ${index + 1}: ${hit?.outerHTML.slice(0, 60)} at its centre`).to.equal(true);
      }
      expect(strip.getBoundingClientRect().width, "the strip keeps to the column").to.be.closeTo(360, 0.5);
      // The arrows are still there, beside the thumbnails, and do their job.
      const next = strip.shadowRoot!.querySelector<HTMLElement>('[part="next"]')!;
      expect(next.checkVisibility()).to.equal(true);
      next.click();
      await waitUntil(() => strip.current === 2, "the strip's next page");
    } finally {
      root.remove();
    }
  });

  afterEach(() => document.querySelectorAll("body > div").forEach((el) => el.remove()));

  it("thumbnails are buttons named by their image, the main slider's current one marked", async () => {
    const { strip } = await mount(gallery());
    expect(boxes(strip).map((box) => box.getAttribute("role"))).to.deep.equal(Array(5).fill("button"));
    expect(boxes(strip).map((box) => box.getAttribute("aria-label"))).to.deep.equal(["Photo 1", "Photo 2", "Photo 3", "Photo 4", "Photo 5"]);
    expect(selected(strip)).to.deep.equal([1]);
    expect(marked(strip)).to.deep.equal(["Photo 1"]);
    await expect(strip.parentElement).to.be.accessible();
  });

  it("without an image's text a thumbnail is named by its place: Go to slide 3 of 5", async () => {
    const { strip } = await mount(gallery(undefined, () => ""));
    expect(boxes(strip)[2]!.getAttribute("aria-label")).to.equal("Go to slide 3 of 5");
  });

  it("Tab reaches a thumbnail and Enter (or Space) shows its slide in the main slider, which announces it", async () => {
    const { main, strip } = await mount(gallery());
    const changes = record<SlideChange>(main, "x-slide-change");
    document.getElementById("before")!.focus();
    await sendKeys({ press: "Tab" });
    await sendKeys({ press: "Tab" });
    // (Elements compared as a boolean: a failing comparison of two elements makes the report print whole DOM trees.)
    expect(strip.shadowRoot!.activeElement === boxes(strip)[1], "the second thumbnail has the focus").to.equal(true);
    await sendKeys({ press: "Enter" });
    await waitUntil(() => main.current === 2, "the main slider shows slide 2");
    await sendKeys({ press: "Tab" });
    await sendKeys({ press: " " });
    await waitUntil(() => main.current === 3, "the main slider shows slide 3");
    expect(changes.map((change) => change.current)).to.deep.equal([2, 3]);
    expect(main.shadowRoot!.querySelector(".swiper-wrapper")!.getAttribute("aria-live")).to.equal("polite");
    await waitUntil(() => selected(strip)[0] === 3, "the third thumbnail is marked");
    expect(marked(strip)).to.deep.equal(["Photo 3"]);
  });

  it("a click on a thumbnail goes to its slide", async () => {
    const { main, strip } = await mount(gallery());
    (strip.querySelectorAll("img")[2] as HTMLElement).click();
    await waitUntil(() => main.current === 3, "slide 3");
  });

  it("the main slider moving marks its thumbnail and brings it into view in the strip", async () => {
    const { main, strip } = await mount(gallery());
    const stripChanges = record<SlideChange>(strip, "x-slide-change");
    main.goTo(5);
    await waitUntil(() => selected(strip)[0] === 5, "the fifth thumbnail is marked");
    await waitUntil(() => !boxes(strip)[4]!.inert, "the fifth thumbnail is in view");
    expect(strip.current).to.equal(strip.total);
    expect(stripChanges, "the strip follows silently").to.deep.equal([]);
    main.goTo(1);
    await waitUntil(() => !boxes(strip)[0]!.inert, "the first thumbnail is in view again");
    expect(selected(strip)).to.deep.equal([1]);
  });

  it("a thumbs-for naming no slider warns once, naming the attribute, and the strip is a slider of its own", async () => {
    const console = captureConsole();
    try {
      const { strip } = await mount(gallery('thumbs-for="nowhere"'));
      await strip.updateComplete;
      const warnings = console.warnings.filter((text) => text.startsWith("[x-slider]"));
      expect(warnings.length, warnings.join(" | ")).to.equal(1);
      expect(warnings[0]).to.include("thumbs-for");
      expect(boxes(strip).map((box) => box.getAttribute("role"))).to.deep.equal(Array(5).fill("group"));
      expect(selected(strip)).to.deep.equal([]);
    } finally {
      console.restore();
    }
  });

  it("removing either slider leaves no listener, and the thumbnails lose their marks", async () => {
    const listeners = trackGlobalListeners();
    try {
      const { main, strip } = await mount(gallery());
      main.remove();
      await waitUntil(() => !main.shadowRoot!.querySelector(".swiper"), "the main slider stopped");
      strip.remove();
      await waitUntil(() => !strip.shadowRoot!.querySelector(".swiper"), "the strip stopped");
      expect(listeners.active()).to.deep.equal([]);
      expect(marked(strip)).to.deep.equal([]);
    } finally {
      listeners.stop();
    }
  });
});
