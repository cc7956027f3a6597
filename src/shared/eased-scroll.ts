/**
 * Scrolls the window from where it is to `top` over `duration` ms along `easing` (progress 0..1 → share of the way),
 * a step a frame; at once when `duration` is 0 or there is no way to go. Calls `done` on arrival (not when
 * cancelled). Returns the cancel function; a wheel or touch by the visitor does not fight it, it simply ends when the
 * time is up.
 */
export function easeScrollTo(top: number, duration: number, easing: (progress: number) => number, done: () => void = () => {}): () => void {
  const from = window.scrollY;
  if (duration <= 0 || from === top) {
    window.scrollTo({ top, behavior: "instant" });
    done();
    return () => {};
  }
  let start: number | null = null;
  let frame = requestAnimationFrame(function step(now) {
    start ??= now;
    const progress = Math.min(1, (now - start) / duration);
    window.scrollTo({ top: from + (top - from) * easing(progress), behavior: "instant" });
    if (progress < 1) frame = requestAnimationFrame(step);
    else {
      frame = 0;
      done();
    }
  });
  return () => cancelAnimationFrame(frame);
}
