import { useEffect, useLayoutEffect, useRef } from "react";

/** Keys that move the slider while focus is inside, and by how many pages (Left and Right swap on a right-to-left page). */
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
const RTL_KEY_STEPS: Record<string, number> = { ...KEY_STEPS, ArrowRight: -1, ArrowLeft: 1 };
/** Keys that go to an end: the first page, the last. */
const KEY_ENDS: Record<string, "first" | "last"> = { Home: "first", End: "last" };

/** Where arrow keys belong to the control itself. */
function ownsArrows(target: EventTarget | undefined): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

export interface KeyMoves {
  /** Pages to go, signed. */
  step(step: number): void;
  end(end: "first" | "last"): void;
}

/** Arrow keys, Home and End while focus is inside (also on a slide's own links, in the light DOM: a native listener). */
export function useSliderKeys(host: HTMLElement, enabled: boolean, moves: KeyMoves): void {
  const movesRef = useRef(moves);
  useLayoutEffect(() => {
    movesRef.current = moves;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const keydown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || ownsArrows(event.composedPath()[0])) return;
      const steps = getComputedStyle(host).direction === "rtl" ? RTL_KEY_STEPS : KEY_STEPS;
      const step = steps[event.key];
      const end = KEY_ENDS[event.key];
      if (step === undefined && end === undefined) return;
      event.preventDefault();
      if (step !== undefined) movesRef.current.step(step);
      else movesRef.current.end(end!);
    };
    host.addEventListener("keydown", keydown);
    return () => host.removeEventListener("keydown", keydown);
  }, [host, enabled]);
}
