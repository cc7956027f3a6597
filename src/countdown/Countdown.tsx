import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { onceAt } from "../shared/clock";
import { observeInView } from "../shared/in-view";
import { logger } from "../shared/log";
import { useLanguage } from "../shared/use-language";
import { useElementState } from "../define/use-element-state";
import declaration from "./countdown.element";
import { countdownView, nextRefreshAt, nextStructureChangeAt, structureKey, structureKeyAt, type CountdownOptions } from "./countdown";
import { Reel } from "./Reel";
import { REEL_RENEW_MS, useReels } from "./use-reels";
import { serverOffsetMs } from "./server-offset";
import { useReadSecond } from "./use-read-second";
import { useTemplate } from "./use-template";

export type CountdownProps = ElementProps<typeof declaration>;

/**
 * The end each element has fired x-complete for: kept with the element, not its render, so that an element
 * removed and put back later (a new mount) does not announce the same end again.
 */
const completedFor = new WeakMap<HTMLElement, number>();
/** The elements that have warned of their deprecated aria-text: one warning each, however often they render. */
const warnedOfAriaText = new WeakSet<HTMLElement>();
const log = logger(declaration.tag);

export function Countdown(props: CountdownProps) {
  const { end, serverTime, leadingZeros, hideEmpty, hideOnComplete, completeMessage, labels, accessibleText, ariaText, units, host, emit } = props;
  const endMs = end?.getTime() ?? null;
  // The visitor's clock may be wrong: correct it by the server's clock.
  const serverTimeMs = serverTime?.getTime() ?? null;
  const offsetMs = serverTimeMs === null ? 0 : serverOffsetMs(serverTimeMs);
  const template = useTemplate(host, accessibleText, ariaText);
  const language = useLanguage(host);
  const options = useMemo<CountdownOptions | null>(
    () => (endMs === null ? null : { endMs, offsetMs, units, hideEmpty, leadingZeros, labels, accessibleText: template, language }),
    [endMs, offsetMs, units, hideEmpty, leadingZeros, labels, template, language],
  );
  const usesAriaText = ariaText !== "";
  useEffect(() => {
    if (!usesAriaText || warnedOfAriaText.has(host)) return;
    warnedOfAriaText.add(host);
    log.warn('attribute "aria-text" is deprecated: use "accessible-text" (a name that looks like an ARIA attribute fails accessibility checks)');
  }, [usesAriaText, host]);

  const view = options && countdownView(options, Date.now());
  const complete = view?.complete ?? false;
  const running = options !== null && !complete;
  const timer = useRef<HTMLDivElement>(null);
  const [, rerender] = useState(0);

  // In view, a unit's value and label are reels the browser plays (use-reels.ts), from the moment `reelsFrom`,
  // and the element renders again only when the accessible text or the structure changes (a unit hides, the end
  // arrives). Off screen (null) the units show the texts of their last render, and the countdown only wakes when
  // its structure changes, so the end still fires and the box still hides, at no cost per second.
  const [reelsFrom, setReelsFrom] = useState<number | null>(null);
  const reels = useReels(options, running, reelsFrom);

  useEffect(() => {
    if (!running) return undefined;
    const stopWatching = observeInView(host, (visible) => setReelsFrom(visible ? Date.now() : null));
    return () => {
      stopWatching();
      setReelsFrom(null); // a countdown that runs again (a later end) starts from its texts, not from stale reels
    };
  }, [host, running]);

  // The texts of the moment a visitor reads the reels (a selection, a copy): see use-read-second.ts.
  const readSecond = useReadSecond(host, reels !== null, options);

  const renderedKey = view ? structureKey(view) : "";
  useEffect(() => {
    if (!options || complete) return undefined;
    if (reelsFrom !== null) {
      const refresh = nextRefreshAt(options, Date.now());
      if (refresh === null) return undefined;
      // A transition: React renders the countdowns in view in slices, so that their minute's renders (all at once
      // on a page whose countdowns end together) make no long task; the reels have slack to spare meanwhile.
      return onceAt(Math.min(refresh, reelsFrom + REEL_RENEW_MS), (now) => startTransition(() => setReelsFrom(now)));
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

  // A reel's window hides its other texts, and the browser may scroll it (find in page, a text selection dragged
  // past its edge), which would show another text than the reel's: put it back at once.
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

  useElementState(host, "complete", complete);
  useElementState(host, "hidden-on-complete", complete && hideOnComplete);
  useLayoutEffect(() => {
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
        <div key="timer" part="timer" role="timer" aria-label={view.aria} ref={timer} data-reading={readSecond !== null ? "" : undefined}>
          {view.shown.map((unit) => (
            <span key={unit} part="unit" data-unit={unit} aria-hidden="true">
              <Reel
                part="value"
                text={view.values[unit]}
                play={reels?.[unit]?.value ?? null}
                perSecond={unit === "s"}
                reading={readSecond !== null}
              />
              <Reel
                part="label"
                text={view.labels[unit]}
                play={reels?.[unit]?.label ?? null}
                perSecond={unit === "s"}
                reading={readSecond !== null}
              />
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
