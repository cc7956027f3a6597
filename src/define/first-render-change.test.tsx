import { expect } from "@open-wc/testing";
import { slowComponent } from "../testing/slow-component";
import { attr, defineElement } from "./index";

// A page of its own (each test file is one): these are the first elements the shared root renders.
describe("bridge: the first elements on a page", () => {
  it("whose attributes change while they render in slices are not all rendered again", async () => {
    const { Slow, counter } = slowComponent("slow");
    const Changing = defineElement({ tag: "x-first-changing", component: Slow, attributes: { size: attr.number(1) }, events: {}, styles: "" })!;
    const count = 200;
    document.body.insertAdjacentHTML("beforeend", "<x-first-changing></x-first-changing>".repeat(count));
    const first = document.querySelector<InstanceType<typeof Changing>>("x-first-changing")!;
    while (counter.renders === 0) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(counter.renders).to.be.below(count);
    first.setAttribute("size", "5");
    await first.updateComplete;
    while (counter.renders < count) await new Promise((resolve) => requestAnimationFrame(resolve));
    // Each element once, and the changed one again: a store changed under the render in progress would make React
    // redo all of it at once.
    expect(counter.renders).to.be.at.most(count + 2);
    expect(first.size).to.equal(5);
  });
});
