import { expect, html } from "@open-wc/testing";
import { resetMouse, sendMouse } from "@web/test-runner-commands";
import type sinon from "sinon";
import { installFakeTimers } from "../testing/fake-clock";
import { slider } from "./test-helpers";
import { part } from "../testing/parts";

/** The track's offset in px, as Swiper last set it (a glide's end is set as it starts, then animated to). */
const trackOffset = (wrapper: HTMLElement) => new DOMMatrix(wrapper.style.transform).m41;

describe("x-slider free glide (snap=false)", () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    await resetMouse();
  });

  /** How far a long free slider's track glides on after a flick to the left at `speed` px/ms. */
  async function glideAfterFlick(speed: number): Promise<number> {
    const slides = Array.from({ length: 40 }, (_, index) => html`<p style="height: 80px; margin: 0">${index + 1}</p>`);
    const el = await slider(
      html`<x-slider snap="false" pagination="false" navigation="false" style="width: 300px; --x-slider-gap: 0px">${slides}</x-slider>`,
    );
    const wrapper = el.shadowRoot!.querySelector<HTMLElement>(".swiper-wrapper")!;
    const viewport = part(el, "viewport")!.getBoundingClientRect();
    const y = Math.round(viewport.top + viewport.height / 2);
    // The pointer's times are the fake clock's: `speed` px each millisecond, whatever the machine's own speed.
    clock = installFakeTimers({ now: Date.now(), toFake: ["Date"] });
    let x = Math.round(viewport.right - 20);
    await sendMouse({ type: "move", position: [x, y] });
    await sendMouse({ type: "down" });
    for (let step = 0; step < 10; step++) {
      clock.tick(1);
      x -= speed;
      await sendMouse({ type: "move", position: [x, y] });
    }
    const released = trackOffset(wrapper);
    await sendMouse({ type: "up" });
    clock.restore();
    clock = undefined;
    el.remove();
    return released - trackOffset(wrapper);
  }

  it("a flick's glide is clamped to a velocity of 7 (the specification): 7 px/ms over the glide's 1000 ms", async () => {
    // Swiper's velocity is half the pointer's speed: 8 px/ms is 4, under the clamp; 20 px/ms would be 10.
    expect(await glideAfterFlick(8), "under the clamp: as fast as the flick").to.be.closeTo(4 * 1000, 1);
    expect(await glideAfterFlick(20), "over the clamp: at the clamp").to.be.closeTo(7 * 1000, 1);
  });
});
