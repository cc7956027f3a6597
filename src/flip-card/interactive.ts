/** Elements a click belongs to rather than to the card they sit on: links and controls. */
const INTERACTIVE =
  "a[href], area[href], button, input, select, textarea, label, summary, [contenteditable]:not([contenteditable=false]), [tabindex]";

/**
 * Whether a click, by its composed path, landed on a link or a control inside the card (which then is its own and
 * does not turn the card), looking no further than the card's own element.
 */
export function onInteractive(path: readonly EventTarget[], card: Element): boolean {
  for (const target of path) {
    if (target === card) return false;
    if (target instanceof Element && target.matches(INTERACTIVE)) return true;
  }
  return false;
}
