/**
 * Plays a unit's reel: its texts stacked one under the other, each an entry as tall as the first, moved up into
 * the unit's window at the moment it starts. The moves are steps of a transform animation, which the browser
 * runs on its compositor: between renders the page's main thread does nothing, while a countdown that rewrote
 * its texts would cost a style, layout and paint of the whole page every second.
 *
 * `froms` are the entries' start moments (visitor clock, ms), the first at `startMs`; the reel is at `nowMs`.
 */
export function spinReel(reel: HTMLElement, froms: readonly number[], startMs: number, spanMs: number, nowMs: number): Animation | null {
  if (froms.length < 2) return null;
  const at = (index: number) => `translateY(${-index * 100}%)`;
  const keyframes: Keyframe[] = froms.map((from, index) => ({ offset: (from - startMs) / spanMs, transform: at(index), easing: "step-end" }));
  // Without a last keyframe the browser would end on the untransformed reel: hold the last entry instead.
  keyframes.push({ offset: 1, transform: at(froms.length - 1) });
  const animation = reel.animate(keyframes, { duration: spanMs, fill: "forwards" });
  animation.currentTime = Math.max(0, nowMs - startMs);
  return animation;
}
