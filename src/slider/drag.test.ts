import { expect, html } from "@open-wc/testing";
import { resetMouse, sendMouse } from "@web/test-runner-commands";
import { slider, until, type SliderElement } from "./test-helpers";
import { part } from "../testing/parts";

/** A pointer pressed on the middle of the slider's viewport and moved `distance` px to the left, 1 px at a time. */
async function press(el: SliderElement, distance: number): Promise<void> {
  const rect = part(el, "viewport")!.getBoundingClientRect();
  const x = Math.round(rect.left + rect.width / 2);
  const y = Math.round(rect.top + rect.height / 2);
  await sendMouse({ type: "move", position: [x, y] });
  await sendMouse({ type: "down" });
  for (let moved = 1; moved <= distance; moved++) await sendMouse({ type: "move", position: [x - moved, y] });
}

/** A link in a slide, and whether a click on it was let through (not cancelled by a drag). */
function clicksOn(el: SliderElement): { followed: boolean[] } {
  const clicks = { followed: [] as boolean[] };
  el.querySelector("a")!.addEventListener("click", (event) => {
    clicks.followed.push(!event.defaultPrevented);
    event.preventDefault(); // the test page stays where it is
  });
  return clicks;
}

describe("x-slider drag threshold", () => {
  afterEach(() => resetMouse());

  const make = () =>
    slider(
      html`<x-slider transition-duration="0" style="width: 300px"
        ><p style="height: 100px; margin: 0"><a href="#nowhere" style="display: block; height: 100%">One</a></p>
        <p>Two</p>
        <p>Three</p></x-slider
      >`,
    );

  it("a drag starts after 3 px: 4 px is a drag (the click it ends with is cancelled), 2 px is still a click", async () => {
    const small = await make();
    const smallClicks = clicksOn(small);
    await press(small, 2);
    await sendMouse({ type: "up" });
    expect(smallClicks.followed, "2 px: a click").to.deep.equal([true]);
    small.remove();

    const large = await make();
    const largeClicks = clicksOn(large);
    await press(large, 4);
    await sendMouse({ type: "up" });
    expect(largeClicks.followed, "4 px: a drag, not a click").to.deep.equal([false]);
  });

  it("a 4 px drag holds autoplay (a slide is being dragged), a 2 px one does not", async () => {
    for (const [distance, holds] of [
      [2, false],
      [4, true],
    ] as const) {
      const el = await slider(
        html`<x-slider autoplay="interval" autoplay-duration="60000" transition-duration="0" style="width: 300px"
          ><p style="height: 100px; margin: 0">One</p>
          <p>Two</p></x-slider
        >`,
      );
      await until(() => el.matches(":state(playing)"), "autoplay plays");
      await press(el, distance);
      // The hold shows within a couple of frames, if at all.
      for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(el.matches(":state(playing)"), `${distance} px held down`).to.equal(!holds);
      await sendMouse({ type: "up" });
      el.remove();
    }
  });
});
