import { useEffect } from "react";
import type { PageRange } from "./pages";
import { useThumbs } from "./use-thumbs";

export interface StripOptions {
  ready: boolean;
  /** The current page, 0-based. */
  page: number;
  /** The pages that show each slide. */
  ranges: PageRange[];
  /** Goes to a page silently (the strip follows its main slider). */
  follow(page: number): void;
}

/**
 * A thumbnail strip (thumbs-for): the main slider's current slide selected, and kept in view here. Returns the
 * selected thumbnail (0-based), null for a slider that is no strip.
 */
export function useThumbStrip(host: HTMLElement, thumbsFor: string, { ready, page, ranges, follow }: StripOptions): number | null {
  const selected = useThumbs(host, thumbsFor);
  const range = selected === null ? undefined : ranges[selected];
  useEffect(() => {
    if (!ready || !range) return;
    const [first, last] = range;
    if (page < first) follow(first);
    else if (page > last) follow(last);
    // Only a new selection (or a new layout) brings it into view; the visitor may page the strip away meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, selected, range?.[0], range?.[1]]);
  return selected;
}
