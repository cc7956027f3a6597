import { fixture, waitUntil } from "@open-wc/testing";
import type { TemplateResult } from "lit";
import "../../elements/x-slider";
import { parts } from "../testing/parts";

export type SliderElement = HTMLElementTagNameMap["x-slider"];

/** A slider on the page, once Swiper (or the marquee) runs. */
export async function slider(template: TemplateResult): Promise<SliderElement> {
  const el = await fixture<SliderElement>(template);
  await el.updateComplete;
  await waitUntil(() => el.ready, "the slider is ready", { timeout: 4000 });
  await el.updateComplete;
  return el;
}

/** The slide boxes in slide order. */
export const boxes = (el: Element) =>
  parts(el, "slide").sort((a, b) => Number(a.querySelector("slot")!.name.slice(6)) - Number(b.querySelector("slot")!.name.slice(6)));

/** Slide numbers (1-based) of the boxes that are not inert: the current page. */
export const shownSlides = (el: Element) =>
  boxes(el)
    .map((box, index) => (box.inert ? 0 : index + 1))
    .filter(Boolean);

/** Records an event's details. */
export function record<T>(el: Element, name: string): T[] {
  const details: T[] = [];
  el.addEventListener(name, (event) => details.push((event as CustomEvent<T>).detail));
  return details;
}

export type SlideChange = { current: number; previous: number; total: number; source: string };

/** Waits, frame by frame (frames are not faked, timers may be), until `done`; fails after `frames` frames. */
export async function until(done: () => boolean, what = "condition", frames = 120): Promise<void> {
  for (let frame = 0; frame < frames; frame++) {
    if (done()) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  throw new Error(`timed out waiting for: ${what}`);
}
