import { expect, fixture, html } from "@open-wc/testing";

/** Helpers of the tests of elements that react to scrolling: frames, a page to scroll in, and the scroll. */

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Waits up to 60 frames for `done` (timers may be faked; frames are not). */
export async function until(done: () => boolean): Promise<void> {
  for (let frame = 0; frame < 60 && !done(); frame++) await nextFrame();
  expect(done(), "condition reached").to.equal(true);
}

/** The element of the template (found by tag), a screen and a half down a page three screens tall, rendered. */
export async function belowTheFold<E extends HTMLElement & { updateComplete: Promise<void> }>(
  template: ReturnType<typeof html>,
  tag: string,
): Promise<E> {
  const page = await fixture(
    html`<div>
      <div style="height: 150vh"></div>
      ${template}
      <div style="height: 150vh"></div>
    </div>`,
  );
  const el = page.querySelector<E>(tag)!;
  await el.updateComplete;
  return el;
}

/** Scrolls so that the element's top is at `percent` % of the viewport's height, and lets the observers report. */
export async function scrollTopTo(el: Element, percent: number): Promise<void> {
  const top = el.getBoundingClientRect().top + scrollY;
  scrollTo(0, top - (document.documentElement.clientHeight * percent) / 100);
  await nextFrame();
  await nextFrame();
}

/**
 * Clicks `target` at the start of a frame and resolves with that frame's time. A scroll the click starts runs from
 * the next frame on, so the time from this one to its arrival is at least its duration, however late a busy
 * machine's frames are (a time read before an ordinary click may be later than the frame the scroll starts in).
 */
export const clickAtFrameStart = (target: HTMLElement) =>
  new Promise<number>((resolve) =>
    requestAnimationFrame((now) => {
      target.click();
      resolve(now);
    }),
  );

/** Records the window's scroll position at each scroll event until the returned function is called. */
export function recordScrollPositions(): { positions: number[]; stop: () => void } {
  const positions: number[] = [];
  const record = () => positions.push(window.scrollY);
  window.addEventListener("scroll", record);
  return { positions, stop: () => window.removeEventListener("scroll", record) };
}
