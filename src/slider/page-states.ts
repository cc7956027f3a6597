import type { PageLayout } from "./engine";
import { loopStates, pagedStates, type SlideState } from "./pages";
import { slideData, type SlideData } from "./slide-data";

export interface PageStates {
  /** Where each slide is in pages (a loop's: each box, copies too). */
  track: SlideState[];
  /** Each slide's data, in slide order. */
  data: SlideData[];
  /** The first slide of the current page, 0-based. */
  prime: number;
}

/** The slides' states for the current page (0-based); a marquee's slides are all on its only page. */
export function pageStates(layout: PageLayout, page: number, pages: number, slides: number, wrapAround: boolean, marquee: boolean): PageStates {
  const track = layout.loop
    ? loopStates(layout.loop)
    : pagedStates(layout.ranges, page, pages, wrapAround).map((state) => (marquee ? { ...state, active: true, balance: 0 } : state));
  const data = slideData(track, slides);
  // A loop's view may start with any slide, a marquee's is the current.
  const prime = layout.loop
    ? layout.loop.active % slides
    : marquee
      ? page
      : Math.max(
          data.findIndex((slide) => slide.active),
          0,
        );
  return { track, data, prime };
}
