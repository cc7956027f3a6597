import { easeScrollTo } from "../shared/eased-scroll";
import { prefersReducedMotion } from "../shared/reduced-motion";

/** Ease in and out (jQuery's "swing"): slow start, slow landing. */
const swing = (t: number) => 0.5 - Math.cos(t * Math.PI) / 2;

/**
 * Scrolls the page to `top` over `duration` ms, or at once under reduced motion (or with no duration). Returns the
 * cancel function; a wheel or touch by the visitor does not fight it, it simply ends when the time is up.
 */
export function scrollPageTo(top: number, duration: number): () => void {
  const to = Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
  return easeScrollTo(to, prefersReducedMotion() ? 0 : duration, swing);
}
