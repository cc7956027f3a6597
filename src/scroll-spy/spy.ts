import { hashTarget, isAnchorHash, samePage } from "../shared/in-page-links";
import { addPageOffset, pageOffset, startPageAnchors } from "../shared/page-anchors";
import { onPageScroll } from "./page-scroll";

/** The current link is worked out this long after scrolling stops (the specification's first debounce). */
const SPY_DEBOUNCE_MS = 100;
/** ...and this long after the layout stops changing: a resize, content growing or shrinking (the second). */
const LAYOUT_DEBOUNCE_MS = 250;

export interface SpyOptions {
  offset: () => number;
  currentClass: () => string;
}

/** The menu's links to sections of this page, each with its section. */
export function sectionLinks(root: Element): { link: HTMLAnchorElement; target: HTMLElement }[] {
  return [...root.querySelectorAll<HTMLAnchorElement>("a[href]")].flatMap((link) => {
    if (!samePage(link) || !isAnchorHash(link.hash)) return [];
    const target = hashTarget(link.hash);
    return target ? [{ link, target }] : [];
  });
}

/** The link whose section is current: the last whose top has reached the offset line (the last one at the page's end). */
export function currentLink(links: { link: HTMLAnchorElement; target: HTMLElement }[], offset: number): HTMLAnchorElement | null {
  if (links.length === 0) return null;
  const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atEnd && window.scrollY > 0) return links[links.length - 1]!.link;
  let current: HTMLAnchorElement | null = null;
  for (const { link, target } of links) if (target.getBoundingClientRect().top - offset <= 1) current = link;
  return current;
}

/**
 * Runs a scroll-spy over the menu in `root`: the section in view marks its link (aria-current="location" and the
 * class), worked out again 100 ms after scrolling stops and 250 ms after the layout stops changing. The spy's offset
 * is left above its sections when a link or the hash at load leads there (see page-anchors.ts).
 * Returns the stop function, which takes the marks away and releases every listener and timer.
 */
export function runSpy(root: HTMLElement, options: SpyOptions): () => void {
  let marked: { link: HTMLAnchorElement; className: string } | null = null;
  let scrollDebounce: ReturnType<typeof setTimeout> | undefined;
  let layoutDebounce: ReturnType<typeof setTimeout> | undefined;

  const mark = (link: HTMLAnchorElement | null) => {
    const className = options.currentClass();
    if (marked && (marked.link !== link || marked.className !== className)) {
      marked.link.removeAttribute("aria-current");
      marked.link.classList.remove(marked.className);
      marked = null;
    }
    if (!link || marked) return;
    link.setAttribute("aria-current", "location");
    link.classList.add(className);
    marked = { link, className };
  };
  const update = () => mark(currentLink(sectionLinks(root), Math.max(options.offset(), pageOffset())));
  const afterScroll = () => {
    clearTimeout(scrollDebounce);
    scrollDebounce = setTimeout(update, SPY_DEBOUNCE_MS);
  };
  const afterLayout = () => {
    clearTimeout(layoutDebounce);
    layoutDebounce = setTimeout(update, LAYOUT_DEBOUNCE_MS);
  };

  const releaseOffset = addPageOffset({
    offset: options.offset,
    covers: (target) => sectionLinks(root).some((section) => section.target === target),
  });
  const releaseAnchors = startPageAnchors();
  const stopScroll = onPageScroll(afterScroll);
  // The page's box changes size with the window and with its content (sections moving under a still page).
  const layout = new ResizeObserver(afterLayout);
  layout.observe(document.documentElement);
  afterScroll();

  return () => {
    releaseAnchors();
    releaseOffset();
    stopScroll();
    layout.disconnect();
    clearTimeout(scrollDebounce);
    clearTimeout(layoutDebounce);
    mark(null);
  };
}
