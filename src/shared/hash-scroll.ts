import { easeScrollTo } from "./eased-scroll";
import { inPreview } from "./preview";
import { prefersReducedMotion } from "./reduced-motion";

/*
 * In-page anchors: where their targets are, and the eased scroll to them (which hashes are anchors is
 * in-page-links.ts). Shared by the toggles (a hash opens a toggle bound to it), the page's anchor behaviour
 * (page-anchors.ts) and the menus.
 */

/** The window event sent when a script pushes a hash into history (pushState sends no hashchange). */
export const HASH_PUSH_EVENT = "x-hash-push";

/** Hash scrolling lasts this long, easing out. */
export const HASH_SCROLL_MS = 500;

/**
 * Whether the page's address may be written: not in a preview, such as the block editor's canvas, whose document
 * may be a blob: one that refuses it (and whose address is the editor's).
 */
export function addressWritable(): boolean {
  return !inPreview();
}

/** Puts the hash in the address bar as a new history entry (no jump) and tells the page's listeners. */
export function pushHash(hash: string): void {
  if (location.hash === hash || !addressWritable()) return;
  history.pushState(history.state, "", hash);
  window.dispatchEvent(new Event(HASH_PUSH_EVENT));
}

/** Takes the hash out of the address bar, in the current history entry. */
export function clearHash(): void {
  if (!addressWritable()) return;
  history.replaceState(history.state, "", location.pathname + location.search);
}

/** Where a scroll to the element is headed, read as it goes: null once the element left the document. */
export function destinationOf(target: Element, offset: () => number): () => number | null {
  return () => (target.isConnected ? scrollTopFor(target, offset()) : null);
}

/** Ease-out (cubic): quick start, gentle landing. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** The page's scroll position that brings the element's top `offset` pixels below the viewport's top. */
export function scrollTopFor(target: Element, offset: number): number {
  // Rounded down: a page scrolls by whole pixels, and the target is to land below the offset, never under it.
  const top = Math.floor(target.getBoundingClientRect().top + window.scrollY - offset);
  return Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
}

let running: (() => void) | null = null;

/**
 * Scrolls the page so the element's top sits `offset` pixels below the viewport's top: eased over 500 ms, or at
 * once when `instant` or the visitor prefers reduced motion. The destination (and the offset, when a function) is
 * read again as the scroll goes, and an instant jump is made again at the next frame: a click that closed a menu
 * above the target moves it a moment later. A new scroll cancels the one under way. Returns a function that
 * cancels it.
 */
export function scrollToElement(target: Element, offset: number | (() => number), instant = false): () => void {
  running?.();
  const offsetNow = typeof offset === "function" ? offset : () => offset;
  const destination = destinationOf(target, offsetNow);
  const duration = instant || prefersReducedMotion() ? 0 : HASH_SCROLL_MS;
  let stop = () => {};
  let settle = 0;
  const cancel = () => {
    stop();
    cancelAnimationFrame(settle);
    if (running === cancel) running = null;
  };
  running = cancel;
  stop = easeScrollTo(destination, duration, easeOut, () => {
    if (duration > 0) {
      if (running === cancel) running = null;
      return;
    }
    settle = requestAnimationFrame(() => {
      const top = destination();
      if (top !== null) window.scrollTo({ top, behavior: "instant" });
      if (running === cancel) running = null;
    });
  });
  return cancel;
}
