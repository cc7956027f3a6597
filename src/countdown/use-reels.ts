import { useMemo } from "react";
import { cycleTime, cyclicPlan, spanPlan, unitCycle, visitorEnd, type CountdownOptions, type ReelPlan, type ReelText, type Unit } from "./countdown";
import type { ReelPlay } from "./Reel";

/** A countdown in view renders again at the latest this long after its reels started (or sooner, when its accessible text changes). */
export const REEL_RENEW_MS = 60_000;
/**
 * How far ahead it lays out the reels of units that do not cycle (the largest unit shown): the half minute past
 * its next render is slack for a main thread that is late (a busy page, a tab whose timers the browser throttles).
 */
const REEL_SPAN_MS = REEL_RENEW_MS + 30_000;

/** A unit's value and label as reels to play. */
export interface UnitReels {
  value: ReelPlay;
  label: ReelPlay;
}

/**
 * The reels of a countdown in view, played from the moment `reelsFrom` (null off screen: no reels): a cycle of a
 * unit's values (60 seconds, 60 minutes, 24 hours) that repeats, or, for the largest unit, its texts of the coming
 * span. The cycles depend on the attributes only, so a minute's render gives the same ones back: React skips their
 * texts, and a page of a thousand countdowns allocates next to nothing (no garbage collection to set off).
 */
export function useReels(options: CountdownOptions | null, running: boolean, reelsFrom: number | null): Partial<Record<Unit, UnitReels>> | null {
  const cycles = useMemo(() => {
    if (!options) return null;
    return mapUnits(options.units, (unit) => {
      const cycle = unitCycle(options, unit);
      if (cycle === null) return null;
      return plays(options, cyclicPlan(options, unit, cycle), (now) => cycleTime(options, unit, cycle, now));
    });
  }, [options]);
  return useMemo(() => {
    if (!options || !running || reelsFrom === null || !cycles) return null;
    return mapUnits(
      options.units,
      (unit) => cycles[unit] ?? plays(options, spanPlan(options, unit, reelsFrom, REEL_SPAN_MS), (now) => now - reelsFrom),
    );
  }, [options, running, reelsFrom, cycles]);
}

function plays(options: CountdownOptions, plan: ReelPlan, runTimeAt: (nowMs: number) => number): UnitReels {
  const endsAt = visitorEnd(options);
  const play = (texts: ReelText[]): ReelPlay => ({ texts, durationMs: plan.durationMs, cyclic: plan.cyclic, runTimeAt, endsAt });
  return { value: play(plan.values), label: play(plan.labels) };
}

function mapUnits<T>(units: readonly Unit[], each: (unit: Unit) => T): Partial<Record<Unit, T>> {
  return Object.fromEntries(units.map((unit) => [unit, each(unit)]));
}
