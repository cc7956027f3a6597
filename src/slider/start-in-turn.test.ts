import { expect, waitUntil } from "@open-wc/testing";
import "../../elements/x-slider";
import type { SliderElement } from "./test-helpers";

/*
 * Its own file: its page has not loaded Swiper yet, as on a visitor's first visit, so that it arrives for every
 * slider at once.
 */
describe("x-slider on a page of several sliders", () => {
  it("the sliders start one per task once Swiper arrives (no single long task starts them all)", async () => {
    // A microtask runs between tasks: two starts in one task see the first's flag still set.
    let startedThisTask = false;
    let startsSharingATask = 0;
    const started = () => {
      if (startedThisTask) startsSharingATask++;
      startedThisTask = true;
      queueMicrotask(() => (startedThisTask = false));
    };
    document.addEventListener("x-ready", started);
    const markup = Array.from({ length: 4 }, (_, i) => `<x-slider><p>Slide ${i}a</p><p>Slide ${i}b</p></x-slider>`).join("");
    const holder = document.createElement("div");
    holder.innerHTML = markup;
    document.body.append(holder);
    const sliders = [...holder.querySelectorAll<SliderElement>("x-slider")];
    await waitUntil(() => sliders.every((el) => el.ready), "every slider is ready", { timeout: 4000 });
    expect(startsSharingATask).to.equal(0);
    holder.remove();
    document.removeEventListener("x-ready", started);
  });
});
