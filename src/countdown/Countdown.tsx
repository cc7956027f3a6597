import { useLayoutEffect, useMemo, useRef } from "react";
import type { ElementProps } from "../define";
import type { countdownAttributes, countdownEvents } from "../../elements/x-countdown";
import {
  accessibleText,
  emptyUnits,
  formatValue,
  remainingSeconds,
  splitSeconds,
  unitLabel,
  type Unit,
} from "./countdown";
import { useSecondTicks } from "./use-second-ticks";

export type CountdownProps = ElementProps<typeof countdownAttributes, typeof countdownEvents>;

export function Countdown(props: CountdownProps) {
  const { end, serverTime, leadingZeros, hideEmpty, hideOnComplete, completeMessage, labels, ariaText, units, host, emit } = props;
  const endMs = end?.getTime() ?? null;
  // The visitor's clock may be wrong: correct it by the server's clock, measured once when server-time is read.
  // Whole seconds only: server-time has one-second resolution, and ticks stay on the second boundary.
  const offsetMs = useMemo(() => (serverTime ? Math.round((serverTime.getTime() - Date.now()) / 1000) * 1000 : 0), [serverTime]);
  const remaining = endMs === null ? 0 : remainingSeconds(endMs, Date.now() + offsetMs);
  const complete = endMs !== null && remaining === 0;
  useSecondTicks(endMs !== null && !complete);

  // A unit hidden for being empty stays hidden until the end time changes.
  const hidden = useRef<{ endMs: number | null; units: Set<Unit> }>({ endMs, units: new Set() });
  if (hidden.current.endMs !== endMs) hidden.current = { endMs, units: new Set() };
  const values = splitSeconds(remaining, units);
  if (hideEmpty) for (const unit of emptyUnits(values)) hidden.current.units.add(unit);

  const firedFor = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (complete) host.setAttribute("complete", hideOnComplete ? "hidden" : "");
    else host.removeAttribute("complete");
    if (complete && firedFor.current !== endMs) {
      firedFor.current = endMs;
      emit("x-complete", { end: new Date(endMs!).toISOString() });
    }
  }, [complete, hideOnComplete, endMs, host, emit]);

  // Without a valid end there is nothing to count: the page's own text stays.
  if (endMs === null) return <slot />;
  if (complete) {
    return hideOnComplete ? null : (
      <div part="complete" role="status">
        <slot name="complete">{completeMessage}</slot>
      </div>
    );
  }
  const shown = units.filter((unit) => !hidden.current.units.has(unit));
  return (
    <div part="timer" role="timer" aria-label={accessibleText(ariaText, remaining, units)}>
      {shown.map((unit) => (
        <span key={unit} part="unit" data-unit={unit} aria-hidden="true">
          <span part="value">{formatValue(values[unit], leadingZeros)}</span>
          <span part="label">{unitLabel(unit, values[unit], labels)}</span>
        </span>
      ))}
    </div>
  );
}
