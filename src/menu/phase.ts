import { prefersReducedMotion } from "../shared/reduced-motion";
import type { MenuItem } from "./tree";

/**
 * An item's state as `data-x-state` on its li: inactive → opening → active → closing → inactive, so that CSS can
 * style both phases. The submenu's animation (a fade on desktop, its height in a mobile accordion) sets the pace;
 * under reduced motion, or with a duration of 0, the phases pass at once.
 */
export type Phase = "inactive" | "opening" | "active" | "closing";
export type Motion = "fade" | "height";

const running = new WeakMap<Element, Animation>();

export function setPhase(item: MenuItem, open: boolean, motion: Motion, duration: number): void {
  const { li, submenu } = item;
  running.get(submenu)?.cancel();
  running.delete(submenu);
  const end: Phase = open ? "active" : "inactive";
  if (duration <= 0 || prefersReducedMotion() || typeof submenu.animate !== "function") {
    li.setAttribute("data-x-state", end);
    return;
  }
  li.setAttribute("data-x-state", open ? "opening" : "closing");
  const keyframes =
    motion === "height"
      ? [
          { height: "0px", overflow: "hidden" },
          { height: `${submenu.scrollHeight}px`, overflow: "hidden" },
        ]
      : [
          { opacity: 0, transform: "translateY(-0.25rem)" },
          { opacity: 1, transform: "none" },
        ];
  const animation = submenu.animate(open ? keyframes : [...keyframes].reverse(), { duration, easing: "ease" });
  running.set(submenu, animation);
  animation.addEventListener("finish", () => {
    if (running.get(submenu) !== animation) return;
    running.delete(submenu);
    li.setAttribute("data-x-state", end);
  });
}

/** Stops any animation (on unmount: the item is put back by the tree). */
export function stopPhase(item: MenuItem): void {
  running.get(item.submenu)?.cancel();
  running.delete(item.submenu);
}
