/**
 * Where elements stand against lines and bands of the viewport, from IntersectionObservers shared by every element
 * on the page: one observer per distinct line or band (a root margin), from a pool of their own (see observer-pool.ts).
 */
import { observerPool } from "./observer-pool";

const pool = observerPool();

/** Whether any of the entry's element is in the viewport (whatever the observer's margins). */
function inViewport({ boundingClientRect: rect }: IntersectionObserverEntry): boolean {
  return rect.bottom > 0 && rect.top < document.documentElement.clientHeight && rect.right > 0 && rect.left < document.documentElement.clientWidth;
}

/** Rounds a percentage so that 85, 85.0 and 85.00001 share one observer. */
const percent = (value: number) => `${Math.round(Math.min(100, Math.max(0, value)) * 100) / 100}%`;

/**
 * Fires when the element's top crosses `offset` percent of the viewport height, measured from the top (85: the line
 * 15% above the bottom edge): `true` once its top is above the line (also when the page loads scrolled past it),
 * `false` while it is below. Scrolling back up past the line reports `false` again. `visible` tells whether any of
 * the element is in the viewport.
 */
export function observeWaypoint(element: Element, offset: number, listener: (reached: boolean, visible: boolean) => void): () => void {
  // The root is the viewport's band above the line: an element below it does not intersect, one whose top went
  // above it does, and one scrolled out at the top is above the line too.
  const rootMargin = `0px 0px -${percent(100 - offset)} 0px`;
  return pool.observe(element, { rootMargin }, (entry) => {
    const line = entry.rootBounds?.bottom ?? (innerHeight * offset) / 100;
    listener(entry.isIntersecting || entry.boundingClientRect.top < line, inViewport(entry));
  });
}

/**
 * Whether any of the element is inside the viewport less `top` percent of its height at the top and `bottom` percent
 * at the bottom (the band an entrance effect plays in). `visible` tells whether any of it is in the viewport.
 */
export function observeBand(element: Element, top: number, bottom: number, listener: (inside: boolean, visible: boolean) => void): () => void {
  const rootMargin = `-${percent(top)} 0px -${percent(bottom)} 0px`;
  return pool.observe(element, { rootMargin }, (entry) => listener(entry.isIntersecting, inViewport(entry)));
}

/** For tests: how many elements are watched, over all lines and bands, and how many observers are alive. */
export function waypointState(): { watched: number; observers: number } {
  return pool.state();
}
