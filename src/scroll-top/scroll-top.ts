import { easeScrollTo } from "../shared/eased-scroll";

/**
 * The scroll-to-top button's arithmetic: how much of the page is scrolled, and the eased scroll back up.
 */

/** The share of the page's scrollable distance scrolled so far, 0 to 1 (0 on a page that does not scroll). */
export function scrolledShare(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

/** The theme's "ease": a CSS `ease`-like curve (quick middle, gentle ends). */
export const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls the window to the top over `duration` ms (or at once when it is 0), then calls `done`. Returns the cancel
 * function (a cancelled scroll does not call `done`).
 */
export function scrollToTop(duration: number, done: () => void): () => void {
  return easeScrollTo(0, duration, ease, done);
}

/** Where focus goes once at the top: the element the selector finds, else the page's first h1, else `main`. */
export function focusTarget(selector: string): HTMLElement | null {
  if (selector) {
    try {
      const found = document.querySelector<HTMLElement>(selector);
      if (found) return found;
    } catch {
      // an invalid selector was refused by the attribute; nothing more to do here
    }
  }
  return document.querySelector<HTMLElement>("h1") ?? document.querySelector<HTMLElement>("main, [role='main']");
}

/** Focuses an element that may not be focusable (a heading): a tabindex of -1 while it has focus. */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) {
    element.setAttribute("tabindex", "-1");
    element.addEventListener("blur", () => element.removeAttribute("tabindex"), { once: true });
  }
  element.focus({ preventScroll: true });
}
