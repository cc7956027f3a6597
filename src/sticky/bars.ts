import { onScrollFrame } from "../shared/scroll-frame";
import { stickyState, type Position, type StickyState } from "./sticky";

/**
 * Every sticky bar on the page, followed through one scroll reader of the shared scroll frame (one passive scroll
 * and resize listener, one run per animation frame): in that frame each bar is measured, in document order, so that
 * bars on one side stack (an admin bar above a header) without overlapping; then each gets its state.
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
let previousY = 0;
let stop: (() => void) | null = null;

const inDocumentOrder = (a: Bar, b: Bar) => (a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

function read(): () => void {
  const scrollY = window.scrollY;
  const viewportHeight = window.innerHeight;
  const stacked = { top: 0, bottom: 0 };
  const results: Array<[Bar, StickyState, number]> = [];
  for (const bar of [...bars].sort(inDocumentOrder)) {
    const { position, trigger, onlyOnScrollUp } = bar.config();
    const { top, height } = bar.measure();
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
  if (!stop) {
    previousY = window.scrollY;
    stop = onScrollFrame(read);
  }
  return () => {
    bars.delete(bar);
    last.delete(bar);
    if (bars.size === 0) {
      stop?.();
      stop = null;
    }
  };
}
