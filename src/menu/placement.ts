/**
 * Which way a submenu opens so that it stays in the viewport. A top-level submenu hangs below its item, aligned
 * with the item's start edge ("right": it extends rightwards) or, flipped, with its end edge ("left"). A nested one
 * opens beside its item: to the right of it, or flipped, to the left. A submenu under a flipped one prefers the
 * left too, as do the submenus of a right-to-left page. When neither side fits, the side with more room wins.
 */
export type Side = "right" | "left";

export interface Box {
  left: number;
  right: number;
}

export function submenuSide(item: Box, width: number, viewportWidth: number, nested: boolean, preferred: Side = "right"): Side {
  const rightEnd = nested ? item.right + width : item.left + width;
  const leftStart = nested ? item.left - width : item.right - width;
  const fitsRight = rightEnd <= viewportWidth;
  const fitsLeft = leftStart >= 0;
  if (preferred === "right" ? fitsRight : fitsLeft) return preferred;
  if (preferred === "right" ? fitsLeft : fitsRight) return preferred === "right" ? "left" : "right";
  const roomRight = viewportWidth - (nested ? item.right : item.left);
  const roomLeft = nested ? item.left : item.right;
  return roomRight >= roomLeft ? "right" : "left";
}
