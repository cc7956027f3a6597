/** Scroll events reach subscribers at most once per this many milliseconds (the specification's throttle). */
export const SCROLL_THROTTLE_MS = 40;

type Listener = () => void;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | undefined;
let missed = false;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** One passive window scroll listener for every subscriber, throttled (a first call at once, the last one kept). */
function onScroll(): void {
  if (timer !== undefined) {
    missed = true;
    return;
  }
  notify();
  const wait = () => {
    timer = setTimeout(() => {
      if (!missed) {
        timer = undefined;
        return;
      }
      missed = false;
      notify();
      wait();
    }, SCROLL_THROTTLE_MS);
  };
  wait();
}

/** Hears the page's scrolling, throttled; the window listener goes with the last subscriber. */
export function onPageScroll(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener("scroll", onScroll, { passive: true });
  listeners.add(listener);
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    window.removeEventListener("scroll", onScroll);
    clearTimeout(timer);
    timer = undefined;
    missed = false;
  };
}
