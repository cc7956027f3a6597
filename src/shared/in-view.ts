import { observerPool } from "./observer-pool";

/**
 * Whether elements are in the viewport, from one IntersectionObserver per kind of question (how much of the element
 * must show, how far beyond the viewport counts), shared by every element on the page that asks it. An element may
 * have several subscribers (its view, a lazy loader, an autoplay); each gets the first answer soon after
 * subscribing, then every change, and unsubscribing one leaves the others.
 */
export interface InViewOptions {
  /** The share of the element that must be visible, 0 (a pixel) to 1 (all of it). Default 0. */
  threshold?: number;
  /** How far beyond the viewport counts as in view, as a CSS margin (`"100% 0px"`: a screen above and below). */
  rootMargin?: string;
}

const pool = observerPool();

export function observeInView(element: Element, listener: (inView: boolean) => void, options: InViewOptions = {}): () => void {
  const threshold = options.threshold ?? 0;
  // With a threshold, "in view" is reaching it; at 0, any intersection (an element of no size included).
  return pool.observe(element, options, (entry) => listener(threshold > 0 ? entry.intersectionRatio >= threshold : entry.isIntersecting));
}

/** For tests: how many elements are watched, over all observers. */
export function watchedCount(): number {
  return pool.state().watched;
}
