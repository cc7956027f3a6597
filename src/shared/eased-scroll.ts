/**
 * Scrolls the window from where it is to `top` over `duration` ms along `easing` (progress 0..1 → share of the way),
 * a step a frame; at once when `duration` is 0 or there is no way to go. `top` may be a function, read again every
 * frame, so that a destination that moves while the scroll runs (a menu closing above it, an image loading) is
 * still where it lands; when it returns null (the destination is gone) the scroll stops where it is. Calls `done`
 * on arrival (not when cancelled nor stopped). Returns the cancel function; a wheel or touch
 * by the visitor does not fight it, it simply ends when the time is up.
 */
export function easeScrollTo(
  top: number | (() => number | null),
  duration: number,
  easing: (progress: number) => number,
  done: () => void = () => {},
): () => void {
  const destination = typeof top === "function" ? top : () => top;
  const from = window.scrollY;
  const first = destination();
  if (first === null) return () => {};
  if (duration <= 0 || from === first) {
    window.scrollTo({ top: first, behavior: "instant" });
    done();
    return () => {};
  }
  let start: number | null = null;
  let frame = requestAnimationFrame(function step(now) {
    start ??= now;
    const progress = Math.min(1, (now - start) / duration);
    const to = destination();
    if (to === null) return;
    window.scrollTo({ top: from + (to - from) * easing(progress), behavior: "instant" });
    if (progress < 1) frame = requestAnimationFrame(step);
    else {
      frame = 0;
      done();
    }
  });
  return () => cancelAnimationFrame(frame);
}
