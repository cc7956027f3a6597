/** Hover intent: the pointer must rest this long on the toggle to open it, and be away this long to close it. */
export const HOVER_OPEN_MS = 100;
export const HOVER_CLOSE_MS = 100;

/**
 * Opens on a mouse resting on the toggle (its trigger or its panel, which lies inside it) and closes once the mouse
 * has left it. The panel is inside the toggle's element, so entering it (or a nested toggle's panel) is no leave,
 * and a pending close is cancelled. Returns the stop function.
 */
export function hoverIntent(host: HTMLElement, setOpen: (open: boolean) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (open: boolean, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => setOpen(open), ms);
  };
  const enter = (event: PointerEvent) => event.pointerType === "mouse" && later(true, HOVER_OPEN_MS);
  const leave = (event: PointerEvent) => event.pointerType === "mouse" && later(false, HOVER_CLOSE_MS);
  host.addEventListener("pointerenter", enter);
  host.addEventListener("pointerleave", leave);
  return () => {
    clearTimeout(timer);
    host.removeEventListener("pointerenter", enter);
    host.removeEventListener("pointerleave", leave);
  };
}
