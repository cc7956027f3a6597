import { expect, fixture, html } from "@open-wc/testing";
import { spinReel } from "./spin-reel";

describe("spinReel", () => {
  /** A reel whose texts are 10 px tall. */
  const reel = () => fixture<HTMLDivElement>(html`<div style="height: 10px"></div>`);
  const offsetY = (element: Element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m42;
  /** Where a reel with texts at 0, 1 and 2 s of a 3 s run stands at `time` into it. */
  async function offsetAt(iterations: number, time: number) {
    const element = await reel();
    spinReel(element, [0, 1_000, 2_000], 3_000, iterations, time);
    return offsetY(element);
  }

  it("moves the reel up by one text at each text's moment, from where the run is now", async () => {
    const offsets = [];
    for (const time of [500, 1_500, 2_000, 2_999]) offsets.push(await offsetAt(1, time));
    expect(offsets).to.deep.equal([0, -10, -20, -20]);
  });

  it("holds the last text after a run, starts again for the next run, and holds where the last run stops", async () => {
    expect(await offsetAt(1, 4_500)).to.equal(-20);
    expect(await offsetAt(3, 4_500)).to.equal(-10);
    expect(await offsetAt(3, 6_100)).to.equal(0);
    expect(await offsetAt(1.5, 60_000)).to.equal(-10); // a countdown's end in the middle of a cycle: no wrap after it
  });

  it("does not animate a unit that shows one text", async () => {
    const element = await reel();
    expect(spinReel(element, [0], 2_000, 1, 500)).to.equal(null);
    expect(element.getAnimations()).to.have.length(0);
  });
});
