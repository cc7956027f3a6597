/**
 * Whether at least half of a video is visible, from one IntersectionObserver (threshold 0.5) shared by every
 * x-video on the page; one listener per element.
 */
type Listener = (halfVisible: boolean) => void;

const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | undefined;

export function observeHalfVisible(element: Element, listener: Listener): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting && entry.intersectionRatio >= 0.5);
    },
    { threshold: [0, 0.5] },
  );
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    if (listeners.get(element) !== listener) return;
    listeners.delete(element);
    observer?.unobserve(element);
  };
}
