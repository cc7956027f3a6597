/**
 * One resize listener for every menu on the page: the resize is throttled to one run per 50 ms (each run tells the
 * `resizing` subscribers) and debounced to 500 ms after the last run (then the `settled` subscribers re-evaluate
 * their mode). The last subscriber out removes the listener and the timers.
 */
export const RESIZE_THROTTLE_MS = 50;
export const RESIZE_DEBOUNCE_MS = 500;

export interface ResizeSubscriber {
  resizing?(): void;
  settled?(): void;
}

const subscribers = new Set<ResizeSubscriber>();
let throttle: ReturnType<typeof setTimeout> | undefined;
let debounce: ReturnType<typeof setTimeout> | undefined;

function onResize(): void {
  if (throttle !== undefined) return;
  for (const subscriber of [...subscribers]) subscriber.resizing?.();
  throttle = setTimeout(() => {
    throttle = undefined;
    clearTimeout(debounce);
    debounce = setTimeout(() => {
      debounce = undefined;
      for (const subscriber of [...subscribers]) subscriber.settled?.();
    }, RESIZE_DEBOUNCE_MS);
  }, RESIZE_THROTTLE_MS);
}

export function onWindowResize(subscriber: ResizeSubscriber): () => void {
  if (subscribers.size === 0) addEventListener("resize", onResize, { passive: true });
  subscribers.add(subscriber);
  return () => {
    if (!subscribers.delete(subscriber) || subscribers.size > 0) return;
    removeEventListener("resize", onResize);
    clearTimeout(throttle);
    clearTimeout(debounce);
    throttle = debounce = undefined;
  };
}
