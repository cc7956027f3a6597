import { expect, waitUntil } from "@open-wc/testing";
import { type SliderElement } from "./test-helpers";
import { part } from "../testing/parts";

/** The next frame, on the browser's own clock (the marquee's frames are driven by hand below). */
const realFrame = window.requestAnimationFrame.bind(window);
const nextFrame = () => new Promise((resolve) => realFrame(resolve));

interface LayoutShift extends PerformanceEntry {
  value: number;
}

describe("x-slider marquee on a slow device", () => {
  it("with 100 ms frames, slides passing from one end to the other cause no layout shift", async () => {
    // The marquee's frames, run by hand 100 ms apart: a device that draws ten frames a second.
    const frames = new Map<number, FrameRequestCallback>();
    let ids = 0;
    const original = { request: window.requestAnimationFrame, cancel: window.cancelAnimationFrame };
    window.requestAnimationFrame = (callback) => {
      frames.set(++ids, callback);
      return ids;
    };
    window.cancelAnimationFrame = (id) => frames.delete(id);
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry) => (entry as LayoutShift).value)));
    observer.observe({ type: "layout-shift" });
    const template = document.createElement("template");
    template.innerHTML = `<x-slider autoplay="marquee" auto-basis speed="0.05" style="width: 300px; --x-slider-gap: 0px">${[1, 2, 3, 4, 5, 6]
      .map((n) => `<p style="width: 80px; height: 40px; margin: 0">${n}</p>`)
      .join("")}</x-slider>`;
    const el = template.content.firstElementChild!.cloneNode(true) as SliderElement;
    try {
      document.body.append(el);
      await waitUntil(() => el.ready && el.matches(":state(playing)"), "the marquee plays");
      const viewport = part(el, "viewport")!;
      const firstSlide = () => viewport.querySelector("[part~=slide] slot")!.getAttribute("name");
      const passed = new Set([firstSlide()]);
      let time = 0;
      for (let frame = 0; frame < 60 && passed.size < 3; frame++) {
        time += 100;
        const due = [...frames.values()];
        frames.clear();
        for (const callback of due) callback(time);
        await nextFrame();
        passed.add(firstSlide());
      }
      expect(passed.size, "slides passed to the other end").to.equal(3);
      await nextFrame();
      expect(shifts, "layout shifts").to.deep.equal([]);
    } finally {
      window.requestAnimationFrame = original.request;
      window.cancelAnimationFrame = original.cancel;
      observer.disconnect();
      el.remove();
    }
  });
});
