import { arrow, autoUpdate, computePosition, flip, offset, shift } from "@floating-ui/dom";
import { forDirection, type Placement } from "./triggers";

/** Space between the panel and the viewport's edge, in pixels. */
const EDGE = 8;

/**
 * Keeps a shown panel `distance` pixels from its anchor, on the side `placement` names (mirrored on a right-to-left
 * page) (floating-ui: offset, flip to the other side when there is no room, shift
 * along the side to stay in the viewport, arrow pointing at the anchor) as the page scrolls, resizes or moves.
 * The panel is in the top layer (a popover), so it is positioned against the viewport. Returns the stop function,
 * which releases every listener and observer.
 */
export function followAnchor(anchor: Element, panel: HTMLElement, arrowElement: HTMLElement | null, placement: Placement, distance = 8): () => void {
  let stopped = false;
  const side = forDirection(placement, getComputedStyle(anchor).direction === "rtl");
  const update = () => {
    // With no room on either side (a narrow screen), flip tries the sides across too: a panel to the right goes
    // below or above.
    const middleware = [offset(distance), flip({ padding: EDGE, fallbackAxisSideDirection: "end" }), shift({ padding: EDGE })];
    if (arrowElement) middleware.push(arrow({ element: arrowElement, padding: 6 }));
    void computePosition(anchor, panel, { strategy: "fixed", placement: side, middleware }).then(({ x, y, placement: final, middlewareData }) => {
      if (stopped) return;
      panel.style.left = `${x}px`;
      panel.style.top = `${y}px`;
      panel.dataset["placement"] = final;
      const tip = middlewareData.arrow;
      if (arrowElement && tip) {
        arrowElement.style.left = tip.x == null ? "" : `${tip.x}px`;
        arrowElement.style.top = tip.y == null ? "" : `${tip.y}px`;
      }
    });
  };
  const stopUpdates = autoUpdate(anchor, panel, update);
  return () => {
    stopped = true;
    stopUpdates();
  };
}
