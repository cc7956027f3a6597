import { boxKey, CLONE_ATTRIBUTE, cloneChildren, slideChildren, slotName } from "./slides";

/*
 * Copies of the slides for a loop that has too few of them to go round (Swiper's loop moves slides from one end of
 * the track to the other, and needs a page's worth more than a page), and for a marquee narrower than its window.
 * A copy is the author's slide cloned deep into the light DOM, beside it, so that the page's own CSS styles it as it
 * styles the slide: it carries `data-x-clone` (its set's number), no ids (they stay unique), and a slot of its own.
 * They go when the loop or the marquee stops, and the slides are never touched.
 */

/** The most sets of slides a track holds (the slides and their copies): the track is at most 6 times as long. */
export const MAX_SETS = 6;

/** Slides per page and per move in one of the slider's layouts (its own or a breakpoint's). */
export interface PageShape {
  view: number;
  group: number;
}

/**
 * How many sets of `slides` a loop needs: in every layout that has something to move (more slides than a page),
 * at least a page and a move's worth of slides, in whole moves; else as near as MAX_SETS allows.
 */
export function loopSets(slides: number, shapes: PageShape[]): number {
  const moving = shapes.filter(({ view }) => slides > view);
  if (slides <= 0 || moving.length === 0) return 1;
  const long = (sets: number) => moving.every(({ view, group }) => sets * slides >= view + group);
  const even = (sets: number) => moving.every(({ group }) => (sets * slides) % group === 0);
  for (let sets = 1; sets <= MAX_SETS; sets++) if (long(sets) && even(sets)) return sets;
  for (let sets = 1; sets <= MAX_SETS; sets++) if (long(sets)) return sets;
  return MAX_SETS;
}

/** How many sets of slides `setLength` px long cover `span` px (at least 1, at most MAX_SETS). */
export function setsToCover(setLength: number, span: number): number {
  if (setLength <= 0) return 1;
  return Math.min(Math.max(Math.ceil(span / setLength), 1), MAX_SETS);
}

/** Makes the host hold `sets - 1` copies of its slides (none for 1), replacing any it had. */
export function makeCopies(host: HTMLElement, sets: number): void {
  removeCopies(host);
  const slides = slideChildren(host);
  const copies: HTMLElement[] = [];
  for (let copy = 1; copy < sets; copy++) {
    slides.forEach((slide, index) => {
      const clone = slide.cloneNode(true) as HTMLElement;
      clone.removeAttribute("id");
      for (const named of clone.querySelectorAll("[id]")) named.removeAttribute("id");
      clone.setAttribute(CLONE_ATTRIBUTE, String(copy));
      clone.slot = slotName({ slide: index, copy });
      copies.push(clone);
    });
  }
  host.append(...copies);
}

/** Removes the copies, and their boxes from the wrapper when given (the slides and their boxes stay as they are). */
export function removeCopies(host: HTMLElement, wrapper?: HTMLElement | null): void {
  for (const clone of cloneChildren(host)) clone.remove();
  for (const box of wrapper ? [...wrapper.children] : []) if (boxKey(box).copy > 0) box.remove();
}
