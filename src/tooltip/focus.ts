/*
 * Focus moves for a popover: into its content when it opens, back to the anchor when it closes.
 */

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]",
].join(",");

/** The first element a Tab would reach among the slot's content (the nodes assigned to it and their descendants). */
export function firstFocusable(slot: HTMLSlotElement): HTMLElement | null {
  for (const element of slot.assignedElements({ flatten: true })) {
    const candidates = [element, ...element.querySelectorAll(FOCUSABLE)];
    for (const candidate of candidates) {
      if (!(candidate instanceof HTMLElement) || !candidate.matches(FOCUSABLE) || candidate.tabIndex < 0) continue;
      if (candidate.checkVisibility()) return candidate;
    }
  }
  return null;
}

/** The focused element, looking into shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The anchor's text, as a name for the dialog it opens: its aria-label, or its visible text. */
export function anchorName(anchor: HTMLElement): string {
  return (anchor.getAttribute("aria-label") ?? anchor.textContent ?? "").replace(/\s+/g, " ").trim();
}
