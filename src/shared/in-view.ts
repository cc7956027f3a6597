/**
 * Whether elements are in the viewport, from one IntersectionObserver per kind of question (how much of the element
 * must show, how far beyond the viewport counts), shared by every element on the page that asks it. An element may
 * have several subscribers (its view, a lazy loader, an autoplay); each gets the first answer soon after
 * subscribing, then every change, and unsubscribing one leaves the others.
 */
type Listener = (inView: boolean) => void;

export interface InViewOptions {
  /** The share of the element that must be visible, 0 (a pixel) to 1 (all of it). Default 0. */
  threshold?: number;
  /** How far beyond the viewport counts as in view, as a CSS margin (`"100% 0px"`: a screen above and below). */
  rootMargin?: string;
}

interface SharedObserver {
  observer: IntersectionObserver;
  listeners: Map<Element, Set<Listener>>;
  /** The last answer per element, for a subscriber that arrives after the observer's first one. */
  last: WeakMap<Element, boolean>;
}

const observers = new Map<string, SharedObserver>();

function shared({ threshold = 0, rootMargin = "0px" }: InViewOptions): SharedObserver {
  const key = `${threshold} ${rootMargin}`;
  let entry = observers.get(key);
  if (!entry) {
    const listeners = new Map<Element, Set<Listener>>();
    const last = new WeakMap<Element, boolean>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          // With a threshold, "in view" is reaching it; at 0, any intersection (an element of no size included).
          const inView = threshold > 0 ? record.intersectionRatio >= threshold : record.isIntersecting;
          last.set(record.target, inView);
          for (const listener of [...(listeners.get(record.target) ?? [])]) listener(inView);
        }
      },
      { threshold, rootMargin },
    );
    entry = { observer, listeners, last };
    observers.set(key, entry);
  }
  return entry;
}

export function observeInView(element: Element, listener: Listener, options: InViewOptions = {}): () => void {
  const { observer, listeners, last } = shared(options);
  let subscribers = listeners.get(element);
  if (!subscribers) {
    subscribers = new Set();
    listeners.set(element, subscribers);
    last.delete(element);
    observer.observe(element);
  } else {
    const known = last.get(element);
    if (known !== undefined) queueMicrotask(() => subscribers?.has(listener) && listener(known));
  }
  subscribers.add(listener);
  return () => {
    if (!subscribers.delete(listener) || subscribers.size > 0) return;
    listeners.delete(element);
    observer.unobserve(element);
  };
}

/** For tests: how many elements are watched, over all observers. */
export function watchedCount(): number {
  let count = 0;
  for (const { listeners } of observers.values()) count += listeners.size;
  return count;
}
