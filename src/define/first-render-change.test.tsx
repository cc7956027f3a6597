import { expect } from "@open-wc/testing";
import { defineTest } from "../testing/define-test";
import type { ElementDeclaration } from "./declaration";
import { attr, type ElementProps } from "./index";

const attributes = { size: attr.number(1, { description: "" }) };

// A page of its own (each test file is one): these are the first elements the shared root renders.
describe("bridge: the first elements on a page", () => {
  it("show attributes changed before React reached them in their first render, and the rest once more at most", async () => {
    let renders = 0;
    const sizesSeen = new Map<HTMLElement, number[]>();
    // Half a millisecond per render, like a component with real work to do, so that React renders in slices.
    function Sized({ size, host }: ElementProps<ElementDeclaration<typeof attributes, Record<string, never>>>) {
      const until = performance.now() + 0.5;
      while (performance.now() < until);
      renders++;
      sizesSeen.set(host, [...(sizesSeen.get(host) ?? []), size]);
      return <span part="size">{size}</span>;
    }
    const Changing = defineTest({ tag: "x-first-changing", component: Sized, attributes, events: {}, styles: "" });
    expect(customElements.get("x-first-changing")).to.equal(Changing);
    const count = 200;
    document.body.insertAdjacentHTML("beforeend", "<x-first-changing></x-first-changing>".repeat(count));
    const all = [...document.querySelectorAll<InstanceType<typeof Changing>>("x-first-changing")];
    const [first, last] = [all[0]!, all[count - 1]!];
    // Set by a page script before React renders anything: part of the first render, no second one.
    last.setAttribute("size", "7");
    while (renders === 0) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(renders).to.be.below(count);
    // Set while the slices render, after React has rendered this one: it waits for the batch to commit.
    first.setAttribute("size", "5");
    await first.updateComplete;
    while (renders < count) await new Promise((resolve) => requestAnimationFrame(resolve));
    // A store changed under the render in progress would make React redo all of it at once (400 renders).
    expect(renders).to.be.at.most(count + 2);
    expect(sizesSeen.get(last)).to.deep.equal([7]);
    expect(sizesSeen.get(first)!.at(-1)).to.equal(5);
    expect(first.shadowRoot!.querySelector('[part="size"]')!.textContent).to.equal("5");
  });
});
