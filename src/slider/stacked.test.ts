import { expect, html } from "@open-wc/testing";
import { boxes, slider, until, type SliderElement } from "./test-helpers";
import { part } from "../testing/parts";

/** Each slide box's left edge from the viewport's, and its opacity. */
const placed = (el: SliderElement) => {
  const left = part(el, "viewport")!.getBoundingClientRect().left;
  return boxes(el).map((box) => ({ left: Math.round(box.getBoundingClientRect().left - left), opacity: getComputedStyle(box).opacity }));
};

describe("x-slider stacked", () => {
  it("on a plain page the slides lie on each other, and after Next the second one shows where the first was", async () => {
    const el = await slider(
      html`<x-slider stacked transition-duration="0" style="width: 400px"
        ><p>Fade one</p>
        <p>Fade two</p>
        <p>Fade three</p></x-slider
      >`,
    );
    expect(
      placed(el).map(({ left }) => left),
      "every slide at the viewport's start",
    ).to.deep.equal([0, 0, 0]);
    part(el, "next")!.click();
    await until(() => el.current === 2 && el.matches(":state(positioned)"), "the second slide, in place");
    await until(() => placed(el)[1]!.opacity === "1", "the second slide faded in");
    expect(placed(el)).to.deep.equal([
      { left: 0, opacity: "0" },
      { left: 0, opacity: "1" },
      { left: 0, opacity: "0" },
    ]);
    // What the visitor sees at the viewport's middle is the second slide.
    const viewport = part(el, "viewport")!.getBoundingClientRect();
    const seen = el.shadowRoot!.elementsFromPoint(viewport.left + viewport.width / 2, viewport.top + viewport.height / 2);
    expect(seen.includes(boxes(el)[1]!), "the second slide's box under the viewport's middle").to.equal(true);
  });
});
