import { easeScrollTo } from "./eased-scroll";
import { prefersReducedMotion } from "./reduced-motion";

/*
 * In-page anchors: which hashes scroll, where their targets are, and the eased scroll to them. Shared by the toggles
 * (a hash opens a toggle bound to it) and the scroll-spy (anchor links scroll smoothly, the current section is
 * marked).
 */

/** The window event sent when a script pushes a hash into history (pushState sends no hashchange). */
export const HASH_PUSH_EVENT = "x-hash-push";

/** Hash scrolling lasts this long, easing out. */
export const HASH_SCROLL_MS = 500;

/**
 * Whether a hash is an in-page anchor to scroll to: `#` followed by a letter. `#/` (a script's route) and
 * `#wp-toolbar` (WordPress's admin bar skip link) are not.
 */
export function isAnchorHash(hash: string): boolean {
  return /^#[A-Za-z]/.test(hash) && hash !== "#wp-toolbar";
}

/** The element a hash points to in the document, or null. */
export function hashTarget(hash: string): HTMLElement | null {
  if (!isAnchorHash(hash)) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: the hash as written
  }
  return document.getElementById(id);
}

/** Puts the hash in the address bar as a new history entry (no jump) and tells the page's listeners. */
export function pushHash(hash: string): void {
  if (location.hash === hash) return;
  history.pushState(history.state, "", hash);
  window.dispatchEvent(new Event(HASH_PUSH_EVENT));
}

/** Takes the hash out of the address bar, in the current history entry. */
export function clearHash(): void {
  history.replaceState(history.state, "", location.pathname + location.search);
}

/** Ease-out (cubic): quick start, gentle landing. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** The page's scroll position that brings the element's top `offset` pixels below the viewport's top. */
export function scrollTopFor(target: Element, offset: number): number {
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  return Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
}

let running: (() => void) | null = null;

/**
 * Scrolls the page so the element's top sits `offset` pixels below the viewport's top: eased over 500 ms, or at
 * once when `instant` or the visitor prefers reduced motion. A new scroll cancels the one under way. Returns a
 * function that cancels it.
 */
export function scrollToElement(target: Element, offset: number, instant = false): () => void {
  running?.();
  const duration = instant || prefersReducedMotion() ? 0 : HASH_SCROLL_MS;
  let stop = () => {};
  const cancel = () => {
    stop();
    if (running === cancel) running = null;
  };
  running = cancel;
  stop = easeScrollTo(scrollTopFor(target, offset), duration, easeOut, () => {
    if (running === cancel) running = null;
  });
  return cancel;
}
