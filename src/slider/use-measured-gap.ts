import { useLayoutEffect, type RefObject } from "react";
import { loadedSwiper } from "./load-swiper";

/**
 * Measures the gap between slides in px into `setGap`. The gap is CSS (--x-slider-gap, any length): measured for
 * Swiper, again when the slider is resized. With Swiper here already it starts in this commit, measuring the slides
 * anyway: the gap is read now, so that it starts once. Until then the observer's first report gives it, after the
 * browser's own layout: no style pass forced per slider in the commit that renders every slider of a page. The
 * viewport exists once there is a slide (`hasRegion`).
 */
export function useMeasuredGap(viewport: RefObject<HTMLDivElement | null>, setGap: (gap: number) => void, swipe: string, hasRegion: boolean): void {
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    const measure = () => setGap(parseFloat(getComputedStyle(element).columnGap) || 0);
    if (loadedSwiper()) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewport, setGap, swipe, hasRegion]);
}
