import { useEffect, useLayoutEffect, useState } from "react";

/** The two-phase state CSS animates: opening and closing last as long as the panel's animations. */
export type Phase = "closed" | "opening" | "open" | "closing";

/**
 * Follows `open` through the animation phases. Opening and closing end when every animation running in `animated`
 * (the panel, in the shadow root) has finished; without one (none declared, or reduced motion turned them off) the
 * phase moves on at once.
 */
export function usePhase(open: boolean, animated: () => Element | null): Phase {
  const [phase, setPhase] = useState<Phase>(open ? "open" : "closed");
  useLayoutEffect(() => {
    setPhase((current) => (open ? (current === "open" ? current : "opening") : current === "closed" ? current : "closing"));
  }, [open]);
  useEffect(() => {
    if (phase !== "opening" && phase !== "closing") return undefined;
    let current = true;
    const animations = animated()?.getAnimations({ subtree: true }) ?? [];
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      if (current) setPhase(phase === "opening" ? "open" : "closed");
    });
    return () => {
      current = false;
    };
  }, [phase, animated]);
  return phase;
}
