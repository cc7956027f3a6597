/**
 * An element's progress through the band of the viewport within the offsets (percentages of its height): 0 while
 * its top is at or below the band's bottom, 1 once its bottom is at or above the band's top. Pure.
 */
export function scrollProgress(top: number, height: number, viewportHeight: number, topOffset: number, bottomOffset: number): number {
  const bandTop = (viewportHeight * topOffset) / 100;
  const bandBottom = viewportHeight * (1 - bottomOffset / 100);
  const travel = bandBottom - bandTop + height;
  if (travel <= 0) return top < bandBottom ? 1 : 0;
  return Math.min(1, Math.max(0, (bandBottom - top) / travel));
}

/** Progress rounded to 1/1000, so that a still page writes nothing. */
export const roundProgress = (progress: number): number => Math.round(progress * 1000) / 1000;

/** The amount of a built-in effect under trigger=scroll: the effect completes by the middle of the travel. */
export const SCROLL_AMOUNT = "min(1, var(--x-progress, 1) * 2)";
