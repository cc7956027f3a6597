/**
 * Whether elements are in the viewport, from one IntersectionObserver shared by every element on the page.
 * Callbacks get the first answer soon after observing, then every change.
 */
type Listener = (inView: boolean) => void;

const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | undefined;

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
  });
  return observer;
}

export function observeInView(element: Element, listener: Listener): () => void {
  listeners.set(element, listener);
  shared().observe(element);
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
  };
}

/** For tests: how many elements are watched. */
export function watchedCount(): number {
  return listeners.size;
}
