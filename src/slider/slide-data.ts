import type { SlideState } from "./pages";

/** A slide's state as the element's slideData gives it (the same as the attributes written on the slide). */
export interface SlideData {
  /** On the current page. */
  active: boolean;
  /** Pages away from the current one. */
  distance: number;
  /** The same, signed: negative before the current page, positive after it. */
  balance: number;
  /** The slide's number, 1-based. */
  index: number;
  /** A page starts with it. */
  isPageStart: boolean;
}

/**
 * Each slide's state (not its copies'), from the states of the boxes on the track: a slide with copies in a loop is
 * active when any of its boxes is, and as far as its nearest box.
 */
export function slideData(states: SlideState[], slides: number): SlideData[] {
  return Array.from({ length: slides }, (_, slide) => {
    const own = states.filter((state) => state.slide === slide);
    const nearest = own.reduce<SlideState | undefined>(
      (best, state) => (!best || Math.abs(state.balance) < Math.abs(best.balance) ? state : best),
      undefined,
    );
    const balance = nearest?.balance ?? 0;
    return {
      active: own.some((state) => state.active),
      distance: Math.abs(balance),
      balance,
      index: slide + 1,
      isPageStart: nearest?.pageStart ?? false,
    };
  });
}
