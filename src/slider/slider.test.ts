import { expect, html, waitUntil } from "@open-wc/testing";
import { boxes, part, parts, record, shownSlides, slider, type SlideChange } from "./test-helpers";

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
    expect(el.hasAttribute("data-ready")).to.equal(true);
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
    expect((part(el, "next") as HTMLButtonElement).disabled).to.equal(true);
    expect(parts(el, "page").map((p) => p.getAttribute("aria-current"))).to.deep.equal([null, null, "true"]);
    await expect(el).to.be.accessible();
  });
});
