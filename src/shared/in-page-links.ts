/*
 * Which clicks follow a link, and which links lead to a section of this very page: light enough for the script
 * every element loads (smooth-anchor-links.ts), and shared by the page's anchor behaviour, the menus and the spy.
 */

/** An in-page anchor a click follows: the link and the element its hash points to. */
export interface InPageAnchor {
  link: HTMLAnchorElement;
  target: HTMLElement;
}

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

/** Whether a link points into this very page (same origin, path and query). */
export function samePage(link: HTMLAnchorElement): boolean {
  return link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;
}

/** The link a plain primary click (no modifier key, not handled yet) follows in this tab, or null. */
export function linkOfClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return (
    event.composedPath().find((target): target is HTMLAnchorElement => target instanceof HTMLAnchorElement && target.hasAttribute("href")) ?? null
  );
}

/** The in-page anchor a plain primary click (no modifier key, not handled yet) follows, or null. */
export function anchorOfClick(event: MouseEvent): InPageAnchor | null {
  const link = linkOfClick(event);
  if (!link || !samePage(link) || !isAnchorHash(link.hash)) return null;
  const target = hashTarget(link.hash);
  return target ? { link, target } : null;
}
