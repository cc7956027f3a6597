import { useCallback, useEffect, useRef } from "react";
import type { ToggleSource } from "../shared/toggle-engine";
import type { Phase } from "./use-phase";

type After = { open: boolean; source: ToggleSource };

/**
 * x-after-open and x-after-close: once the opening or closing a person (or a script) made has finished its
 * animation, at once without one. A change the page made through the `open` attribute announces nothing, and an
 * opening overtaken by a closing before its animation ended has no after-open.
 * Returns what the engine's announcements go to.
 */
export function useAfterEvents(phase: Phase, fire: (open: boolean, source: ToggleSource) => void): (open: boolean, source: ToggleSource) => void {
  const pending = useRef<After | null>(null);
  const latestFire = useRef(fire);
  latestFire.current = fire;
  useEffect(() => {
    const after = pending.current;
    if (!after || phase !== (after.open ? "open" : "closed")) return;
    pending.current = null;
    latestFire.current(after.open, after.source);
  }, [phase]);
  return useCallback((open: boolean, source: ToggleSource) => {
    pending.current = { open, source };
  }, []);
}
