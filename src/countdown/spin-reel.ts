/**
 * Plays a reel: texts standing one under the other, each as tall as the reel's window, moved up into the window at
 * the moment each one starts, `ats` ms into a run of `durationMs`, run `iterations` times (a fraction stops
 * inside a run, and the reel holds where it stopped); the runs are at `currentTime` now. The moves are steps of a transform animation, which the browser runs on its compositor:
 * between renders the page's main thread does nothing, while a countdown that rewrote its texts would cost a style,
 * layout and paint of the page every second.
 */
export function spinReel(reel: HTMLElement, ats: readonly number[], durationMs: number, iterations: number, currentTime: number): Animation | null {
  if (ats.length < 2) return null;
  const at = (index: number) => `translateY(${-index * 100}%)`;
  const keyframes: Keyframe[] = ats.map((start, index) => ({ offset: start / durationMs, transform: at(index), easing: "step-end" }));
  // Without a last keyframe the browser would end on the untransformed reel: hold the last text until the run ends.
  keyframes.push({ offset: 1, transform: at(ats.length - 1) });
  const animation = reel.animate(keyframes, { duration: durationMs, iterations, fill: "forwards" });
  animation.currentTime = currentTime;
  return animation;
}
