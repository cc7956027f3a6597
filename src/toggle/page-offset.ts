/**
 * The room the page keeps above an in-page jump's target: the root's `scroll-padding-top` (a sticky header sets it,
 * and the browser's own jumps honour it), in pixels. A percentage is of the viewport's height.
 */
export function pageScrollPadding(): number {
  const value = getComputedStyle(document.documentElement).scrollPaddingTop;
  const number = Number.parseFloat(value);
  if (!Number.isFinite(number)) return 0; // auto
  return value.endsWith("%") ? (number / 100) * window.innerHeight : number;
}
