import { useEffect, useState } from "react";
import type { EffectState } from "../shared/effects";
import { observeInView } from "../shared/in-view";
import { onScrollFrame } from "../shared/scroll-frame";
import { roundProgress, scrollProgress } from "./scroll-progress";
import { setHostProperty } from "../define/host-properties";

export interface ScrollProgressOptions {
  enabled: boolean;
  topOffset: number;
  bottomOffset: number;
  once: boolean;
  reduce: boolean;
}

/**
 * Writes the element's progress through the viewport (scroll-progress.ts) as --x-progress on it, in the shared
 * scroll frame, only while it is in view (once more as it leaves, so it rests at 0 or 1). Returns its state: enter
 * while the progress is between 0 and 1 (with once: from the first progress on), exit otherwise. With `reduce`, the
 * end state at once: progress 1, enter.
 */
export function useScrollProgress(host: HTMLElement, { enabled, topOffset, bottomOffset, once, reduce }: ScrollProgressOptions): EffectState | null {
  const [inside, setInside] = useState<boolean | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const write = (progress: number) => setHostProperty(host, "--x-progress", String(progress));
    if (reduce) {
      write(1);
      setInside(true);
      return () => setHostProperty(host, "--x-progress", null);
    }
    let highest = 0;
    let written = -1;
    const measure = () => {
      const rect = host.getBoundingClientRect();
      let progress = roundProgress(scrollProgress(rect.top, rect.height, document.documentElement.clientHeight, topOffset, bottomOffset));
      if (once) progress = highest = Math.max(highest, progress);
      return () => {
        if (progress === written) return;
        written = progress;
        write(progress);
        setInside(once ? progress > 0 : progress > 0 && progress < 1);
      };
    };
    let stopFrames: (() => void) | null = null;
    const stopWatching = observeInView(host, (visible) => {
      if (visible) {
        stopFrames ??= onScrollFrame(measure);
        return;
      }
      stopFrames?.();
      stopFrames = null;
      measure()();
    });
    return () => {
      stopWatching();
      stopFrames?.();
      setHostProperty(host, "--x-progress", null);
      setInside(null);
    };
  }, [host, enabled, topOffset, bottomOffset, once, reduce]);
  if (!enabled || inside === null) return null;
  return inside ? "enter" : "exit";
}
