import { easeScrollTo } from "../shared/eased-scroll";
import { destinationOf } from "../shared/hash-scroll";
import { prefersReducedMotion } from "../shared/reduced-motion";

/** Ease in and out (jQuery's "swing"): slow start, slow landing. */
const swing = (t: number) => 0.5 - Math.cos(t * Math.PI) / 2;

/**
 * Scrolls the page so the target's top sits `offset()` pixels below the viewport's top, over `duration` ms, or at
 * once under reduced motion (or with no duration). Where the target is, is read again every frame (the menu closing
 * above it moves it). Returns the cancel function; a wheel or touch by the visitor does not fight it, it simply ends
 * when the time is up.
 */
export function scrollPageTo(target: Element, offset: () => number, duration: number): () => void {
  return easeScrollTo(destinationOf(target, offset), prefersReducedMotion() ? 0 : duration, swing);
}
