/**
 * Whether elements are in the viewport, from one IntersectionObserver shared by every element on the page. An
 * element may have several subscribers (its view, a lazy loader, an animation); each gets the first answer soon
 * after subscribing, then every change, and unsubscribing one leaves the others.
 */
type Listener = (inView: boolean) => void;

const listeners = new Map<Element, Set<Listener>>();
/** The last answer per element, for a subscriber that arrives after the observer's first one. */
const lastAnswer = new WeakMap<Element, boolean>();
let observer: IntersectionObserver | undefined;

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      lastAnswer.set(entry.target, entry.isIntersecting);
      for (const listener of [...(listeners.get(entry.target) ?? [])]) listener(entry.isIntersecting);
    }
  });
  return observer;
}

export function observeInView(element: Element, listener: Listener): () => void {
  let subscribers = listeners.get(element);
  if (!subscribers) {
    subscribers = new Set();
    listeners.set(element, subscribers);
    lastAnswer.delete(element);
    shared().observe(element);
  } else {
    const known = lastAnswer.get(element);
    if (known !== undefined) queueMicrotask(() => subscribers?.has(listener) && listener(known));
  }
  subscribers.add(listener);
  return () => {
    if (!subscribers.delete(listener) || subscribers.size > 0) return;
    listeners.delete(element);
    observer?.unobserve(element);
  };
}

/** For tests: how many elements are watched. */
export function watchedCount(): number {
  return listeners.size;
}
