/*
 * Autoplay's hold reasons (the source engine's reducer, contracts 5.6): autoplay plays only while no reason
 * holds it. Pure state; the hooks in use-autoplay.ts feed it from the DOM and the engine.
 */

/**
 * - paused: the visitor pressed pause (or asked for reduced motion, which starts paused);
 * - drag: a slide is being dragged;
 * - hover: the pointer is over the slider (with pause-on-hover);
 * - focus: focus is inside the slider;
 * - viewport: less than 15% of the slider is in view (with autoplay-start-in-view: also until first seen);
 * - hidden: the page is hidden (another tab, a minimised window);
 * - transition: a slide transition is running.
 */
export type HoldReason = "paused" | "drag" | "hover" | "focus" | "viewport" | "hidden" | "transition";

export interface HoldState {
  readonly reasons: ReadonlySet<HoldReason>;
}

export type HoldAction = { type: "hold" | "release"; reason: HoldReason } | { type: "toggle-pause" };

export function initialHold(reasons: Iterable<HoldReason> = []): HoldState {
  return { reasons: new Set(reasons) };
}

export function holdReducer(state: HoldState, action: HoldAction): HoldState {
  const reason = action.type === "toggle-pause" ? "paused" : action.reason;
  const on = action.type === "toggle-pause" ? !state.reasons.has("paused") : action.type === "hold";
  if (state.reasons.has(reason) === on) return state; // nothing changes: the same state, no render
  const reasons = new Set(state.reasons);
  if (on) reasons.add(reason);
  else reasons.delete(reason);
  return { reasons };
}

export function isPlaying(state: HoldState): boolean {
  return state.reasons.size === 0;
}
