import { useEffect, useState } from "react";
import { nextEffectState, settledState, type EffectState } from "./effects";

/**
 * Subscribes a listener to whether an element is where its entrance plays, and whether it is anywhere in the
 * viewport; returns the unsubscribe function.
 */
export type EntranceWatch = (listener: (inside: boolean, visible: boolean) => void) => () => void;

/**
 * The state of an entrance effect (effects.ts), driven by `watch` (a waypoint or a band of the viewport): null until
 * the first answer, then exit, entering, enter and exiting; a transition settles after `time` ms. With `reduce` (the
 * visitor asked for less motion) it is "enter" at once and nothing is watched. `watch` must keep its identity
 * between renders (useCallback), or the element is watched anew each time.
 */
export function useEntrance(watch: EntranceWatch | null, once: boolean, time: number, reduce: boolean): EffectState | null {
  const [state, setState] = useState<EffectState | null>(null);
  useEffect(() => {
    if (!watch || reduce) return undefined;
    return watch((inside, visible) => setState((current) => nextEffectState(current, inside, once, visible)));
  }, [watch, once, reduce]);
  useEffect(() => {
    if (state !== "entering" && state !== "exiting") return undefined;
    const timer = setTimeout(() => setState((current) => current && settledState(current)), time);
    return () => clearTimeout(timer);
  }, [state, time]);
  return reduce ? "enter" : state;
}
