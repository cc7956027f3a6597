import { useLayoutEffect, type RefObject } from "react";
import { fill, thumbLabel } from "./labels";
import { loadByDistance, restoreLoading } from "./lazy-images";
import type { SlideState } from "./pages";
import { boxKey, paintSlides, slideBoxes, slotted } from "./slides";

export interface SlideViewsOptions {
  host: HTMLElement;
  /** The track holding Swiper's boxes. */
  wrapper: RefObject<HTMLDivElement | null>;
  /** Where each slide is in pages: by box in a loop, else by slide. */
  states: SlideState[];
  byBox: boolean;
  slides: number;
  /** Every slide shows, one under another (Swiper could not load). */
  list: boolean;
  /** A thumbnail strip's selected slide, null for a slider that is none. */
  selectedThumb: number | null;
  labels: { slide: string; thumb: string };
  lazy: boolean;
  ready: boolean;
}

/**
 * Each slide's state on its box after every render (and each copy's): its group's name, current or not (others
 * inert), where it is in pages; its images loaded by their distance from the current page while lazy.
 */
export function useSlideViews({ host, wrapper, states, byBox, slides, list, selectedThumb, labels, lazy, ready }: SlideViewsOptions): void {
  useLayoutEffect(() => {
    const track = wrapper.current;
    if (!track) return;
    const boxes = slideBoxes(track);
    const views = boxes.map((box, index) => {
      const slide = boxKey(box).slide;
      // A loop's states are by box; others' by slide (a marquee's copies have its slide's).
      const state = (byBox ? states[index] : states[slide]) ?? { slide, active: false, balance: 0, pageStart: false };
      return {
        label: fill(labels.slide, slide + 1, slides),
        index: slide + 1,
        current: list || state.active,
        balance: state.balance,
        pageStart: state.pageStart,
        thumb:
          selectedThumb === null ? null : { label: thumbLabel(slotted(box), labels.thumb, slide + 1, slides), selected: slide === selectedThumb },
      };
    });
    paintSlides(boxes, views);
    if (lazy && ready) boxes.forEach((box, index) => loadByDistance(slotted(box) ?? box, Math.abs(views[index]!.balance)));
  });
  // The images' own loading back when lazy is turned off or the slider stops.
  useLayoutEffect(() => (lazy ? () => restoreLoading(host) : undefined), [host, lazy]);
}
