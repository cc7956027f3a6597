import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ElementProps } from "../define";
import type { countdownAttributes, countdownEvents } from "../../elements/x-countdown";
import { onceAt } from "../shared/clock";
import { observeInView } from "../shared/in-view";
import {
  countdownView,
  cycleTime,
  cyclicPlan,
  nextRefreshAt,
  nextStructureChangeAt,
  spanPlan,
  structureKey,
  structureKeyAt,
  unitCycle,
  type CountdownOptions,
  type ReelPlan,
  type ReelText,
  type Unit,
} from "./countdown";
import { Reel, type ReelPlay } from "./Reel";
import { serverOffsetMs } from "./server-offset";

export type CountdownProps = ElementProps<typeof countdownAttributes, typeof countdownEvents>;

/**
 * The end each element has fired x-complete for: kept with the element, not its render, so that an element
 * removed and put back later (a new mount) does not announce the same end again.
 */
const completedFor = new WeakMap<HTMLElement, number>();

/**
 * How far ahead a countdown in view lays out the reels of units that do not cycle (the largest unit shown). It
 * renders again at the latest a minute later (when the accessible text changes): the rest is slack for a main
 * thread that is late (a busy page, a tab whose timers the browser throttles).
 */
const REEL_SPAN_MS = 90_000;

/** A unit's value and label as reels to play. */
interface UnitReels {
  value: ReelPlay;
  label: ReelPlay;
}

function plays(plan: ReelPlan, runTimeAt: (nowMs: number) => number): UnitReels {
  const play = (texts: ReelText[]): ReelPlay => ({ texts, durationMs: plan.durationMs, cyclic: plan.cyclic, runTimeAt });
  return { value: play(plan.values), label: play(plan.labels) };
}

function mapUnits<T>(units: readonly Unit[], each: (unit: Unit) => T): Partial<Record<Unit, T>> {
  return Object.fromEntries(units.map((unit) => [unit, each(unit)]));
}

export function Countdown(props: CountdownProps) {
  const { end, serverTime, leadingZeros, hideEmpty, hideOnComplete, completeMessage, labels, ariaText, units, host, emit } = props;
  const endMs = end?.getTime() ?? null;
  // The visitor's clock may be wrong: correct it by the server's clock.
  const serverTimeMs = serverTime?.getTime() ?? null;
  const offsetMs = serverTimeMs === null ? 0 : serverOffsetMs(serverTimeMs);
  const options = useMemo<CountdownOptions | null>(
    () => (endMs === null ? null : { endMs, offsetMs, units, hideEmpty, leadingZeros, labels, ariaText }),
    [endMs, offsetMs, units, hideEmpty, leadingZeros, labels, ariaText],
  );

  const view = options && countdownView(options, Date.now());
  const complete = view?.complete ?? false;
  const running = options !== null && !complete;
  const timer = useRef<HTMLDivElement>(null);
  const [, rerender] = useState(0);

  // In view, a unit's value and label are reels played by the browser: a cycle of its values (60 seconds, 60
  // minutes, 24 hours) that repeats, or, for the largest unit, its texts from the moment `reelsFrom` on. The
  // element renders again only when the accessible text or the structure changes (a unit hides, the end
  // arrives). Off screen (null) the units show the texts of their last render, and the countdown only wakes when
  // its structure changes, so the end still fires and the box still hides, at no cost per second.
  const [reelsFrom, setReelsFrom] = useState<number | null>(null);
  // The cycles depend on the attributes only: the same texts render again without any work (a minute's render
  // on a page of a thousand countdowns allocates next to nothing, so it sets off no garbage collection).
  const cycles = useMemo(() => {
    if (!options) return null;
    return mapUnits(options.units, (unit) => {
      const cycle = unitCycle(options, unit);
      if (cycle === null) return null;
      return plays(cyclicPlan(options, unit, cycle), (now) => cycleTime(options, unit, cycle, now));
    });
  }, [options]);
  const reels = useMemo(() => {
    if (!options || !running || reelsFrom === null || !cycles) return null;
    return mapUnits(options.units, (unit) => cycles[unit] ?? plays(spanPlan(options, unit, reelsFrom, REEL_SPAN_MS), (now) => now - reelsFrom));
  }, [options, running, reelsFrom, cycles]);

  useEffect(() => {
    if (!running) return undefined;
    return observeInView(host, (visible) => setReelsFrom(visible ? Date.now() : null));
  }, [host, running]);

  const renderedKey = view ? structureKey(view) : "";
  useEffect(() => {
    if (!options || complete) return undefined;
    if (reelsFrom !== null) {
      const at = nextRefreshAt(options, Date.now());
      // A transition: React renders the countdowns in view in slices, so that their minute's renders (all at once
      // on a page whose countdowns end together) make no long task; the reels have slack to spare meanwhile.
      return at === null ? undefined : onceAt(at, (now) => startTransition(() => setReelsFrom(now)));
    }
    const sleepUntilStructureChange = (): (() => void) => {
      const at = nextStructureChangeAt(options, Date.now());
      if (at === null) return () => {};
      return onceAt(at, (now) => {
        if (structureKeyAt(options, now) !== renderedKey) rerender((n) => n + 1);
        else stopClock = sleepUntilStructureChange();
      });
    };
    let stopClock = sleepUntilStructureChange();
    return () => stopClock();
  }, [options, complete, renderedKey, reelsFrom]);

  // A unit's window hides the other entries of its reel, and the browser may scroll it (find in page, a text
  // selection dragged past its edge), which would show another entry than the reel's: put it back at once.
  useEffect(() => {
    const element = timer.current;
    if (!element) return undefined;
    const unscroll = (event: Event) => {
      const scrolled = event.target as Element;
      scrolled.scrollTop = 0;
      scrolled.scrollLeft = 0;
    };
    element.addEventListener("scroll", unscroll, { capture: true });
    return () => element.removeEventListener("scroll", unscroll, { capture: true });
  }, [running]);

  useLayoutEffect(() => {
    if (complete) host.setAttribute("complete", hideOnComplete ? "hidden" : "");
    else host.removeAttribute("complete");
    if (complete && completedFor.get(host) !== endMs) {
      completedFor.set(host, endMs!);
      emit("x-complete", { end: new Date(endMs!).toISOString() });
    }
  }, [complete, hideOnComplete, endMs, host, emit]);

  // Without a valid end there is nothing to count: the page's own text stays.
  if (!view) return <slot />;
  if (complete && hideOnComplete) return null;
  return (
    <>
      {!complete && (
        <div key="timer" part="timer" role="timer" aria-label={view.aria} ref={timer}>
          {view.shown.map((unit) => (
            <span key={unit} part="unit" data-unit={unit} aria-hidden="true">
              <Reel part="value" text={view.values[unit]} play={reels?.[unit]?.value ?? null} />
              <Reel part="label" text={view.labels[unit]} play={reels?.[unit]?.label ?? null} />
            </span>
          ))}
        </div>
      )}
      {/* The live region is there, empty, while the countdown runs: one that appears with its text may not be
          announced. */}
      <div key="status" part="complete" role="status">
        {complete && <slot name="complete">{completeMessage}</slot>}
      </div>
    </>
  );
}
