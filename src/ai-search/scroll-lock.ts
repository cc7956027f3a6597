/*
 * The page does not scroll behind an open overlay: the body's overflow is hidden while any overlay is open, and
 * put back as it was when the last one closes.
 */
let locks = 0;
let saved = "";

/** Locks the body's scrolling; the returned function releases this lock (once). */
export function lockScroll(): () => void {
  if (locks++ === 0) {
    saved = document.body.style.overflow;
    document.body.style.overflow = "hidden";
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) document.body.style.overflow = saved;
  };
}
