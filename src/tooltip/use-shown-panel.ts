import { useLayoutEffect, type RefObject } from "react";
import { followAnchor } from "./position";
import type { Placement } from "./triggers";

/** Puts the panel in the top layer (a manual popover, where the browser has them) or takes it out. */
function showPanel(panel: HTMLElement, shown: boolean): void {
  panel.toggleAttribute("data-shown", shown);
  if (typeof panel.showPopover !== "function" || !panel.isConnected) return; // older browsers: data-shown alone
  const open = panel.matches(":popover-open");
  if (shown && !open) panel.showPopover();
  else if (!shown && open) panel.hidePopover();
}

/**
 * While `shown`, the panel is in the top layer (above everything, clipped by no ancestor) and follows its anchor
 * `distance` pixels away;
 * otherwise it is hidden and nothing watches the page for it.
 */
export function useShownPanel(
  panel: RefObject<HTMLElement | null>,
  arrow: RefObject<HTMLElement | null>,
  anchor: HTMLElement | null,
  shown: boolean,
  placement: Placement,
  distance: number,
): void {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !anchor || !shown) return undefined;
    showPanel(element, true);
    const stop = followAnchor(anchor, element, arrow.current, placement, distance);
    return () => {
      stop();
      showPanel(element, false);
    };
  }, [panel, arrow, anchor, shown, placement, distance]);
}
