import { autoUpdate, computePosition, flip, offset, shift, size } from "@floating-ui/dom";

/** Space between trigger and panel, and between panel and the viewport's edge, in pixels. */
const GAP = 4;
const EDGE = 8;

/**
 * Keeps a dropdown's panel (a popover, in the top layer, so positioned against the viewport) under its trigger:
 * flipped above when there is no room below, shifted sideways and limited in size to stay on screen, following
 * scrolls and resizes. Returns the stop function, which releases floating-ui's listeners and observers.
 */
export function anchorPanel(trigger: Element, panel: HTMLElement): () => void {
  let stopped = false;
  const update = () => {
    const middleware = [
      offset(GAP),
      flip({ padding: EDGE }),
      shift({ padding: EDGE }),
      size({
        padding: EDGE,
        apply({ availableWidth, availableHeight }) {
          panel.style.maxWidth = `${Math.max(0, availableWidth)}px`;
          panel.style.maxHeight = `${Math.max(0, availableHeight)}px`;
        },
      }),
    ];
    void computePosition(trigger, panel, { strategy: "fixed", placement: "bottom-start", middleware }).then(({ x, y, placement }) => {
      if (stopped) return;
      panel.style.left = `${x}px`;
      panel.style.top = `${y}px`;
      panel.dataset["placement"] = placement;
    });
  };
  const stopUpdates = autoUpdate(trigger, panel, update);
  return () => {
    stopped = true;
    stopUpdates();
  };
}
