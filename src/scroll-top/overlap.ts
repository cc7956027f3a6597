/** What a visitor could press or watch: links, controls, media, frames, anything focusable. */
const INTERACTIVE =
  "a[href], button, input, select, textarea, summary, label, video, audio, iframe, embed, object, [tabindex]:not([tabindex='-1']), [contenteditable]:not([contenteditable='false'])";

/**
 * Whether interactive content (a footer's link, a video's controls) lies under the rectangle, other than `own` and
 * what is in it: hit-tested at its centre and near its corners, through open shadow roots (a video element's
 * controls).
 */
export function coversInteractive(rect: DOMRect, own: Element): boolean {
  if (rect.width === 0 || rect.height === 0) return false;
  const inset = 2;
  const points: Array<[number, number]> = [
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
    [rect.left + inset, rect.top + inset],
    [rect.right - inset, rect.top + inset],
    [rect.left + inset, rect.bottom - inset],
    [rect.right - inset, rect.bottom - inset],
  ];
  return points.some(([x, y]) => interactiveAt(document, x, y, own, new Set()));
}

function interactiveAt(root: Document | ShadowRoot, x: number, y: number, own: Element, seen: Set<ShadowRoot>): boolean {
  for (const element of root.elementsFromPoint(x, y)) {
    if (element === own || own.contains(element)) continue;
    if (element.matches(INTERACTIVE)) return true;
    const shadow = element.shadowRoot;
    if (shadow && !seen.has(shadow)) {
      seen.add(shadow);
      if (interactiveAt(shadow, x, y, own, seen)) return true;
    }
  }
  return false;
}
