import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ElementProps } from "../define";
import type { countdownAttributes, countdownEvents } from "../../elements/x-countdown";
import { onceAt, onEverySecond } from "../shared/clock";
import { observeInView } from "../shared/in-view";
import { countdownView, nextStructureChangeAt, structureKey, structureKeyAt, type CountdownOptions } from "./countdown";
import { paintTexts } from "./paint";
import { serverOffsetMs } from "./server-offset";

export type CountdownProps = ElementProps<typeof countdownAttributes, typeof countdownEvents>;

/**
 * The end each element has fired x-complete for: kept with the element, not its render, so that an element
 * removed and put back later (a new mount) does not announce the same end again.
 */
const completedFor = new WeakMap<HTMLElement, number>();

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
  const timer = useRef<HTMLDivElement>(null);
  const [, rerender] = useState(0);

  // The first render writes the texts of its moment into elements not yet in the page (cheaper than writing
  // them after). Between renders the shared clock repaints them each second and asks React for a render only
  // when the structure changes (a unit hides, the end arrives). After each render, texts a repaint changed
  // behind React's back and React left alone (it compares with its own last render) are brought up to date.
  useLayoutEffect(() => {
    if (view) paintTexts(timer.current, view);
  });
  // In view, the shared clock repaints each second. Off screen nothing is painted: the countdown only wakes
  // when its structure can change (a unit hides, the end arrives), so the end still fires and the box still
  // hides, at no cost per second.
  const renderedKey = view ? structureKey(view) : "";
  useEffect(() => {
    if (!options || complete) return undefined;
    const repaint = (now: number) => {
      const next = countdownView(options, now);
      if (structureKey(next) !== renderedKey) rerender((n) => n + 1);
      else paintTexts(timer.current, next);
    };
    const sleepUntilStructureChange = (): (() => void) => {
      const at = nextStructureChangeAt(options, Date.now());
      if (at === null) return () => {};
      return onceAt(at, (now) => {
        if (structureKeyAt(options, now) !== renderedKey) rerender((n) => n + 1);
        else stopClock = sleepUntilStructureChange();
      });
    };
    let stopClock = onEverySecond(repaint);
    const stopWatching = observeInView(host, (visible) => {
      stopClock();
      if (visible) {
        repaint(Date.now());
        stopClock = onEverySecond(repaint);
      } else {
        stopClock = sleepUntilStructureChange();
      }
    });
    return () => {
      stopWatching();
      stopClock();
    };
  }, [options, complete, renderedKey, host]);

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
              <span part="value">{view.values[unit]}</span>
              <span part="label">{view.labels[unit]}</span>
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
