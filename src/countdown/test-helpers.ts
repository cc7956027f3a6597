/** What the countdown tests share: a fixed now, and reading what a countdown shows. */
import { fixture, type html } from "@open-wc/testing";
import { nextFrame } from "../testing/scroll";

export const NOW = Date.parse("2026-06-01T12:00:00Z");
export const at = (secondsFromNow: number) => new Date(NOW + secondsFromNow * 1000).toISOString();

/** The text of a playing reel whose moment has come, by the clock (faked in most tests) and the run's start. */
export function dueText(reel: HTMLElement): HTMLElement {
  let time = Date.now() - Number(reel.dataset["start"]);
  if (reel.dataset["cyclic"] !== undefined) time %= Number(reel.dataset["duration"]);
  return [...reel.querySelectorAll<HTMLElement>(":scope > *")].filter((text) => Number(text.dataset["at"]) <= time).at(-1)!;
}

/** The text a unit's value or label shows now: its one text, or while its reel plays, the one whose moment has come. */
export function shownText(unit: Element, part: "value" | "label"): string {
  const sizer = unit.querySelector(`.sizer[part="${part}"]`);
  if (!sizer) return unit.querySelector(`[part="${part}"]`)!.textContent!;
  return dueText(sizer.nextElementSibling as HTMLElement).textContent!;
}

/**
 * What each shown unit shows now, e.g. ["03 Days", "04 Hours"]. That the browser really shows a reel's text at
 * its moment is checked in real time, in "x-countdown reels".
 */
export function unitTexts(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('[part="unit"]')].map((unit) => `${shownText(unit, "value")} ${shownText(unit, "label")}`);
}

/** Waits up to `count` animation frames for `done`. */
export async function frames(count: number, done: () => boolean): Promise<void> {
  for (let frame = 0; frame < count && !done(); frame++) await nextFrame();
}

/** A unit hiding is a render React schedules in a task of its own: waits a few frames for the minutes to go. */
export const unitHidden = (el: HTMLElement) => frames(10, () => unitTexts(el).length === 1);

/** Whether a countdown's reels play (in view) or its units show the texts of their render (off screen). */
export const hasReels = (el: HTMLElement) => el.shadowRoot!.querySelector(".reel") !== null;

/** A countdown on screen: once it has learnt that it is in view (a frame or two later), its units are reels. */
export async function countdown(template: ReturnType<typeof html>) {
  const el = await fixture<HTMLElementTagNameMap["x-countdown"]>(template);
  await el.updateComplete;
  if (el.shadowRoot) await frames(10, () => el.shadowRoot!.querySelector('[part="unit"]') === null || hasReels(el));
  return el;
}
