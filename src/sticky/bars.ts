import { addPageOffset, startPageAnchors } from "../shared/page-anchors";
import { onScrollFrame } from "../shared/scroll-frame";
import { stickyState, type Position, type StickyState } from "./sticky";

/**
 * Every sticky bar on the page, followed through one scroll reader of the shared scroll frame (one passive scroll
 * and resize listener, one run per animation frame): in that frame each bar is measured, in document order, so that
 * bars on one side stack (an admin bar above a header) without overlapping; then each gets its state.
 *
 * The top bars that stay shown once fixed cover the page's top: their heights are the page's anchor offset, given to
 * the page's anchor behaviour and written as the document's `scroll-padding-top` (in the x-elements layer, so a
 * page's own value wins), which the browser's own jumps (a plain anchor, find-in-page, focus) respect too.
 */
export interface BarConfig {
  position: Position;
  trigger(): number;
  onlyOnScrollUp: boolean;
}

export interface Bar {
  readonly host: HTMLElement;
  config(): BarConfig;
  /** The bar's place (page top of its placeholder) and natural height. */
  measure(): { top: number; height: number };
  apply(state: StickyState, stacked: number): void;
}

const bars = new Set<Bar>();
const last = new WeakMap<Bar, StickyState>();
const heights = new Map<Bar, number>();
let previousY = 0;
let stop: (() => void) | null = null;

let coveredTop = 0;
const paddingSheet = new CSSStyleSheet();
let releasePage: (() => void) | null = null;

/** The height the fixed top bars cover at the viewport's top (those that hide on scrolling down aside). */
function topCover(): number {
  let height = 0;
  for (const [bar, barHeight] of heights) {
    const { position, onlyOnScrollUp } = bar.config();
    if (position === "top" && !onlyOnScrollUp) height += barHeight;
  }
  return height;
}

function publishCover(): void {
  const height = topCover();
  if (height === coveredTop) return;
  coveredTop = height;
  paddingSheet.replaceSync(height > 0 ? `@layer x-elements { :root { scroll-padding-top: ${height}px; } }` : "");
}

/** While bars are on the page: the page's anchor behaviour, with their cover as its offset and scroll padding. */
function holdPage(): void {
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, paddingSheet];
  const releaseOffset = addPageOffset({ offset: () => coveredTop });
  const releaseAnchors = startPageAnchors();
  releasePage = () => {
    releaseAnchors();
    releaseOffset();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== paddingSheet);
    coveredTop = 0;
    paddingSheet.replaceSync("");
    releasePage = null;
  };
}

const inDocumentOrder = (a: Bar, b: Bar) => (a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

function read(): () => void {
  const scrollY = window.scrollY;
  const viewportHeight = window.innerHeight;
  const stacked = { top: 0, bottom: 0 };
  const results: Array<[Bar, StickyState, number]> = [];
  for (const bar of [...bars].sort(inDocumentOrder)) {
    const { position, trigger, onlyOnScrollUp } = bar.config();
    const { top, height } = bar.measure();
    heights.set(bar, height);
    const before = last.get(bar);
    const state = stickyState({
      position,
      scrollY,
      previousY,
      viewportHeight,
      trigger: trigger(),
      top,
      height,
      stacked: stacked[position],
      onlyOnScrollUp,
      wasFixed: before?.fixed ?? false,
      wasShown: before?.shown ?? false,
    });
    results.push([bar, state, stacked[position]]);
    last.set(bar, state);
    if (state.fixed && state.shown) stacked[position] += height;
  }
  previousY = scrollY;
  return () => {
    publishCover();
    for (const [bar, state, offset] of results) bar.apply(state, offset);
  };
}

/** Reads every bar again in the next frame (a bar's configuration or size changed). */
export function refreshBars(): void {
  if (!stop) return;
  stop();
  stop = onScrollFrame(read);
}

export function addBar(bar: Bar): () => void {
  bars.add(bar);
  // Measured at once: a hash jumped to as the page loads already knows the bar's height.
  heights.set(bar, bar.measure().height);
  publishCover();
  if (!stop) {
    previousY = window.scrollY;
    stop = onScrollFrame(read);
    holdPage();
  }
  return () => {
    bars.delete(bar);
    last.delete(bar);
    heights.delete(bar);
    publishCover();
    if (bars.size === 0) {
      stop?.();
      stop = null;
      releasePage?.();
    }
  };
}
