import { expect, fixture, html } from "@open-wc/testing";
import { spinReel } from "./reel";

describe("spinReel", () => {
  /** A reel whose entries are 10 px tall. */
  const reel = () => fixture<HTMLDivElement>(html`<div style="height: 10px"></div>`);
  const offsetY = (element: Element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m42;

  it("moves the reel up by one entry at each entry's moment, from where it is at `now`", async () => {
    const element = await reel();
    const offsetAt = (now: number) => {
      const animation = spinReel(element, [1_000, 2_000, 3_000], 1_000, 4_000, now)!;
      const offset = offsetY(element);
      animation.cancel();
      return offset;
    };
    expect([1_500, 2_500, 3_000, 3_999].map(offsetAt)).to.deep.equal([0, -10, -20, -20]);
  });

  it("holds the last entry after the span", async () => {
    const element = await reel();
    const animation = spinReel(element, [0, 1_000], 0, 2_000, 0)!;
    animation.currentTime = 5_000;
    expect(offsetY(element)).to.equal(-10);
  });

  it("does not animate a unit that shows one text", async () => {
    const element = await reel();
    expect(spinReel(element, [0], 0, 2_000, 500)).to.equal(null);
    expect(element.getAnimations()).to.have.length(0);
  });
});
