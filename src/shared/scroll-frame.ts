/**
 * One scroll and resize listener for the page, shared by every element that follows the scroll (scroll-driven
 * effects, parallax): passive, and throttled to one run per animation frame. In that frame every subscriber reads
 * the layout first, then every one writes, so that a hundred subscribers cost one layout, not a hundred.
 */

/** Reads the layout; may return the writes to make once every subscriber has read. */
export type FrameReader = () => (() => void) | void;

const readers = new Set<FrameReader>();
let frame = 0;

function run(): void {
  frame = 0;
  const writes: Array<() => void> = [];
  for (const read of [...readers]) {
    const write = read();
    if (write) writes.push(write);
  }
  for (const write of writes) write();
}

function schedule(): void {
  if (frame === 0 && readers.size > 0) frame = requestAnimationFrame(run);
}

const options: AddEventListenerOptions = { passive: true };

/**
 * Calls `read` in the next frame, then in the frame after each scroll or resize of the page (or of any scrolling
 * box in it, listened to in the capture phase). Returns the unsubscribe function; the last one out removes the
 * listeners.
 */
export function onScrollFrame(read: FrameReader): () => void {
  if (readers.size === 0) {
    addEventListener("scroll", schedule, { ...options, capture: true });
    addEventListener("resize", schedule, options);
  }
  readers.add(read);
  schedule();
  return () => {
    if (!readers.delete(read) || readers.size > 0) return;
    removeEventListener("scroll", schedule, { capture: true });
    removeEventListener("resize", schedule);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}

/** For tests: how many subscribers follow the scroll. */
export function scrollFrameCount(): number {
  return readers.size;
}
