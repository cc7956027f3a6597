/** A slide's own time on screen under autoplay, as Swiper reads it: `data-swiper-autoplay`, in ms. */
export const SLIDE_DURATION = "data-swiper-autoplay";

/** How long autoplay stays on a page: its first slide's own duration when it gives one, else the slider's. */
export function pageDuration(firstSlide: Element | undefined, fallback: number): number {
  const own = firstSlide?.getAttribute(SLIDE_DURATION)?.trim();
  const ms = own ? Number(own) : NaN;
  return Number.isFinite(ms) && ms >= 0 ? ms : fallback;
}
