/**
 * Body scroll lock for open modals and off-canvas panels: the page stops scrolling while at least one holder is
 * open, and gets its own overflow and padding back when the last lets go. The scrollbar's width is kept as padding,
 * so the page does not move sideways.
 */
const holders = new Set<object>();
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(holder: object): void {
  holders.add(holder);
  if (saved) return;
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = "hidden";
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  root.setAttribute("data-x-scroll-locked", "");
}

export function unlockScroll(holder: object): void {
  if (!holders.delete(holder) || holders.size > 0 || !saved) return;
  const root = document.documentElement;
  root.style.overflow = saved.overflow;
  root.style.paddingRight = saved.paddingRight;
  if (!root.getAttribute("style")) root.removeAttribute("style");
  root.removeAttribute("data-x-scroll-locked");
  saved = null;
}

/** Whether anything holds the lock. */
export function scrollLocked(): boolean {
  return holders.size > 0;
}
