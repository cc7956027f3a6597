import { pushHash, scrollToElement } from "./hash-scroll";
import { anchorOfClick, hashTarget, type InPageAnchor } from "./in-page-links";
import { LOCKING_KINDS, recordOf, request } from "./toggle-engine";

/*
 * The page's in-page anchors. While a navigation element (x-sticky, x-menu, x-mega-menu, x-scroll-spy) is on the
 * page, a hash in the address at load is jumped to, and again 300 ms later (late fonts and images move it). On any
 * page with an element (smooth-anchor-links.ts), a link to `#` + letter scrolls there smoothly, pushes its hash and
 * moves focus to the target; the target lands below the page's offset. The offset is the largest of the document's CSS `scroll-padding-top` (the page's own setting, and
 * what a fixed header writes there) and what the elements on the page ask for: a sticky header for every target, a
 * scroll-spy for the sections its menu links to.
 */

/** On load with a hash: a jump at once, and one more this much later, for layout that settles late. */
export const SECOND_JUMP_MS = 300;

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

/** Focuses the target (focusable by script if it was not), unless focus is in it already; whether focus is in it. */
function focusTarget(target: HTMLElement): boolean {
  if (target.matches(":focus-within")) return true;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return target.matches(":focus-within");
}

/** Stops waiting to focus the last anchor's target. */
let stopWaiting = () => {};

/**
 * Focuses the target as soon as it can be: a modal closing around the link keeps the page inert until it has
 * closed, and then gives focus back to what opened it. Each focus that follows tries again, until one succeeds or
 * the visitor presses a key or a pointer (their own next step wins).
 */
function focusWhenFree(target: HTMLElement): void {
  stopWaiting();
  const retry = () => focusTarget(target) && stopWaiting();
  stopWaiting = () => {
    document.removeEventListener("focusin", retry, true);
    removeEventListener("keydown", stopWaiting, true);
    removeEventListener("pointerdown", stopWaiting, true);
    stopWaiting = () => {};
  };
  document.addEventListener("focusin", retry, true);
  addEventListener("keydown", stopWaiting, true);
  addEventListener("pointerdown", stopWaiting, true);
}

/**
 * Follows an in-page anchor: out of the modals around the link, the hash pushed, the target scrolled to and focused
 * (keyboard users continue from it, as after a plain anchor jump; also when a modal the link closed would give focus
 * back to its trigger).
 */
export function followAnchor({ link, target }: InPageAnchor): void {
  closeModalsAround(link);
  // The scroll starts before the hash goes in: a toggle the hash opens brings itself into view, and wins.
  scrollToElement(target, offsetFor(target));
  pushHash(link.hash);
  if (!focusTarget(target)) focusWhenFree(target);
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

let heldForGood = false;

/** The page's anchor links, followed from now on for as long as the page lives (every element's script holds them). */
export function holdAnchorLinks(): void {
  if (heldForGood) return;
  heldForGood = true;
  if (users++ === 0) document.addEventListener("click", click);
}

/**
 * The page's anchor behaviour, held by one more navigation element: the first one on the page adds the click
 * listener and makes the load jump (once a page; after the elements starting with it have asked for their
 * offsets). Returns the release; the last one out removes the listener (unless the page holds it for good).
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
