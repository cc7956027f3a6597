import { hashTarget, isAnchorHash, pushHash, scrollToElement } from "../shared/hash-scroll";
import { onPageScroll } from "./page-scroll";

/** The current link is worked out this long after scrolling stops (the specification's debounce). */
export const SPY_DEBOUNCE_MS = 100;
/** On load with a hash: a jump at once, and one more this much later, for layout that settles late. */
export const SECOND_JUMP_MS = 300;

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

function samePage(link: HTMLAnchorElement): boolean {
  return link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;
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

let loadJumpDone = false;

/**
 * Runs a scroll-spy over the menu in `root`: anchor links scroll smoothly to their section (minus the offset) and
 * push their hash; the section in view marks its link (aria-current="location" and the class); a hash in the
 * address at load is jumped to at once and again SECOND_JUMP_MS later. Returns the stop function, which takes the
 * marks away and releases every listener and timer.
 */
export function runSpy(root: HTMLElement, options: SpyOptions): () => void {
  let marked: { link: HTMLAnchorElement; className: string } | null = null;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];

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
  const update = () => mark(currentLink(sectionLinks(root), options.offset()));
  const scheduleUpdate = () => {
    clearTimeout(debounce);
    debounce = setTimeout(update, SPY_DEBOUNCE_MS);
  };

  const click = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event
      .composedPath()
      .find((target): target is HTMLAnchorElement => target instanceof HTMLAnchorElement && target.hasAttribute("href"));
    if (!link || !root.contains(link) || !samePage(link) || !isAnchorHash(link.hash)) return;
    const target = hashTarget(link.hash);
    if (!target) return;
    event.preventDefault();
    pushHash(link.hash);
    scrollToElement(target, options.offset());
    if (!target.matches(":focus-within")) {
      // Keyboard users continue from the section, as after a plain anchor jump.
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
  };
  root.addEventListener("click", click);
  const stopScroll = onPageScroll(scheduleUpdate);

  if (!loadJumpDone) {
    loadJumpDone = true;
    const target = hashTarget(location.hash);
    if (target) {
      scrollToElement(target, options.offset(), true);
      timers.push(setTimeout(() => scrollToElement(target, options.offset(), true), SECOND_JUMP_MS));
    }
  }
  scheduleUpdate();

  return () => {
    root.removeEventListener("click", click);
    stopScroll();
    clearTimeout(debounce);
    for (const timer of timers) clearTimeout(timer);
    mark(null);
  };
}

/** For tests: a later spy jumps to the address's hash again, as on a fresh page. */
export function resetLoadJump(): void {
  loadJumpDone = false;
}
