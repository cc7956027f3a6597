import { hashTarget, isAnchorHash, pushHash, scrollToElement } from "./hash-scroll";
import { LOCKING_KINDS, recordOf, request } from "./toggle-engine";

/*
 * The page's in-page anchors, for as long as a navigation element (x-sticky, x-menu, x-mega-menu, x-scroll-spy) is
 * on it: a hash in the address at load is jumped to, and again 300 ms later (late fonts and images move it); a link
 * to `#` + letter scrolls there smoothly, pushes its hash and moves focus to the target; the target lands below the
 * page's offset. The offset is the largest of the document's CSS `scroll-padding-top` (the page's own setting, and
 * what a fixed header writes there) and what the elements on the page ask for: a sticky header for every target, a
 * scroll-spy for the sections its menu links to.
 */

/** On load with a hash: a jump at once, and one more this much later, for layout that settles late. */
export const SECOND_JUMP_MS = 300;

/** An in-page anchor a click follows: the link and the element its hash points to. */
export interface InPageAnchor {
  link: HTMLAnchorElement;
  target: HTMLElement;
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

/** Closes the open modals and off-canvas panels the node is in: a link leads out of them. */
export function closeModalsAround(node: Node): void {
  let element: Element | null = node instanceof Element ? node : node.parentElement;
  while (element) {
    const record = recordOf(element);
    if (record?.open && LOCKING_KINDS.has(record.options.kind)) request(record, false, "trigger");
    const root = element.getRootNode();
    element = element.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
}

/** An offset an element asks for: for every target, or for the targets it covers (the sections of a scroll-spy's menu). */
export interface OffsetSource {
  offset(): number;
  covers?(target: Element): boolean;
}

const sources = new Set<OffsetSource>();

/** Adds an offset an element asks for (pixels left above a target); returns its removal. */
export function addPageOffset(source: OffsetSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}

/** Pixels left above any anchor's target: the document's scroll-padding-top, or more if an element asks for it. */
export function pageOffset(): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return Math.max(padding, ...[...sources].filter((source) => !source.covers).map((source) => source.offset()));
}

/** Pixels left above this target, read as a scroll goes: the page's offset, or more if an element covering it asks. */
export function offsetFor(target: Element): () => number {
  const covering = [...sources].filter((source) => source.covers?.(target));
  return () => Math.max(pageOffset(), ...covering.map((source) => source.offset()));
}

/** Follows an in-page anchor: out of the modals around the link, the hash pushed, the target scrolled to and focused. */
export function followAnchor({ link, target }: InPageAnchor): void {
  closeModalsAround(link);
  // The scroll starts before the hash goes in: a toggle the hash opens brings itself into view, and wins.
  scrollToElement(target, offsetFor(target));
  pushHash(link.hash);
  if (!target.matches(":focus-within")) {
    // Keyboard users continue from the target, as after a plain anchor jump.
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }
}

function click(event: MouseEvent): void {
  const anchor = anchorOfClick(event);
  if (!anchor) return;
  event.preventDefault();
  followAnchor(anchor);
}

function jumpToAddressHash(): void {
  const target = hashTarget(location.hash);
  if (target) scrollToElement(target, offsetFor(target), true);
}

let users = 0;
let loadJumpDone = false;
let secondJump: ReturnType<typeof setTimeout> | undefined;

/**
 * The page's anchor behaviour, held by one more element: the first one on the page adds the click listener and
 * makes the load jump (once a page; after the elements starting with it have asked for their offsets). Returns the
 * release; the last one out removes the listener.
 */
export function startPageAnchors(): () => void {
  if (users++ === 0) document.addEventListener("click", click);
  if (!loadJumpDone) {
    loadJumpDone = true;
    if (hashTarget(location.hash)) {
      queueMicrotask(() => {
        if (users === 0) return;
        jumpToAddressHash();
        secondJump = setTimeout(jumpToAddressHash, SECOND_JUMP_MS);
      });
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--users > 0) return;
    document.removeEventListener("click", click);
    clearTimeout(secondJump);
  };
}

/** For tests and the contract suite: how many elements hold the page's anchor behaviour. */
export function pageAnchorUsers(): number {
  return users;
}

/** For tests: the next element to start jumps to the address's hash again, as on a fresh page. */
export function resetLoadJump(): void {
  loadJumpDone = false;
}
