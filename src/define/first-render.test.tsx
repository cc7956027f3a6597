import { expect } from "@open-wc/testing";
import { slowComponent } from "../testing/slow-component";
import { defineTest } from "../testing/define-test";

// A page of its own (each test file is one): these are the first elements the shared root renders.
describe("bridge: the first elements on a page", () => {
  it("are rendered in slices, with frames between them, also when one is used through its fallback meanwhile", async () => {
    const { Slow, counter } = slowComponent("slow");
    defineTest({ tag: "x-first-slow", component: Slow, attributes: {}, events: {}, styles: "" });
    const count = 200;
    document.body.insertAdjacentHTML("beforeend", "<x-first-slow><span>fallback</span></x-first-slow>".repeat(count));
    const seenInFrames: number[] = [];
    let used = false;
    while (counter.renders < count) {
      seenInFrames.push(counter.renders);
      if (!used && counter.renders > 0) {
        // The pointer arrives over an element not rendered yet: its first use, which must not render the rest at once.
        document.body.lastElementChild!.querySelector("span")!.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, composed: true }));
        used = true;
        expect(counter.renders).to.be.below(count);
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    // Rendered in one task, no frame could come between: every frame would see none or all of them.
    expect(seenInFrames.some((seen) => seen > 0 && seen < count)).to.equal(true);
    expect(used).to.equal(true);
  });
});
