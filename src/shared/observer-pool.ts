/**
 * IntersectionObservers shared by every element on the page: one observer per distinct set of options (a threshold
 * and a root margin), any number of elements per observer and any number of subscribers per element. Each subscriber
 * gets the first entry soon after subscribing (the last one, replayed, when it comes later than the others), then
 * every change; unsubscribing one leaves the others, and an observer nobody needs any more is disconnected.
 */
type EntryListener = (entry: IntersectionObserverEntry) => void;

interface Shared {
  observer: IntersectionObserver;
  listeners: Map<Element, Set<EntryListener>>;
  /** The last entry per element, for a subscriber that arrives after the observer's first answer. */
  last: WeakMap<Element, IntersectionObserverEntry>;
}

export interface ObserverPool {
  observe(element: Element, options: { threshold?: number; rootMargin?: string }, listener: EntryListener): () => void;
  /** For tests: how many elements are watched, over all observers, and how many observers are alive. */
  state(): { watched: number; observers: number };
}

export function observerPool(): ObserverPool {
  const byOptions = new Map<string, Shared>();

  function shared(threshold: number, rootMargin: string): [string, Shared] {
    const key = `${threshold} ${rootMargin}`;
    let entry = byOptions.get(key);
    if (!entry) {
      const listeners = new Map<Element, Set<EntryListener>>();
      const last = new WeakMap<Element, IntersectionObserverEntry>();
      const observer = new IntersectionObserver(
        (records) => {
          for (const record of records) {
            last.set(record.target, record);
            for (const listener of [...(listeners.get(record.target) ?? [])]) listener(record);
          }
        },
        { threshold, rootMargin },
      );
      entry = { observer, listeners, last };
      byOptions.set(key, entry);
    }
    return [key, entry];
  }

  return {
    observe(element, { threshold = 0, rootMargin = "0px" }, listener) {
      const [key, { observer, listeners, last }] = shared(threshold, rootMargin);
      let subscribers = listeners.get(element);
      if (!subscribers) {
        subscribers = new Set();
        listeners.set(element, subscribers);
        last.delete(element);
        observer.observe(element);
      } else {
        const known = last.get(element);
        if (known) queueMicrotask(() => subscribers?.has(listener) && listener(known));
      }
      subscribers.add(listener);
      return () => {
        if (!subscribers.delete(listener) || subscribers.size > 0) return;
        listeners.delete(element);
        observer.unobserve(element);
        if (listeners.size === 0) {
          observer.disconnect();
          byOptions.delete(key);
        }
      };
    },
    state() {
      let watched = 0;
      for (const { listeners } of byOptions.values()) watched += listeners.size;
      return { watched, observers: byOptions.size };
    },
  };
}
