import { expect } from "@open-wc/testing";
import { slowComponent } from "../testing/slow-component";
import { defineElement } from "./index";

// A page of its own (each test file is one): these are the first elements the shared root renders.
describe("bridge: the first elements on a page", () => {
  it("are rendered in slices, with frames between them", async () => {
    const { Slow, counter } = slowComponent("slow");
    defineElement({ tag: "x-first-slow", component: Slow, attributes: {}, events: {}, styles: "", reactEvents: false });
    const count = 200;
    document.body.insertAdjacentHTML("beforeend", "<x-first-slow></x-first-slow>".repeat(count));
    const seenInFrames: number[] = [];
    while (counter.renders < count) {
      seenInFrames.push(counter.renders);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    // Rendered in one task, no frame could come between: every frame would see none or all of them.
    expect(seenInFrames.some((seen) => seen > 0 && seen < count)).to.equal(true);
  });
});
