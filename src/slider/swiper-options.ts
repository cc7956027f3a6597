import type { SwiperOptions } from "swiper/types";
import type { Breakpoints } from "./slider.element";
import { slidesPerGroup } from "./pages";

/*
 * The slider's attributes as Swiper options (pure: no DOM, no Swiper code; the types only). The element keeps
 * navigation, keyboard, pagination, autoplay and accessibility in its own hands (they follow the element
 * contract: labels, hold reasons, sources of changes), so Swiper gets only what moves the slides.
 */

/** What of the attributes Swiper needs. */
export interface SlideSettings {
  slidesPerPage: number;
  breakpoints: Breakpoints;
  startingSlide: number;
  stacked: boolean;
  adaptiveHeight: boolean;
  swipe: "x" | "y" | "xy" | "none";
  snap: boolean;
  scrollBySlide: boolean;
  autoBasis: boolean;
  /** The track loops (a stacked slider fades round without it). */
  wrapAround: boolean;
  /** Milliseconds per change of page, 0 under reduced motion. */
  speed: number;
  /** Pixels between slides (--x-slider-gap, computed). */
  gap: number;
}

/** Slides per view and per move for `slidesPerPage`, and whether the track loops then (with something to move). */
function perPage(slidesPerPage: number, settings: SlideSettings, slides: number): Pick<SwiperOptions, "slidesPerView" | "slidesPerGroup" | "loop"> {
  if (settings.stacked) return { slidesPerView: 1, slidesPerGroup: 1, loop: false };
  if (settings.autoBasis) return { slidesPerView: "auto", slidesPerGroup: 1, loop: loops(settings) && slides > 1 };
  return {
    slidesPerView: slidesPerPage,
    slidesPerGroup: slidesPerGroup(slidesPerPage, settings.scrollBySlide),
    loop: loops(settings) && slides > slidesPerPage,
  };
}

/** The track loops: wrap-around, except for stacked slides (they fade, no track runs back). */
export function loops(settings: SlideSettings): boolean {
  return settings.wrapAround && !settings.stacked;
}

/** Slides per page and per move in each layout the settings may give (their own and each breakpoint's). */
export function pageShapes(settings: SlideSettings): Array<{ view: number; group: number }> {
  const counts = [settings.slidesPerPage, ...Object.values(settings.breakpoints).map(({ slidesPerPage }) => slidesPerPage)];
  return counts.map((count) => ({ view: count, group: slidesPerGroup(count, settings.scrollBySlide) }));
}

/** Swiper options for the settings and `slides` slides; `initialSlide` is the 0-based slide to start on. */
export function swiperOptions(settings: SlideSettings, initialSlide: number, slides: number): SwiperOptions {
  const breakpoints = Object.entries(settings.breakpoints);
  return {
    direction: settings.swipe === "y" ? "vertical" : "horizontal",
    initialSlide,
    speed: settings.speed,
    spaceBetween: settings.stacked ? 0 : settings.gap,
    ...perPage(settings.slidesPerPage, settings, slides),
    ...(breakpoints.length > 0 && !settings.stacked && !settings.autoBasis
      ? { breakpoints: Object.fromEntries(breakpoints.map(([width, { slidesPerPage }]) => [width, perPage(slidesPerPage, settings, slides)])) }
      : {}),
    effect: settings.stacked ? "fade" : "slide",
    ...(settings.stacked ? { fadeEffect: { crossFade: true } } : {}),
    autoHeight: settings.adaptiveHeight,
    // With wrap-around the track goes on round the ends (loop, in perPage), moving slides from one end to the other;
    // where there are too few, the element adds copies of them (copies.ts) rather than Swiper's blank slides.
    loopAddBlankSlides: false,
    freeMode: { enabled: !settings.snap && !settings.stacked, sticky: false, momentum: true },
    allowTouchMove: settings.swipe !== "none",
    // Any angle starts a drag with xy; the default 45° leaves steeper ones to the page's scroll.
    touchAngle: settings.swipe === "xy" ? 90 : 45,
    // The slides are slotted light-DOM nodes: a pointer on one has a target outside the wrapper's tree, which
    // Swiper's "wrapper" check would refuse.
    touchEventsTarget: "container",
    // A press that moves less than this (px) is still a click; Swiper's default is 5.
    threshold: 3,
    grabCursor: settings.swipe !== "none",
    // The element's own keyboard, navigation, pagination, autoplay and ARIA stand instead of Swiper's modules.
    watchOverflow: true,
  };
}

/** The settings the element's attributes give: no motion under reduced motion; the gap as measured (0 until then). */
export function slideSettings(
  attributes: Omit<SlideSettings, "speed" | "gap"> & { transitionDuration: number },
  reducedMotion: boolean,
  gap: number | null,
): SlideSettings {
  return {
    slidesPerPage: attributes.slidesPerPage,
    breakpoints: attributes.breakpoints,
    startingSlide: attributes.startingSlide,
    stacked: attributes.stacked,
    adaptiveHeight: attributes.adaptiveHeight,
    swipe: attributes.swipe,
    snap: attributes.snap,
    scrollBySlide: attributes.scrollBySlide,
    autoBasis: attributes.autoBasis,
    wrapAround: attributes.wrapAround,
    speed: reducedMotion ? 0 : attributes.transitionDuration,
    gap: gap ?? 0,
  };
}
