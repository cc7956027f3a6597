import { expect, html, waitUntil } from "@open-wc/testing";
import { boxes, record, shownSlides, slider, type SlideChange } from "./test-helpers";
import { setElementState } from "../define/element-states";
import { part, parts } from "../testing/parts";

describe("x-slider basics", () => {
  it("starts with Swiper, one page per slide, the first shown", async () => {
    const el = await slider(
      html`<x-slider transition-duration="0"
        ><p>One</p>
        <p>Two</p>
        <p>Three</p></x-slider
      >`,
    );
    expect(el.total).to.equal(3);
    expect(el.current).to.equal(1);
    expect(el.matches(":state(ready)")).to.equal(true);
    expect(shownSlides(el)).to.deep.equal([1]);
    expect(boxes(el).map((box) => box.getAttribute("aria-label"))).to.deep.equal(["1 of 3", "2 of 3", "3 of 3"]);
    const changes = record<SlideChange>(el, "x-slide-change");
    el.next();
    expect(changes).to.deep.equal([{ current: 2, previous: 1, total: 3, source: "api" }]);
    await waitUntil(() => el.current === 2);
    expect(shownSlides(el)).to.deep.equal([2]);
    expect(changes).to.deep.equal([{ current: 2, previous: 1, total: 3, source: "api" }]);
    part(el, "next")!.click();
    await waitUntil(() => el.current === 3);
    expect(changes.at(-1)).to.deep.equal({ current: 3, previous: 2, total: 3, source: "user" });
    expect(part(el, "next")!.getAttribute("aria-disabled")).to.equal("true");
    expect(parts(el, "page").map((p) => p.getAttribute("aria-current"))).to.deep.equal([null, null, "true"]);
    await expect(el).to.be.accessible();
  });

  it("shows one page with Swiper's own CSS: each slide as wide as the viewport, the next one beyond it", async () => {
    const el = await slider(
      html`<x-slider transition-duration="0" style="width: 300px"
        ><p>One</p>
        <p>Two</p>
        <p>Three</p></x-slider
      >`,
    );
    const viewport = part(el, "viewport")!.getBoundingClientRect();
    const [first, second] = boxes(el).map((box) => box.getBoundingClientRect());
    expect(first!.width).to.be.closeTo(viewport.width, 0.5);
    expect(second!.left).to.be.at.least(viewport.right);
  });

  it("a slide fills its box, as tall as the tallest slide, as before the upgrade (paged and stacked)", async () => {
    const paged = await slider(
      html`<x-slider transition-duration="0" slides-per-page="2" style="width: 300px"
        ><p>Short</p>
        <p style="padding-block: 100px">Tall</p></x-slider
      >`,
    );
    const stacked = await slider(
      html`<x-slider transition-duration="0" stacked style="width: 300px"
        ><p>Short</p>
        <p style="padding-block: 100px">Tall</p></x-slider
      >`,
    );
    for (const el of [paged, stacked]) {
      const [short, tall] = [...el.children].map((slide) => slide.getBoundingClientRect().height);
      expect(tall).to.be.greaterThan(200);
      expect(short, el.hasAttribute("stacked") ? "stacked" : "paged").to.be.closeTo(tall!, 0.5);
    }
  });

  it("until Swiper runs, shows as many slides per page as the cloak (--x-slides-per-page, set by the page per breakpoint)", async () => {
    const el = await slider(
      html`<x-slider
        transition-duration="0"
        slides-per-page="3"
        breakpoints='{"0":{"slidesPerPage":1}}'
        style="width: 300px; --x-slider-gap: 0px; --x-slides-per-page: 1"
        ><p>One</p>
        <p>Two</p>
        <p>Three</p></x-slider
      >`,
    );
    expect(boxes(el)[0]!.getBoundingClientRect().width, "Swiper's page").to.be.closeTo(300, 0.5);
    // The shadow root's layout before Swiper runs (the state between the upgrade and Swiper's chunk): the same.
    setElementState(el, "ready", false);
    expect(boxes(el)[0]!.getBoundingClientRect().width, "before Swiper").to.be.closeTo(300, 0.5);
  });
});
