/**
 * When a sticky bar is fixed and whether it shows: pure arithmetic over page coordinates (pixels from the top of
 * the document).
 *
 * A top bar is fixed once the page has scrolled past the trigger and the bar's own place has reached the bars
 * above it (an admin bar); a bottom bar once past the trigger while its place is still below the viewport. With
 * only-on-scroll-up a fixed bar shows while the visitor scrolls up and hides while they scroll down. A bar that
 * becomes fixed while its place is in view shows at once (nothing to slide in); otherwise it enters animated.
 */
export type Position = "top" | "bottom";
export type Effect = "enter" | "entering" | "exit" | "exiting";

export interface StickyInput {
  position: Position;
  scrollY: number;
  /** The scroll position of the previous frame: the direction. */
  previousY: number;
  viewportHeight: number;
  /** The trigger offset, in page pixels. */
  trigger: number;
  /** The bar's place in the page (its placeholder's top) and its natural height. */
  top: number;
  height: number;
  /** The height of the bars already fixed on the same side (stacked before this one). */
  stacked: number;
  onlyOnScrollUp: boolean;
  /** The bar's state in the previous frame. */
  wasFixed: boolean;
  wasShown: boolean;
}

export interface StickyState {
  fixed: boolean;
  shown: boolean;
  /** Whether the change (fixed and shown) should animate in, rather than appear in place. */
  animate: boolean;
}

export function stickyState(input: StickyInput): StickyState {
  const { position, scrollY, previousY, viewportHeight, trigger, top, height, stacked, onlyOnScrollUp, wasFixed, wasShown } = input;
  const fixed =
    position === "top"
      ? scrollY > trigger && scrollY + stacked >= top && scrollY > 0
      : scrollY > trigger && top + height > scrollY + viewportHeight - stacked;
  if (!fixed) return { fixed: false, shown: false, animate: false };
  let shown = true;
  if (onlyOnScrollUp) {
    if (scrollY < previousY) shown = true;
    else if (scrollY > previousY) shown = false;
    else shown = wasFixed ? wasShown : false;
  }
  // Its place still in view: it becomes fixed where it stands, without an entrance.
  const placeInView = position === "top" ? top + height > scrollY + stacked : top < scrollY + viewportHeight - stacked;
  return { fixed, shown, animate: !(placeInView && !wasFixed) };
}

/** The effect state that follows a change of `shown`: the animated phase, or the end state at once. */
export function nextEffect(shown: boolean, animate: boolean): Effect {
  if (shown) return animate ? "entering" : "enter";
  return animate ? "exiting" : "exit";
}

/** A trigger offset: a number of pixels, or a CSS selector (the bottom of the element it finds). */
export function isTriggerOffset(raw: string): boolean {
  const text = raw.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return true;
  if (text === "" || typeof document === "undefined") return text !== "";
  try {
    document.createDocumentFragment().querySelector(text);
    return true;
  } catch {
    return false;
  }
}

/** The trigger offset in page pixels: the number, or the bottom of the selector's element (0 when none matches). */
export function triggerPixels(raw: string): number {
  const text = raw.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  try {
    const element = document.querySelector(text);
    return element ? element.getBoundingClientRect().bottom + window.scrollY : 0;
  } catch {
    return 0;
  }
}
