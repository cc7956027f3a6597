/*
 * Slider Revolution's responsive values: five entries, for its levels large desktop, desktop, notebook, tablet and
 * mobile, where "#a" (or nothing) inherits. A level the module does not use (settings.uSize false) takes the
 * nearest used level below it in size, else above: as its front end's SR7.gV reads them.
 */

export const LEVELS = 5;

/** A value per level, or one value for all. */
export type Responsive<T> = T | ReadonlyArray<T | "#a" | "" | null | undefined>;

const given = (value: unknown) => value !== "#a" && value !== undefined && value !== null && value !== "";

/** The level whose entries a level reads: itself when used, else the nearest used one (down, then up). */
export function usedLevel(level: number, used: readonly boolean[]): number {
  for (let at = level; at >= 0; at--) if (used[at]) return at;
  for (let at = level; at < LEVELS; at++) if (used[at]) return at;
  return level;
}

/** A responsive value at a level: its own entry, else the nearest given entry of a used level (down, then up). */
export function atLevel<T>(value: Responsive<T> | undefined, level: number, used: readonly boolean[], fallback: T): T {
  if (!Array.isArray(value)) return value === undefined || !given(value) ? fallback : (value as T);
  const entries = value as ReadonlyArray<unknown>;
  const own = usedLevel(level, used);
  if (given(entries[own])) return entries[own] as T;
  for (let at = own; at >= 0; at--) if (used[at] && given(entries[at])) return entries[at] as T;
  for (let at = own; at < LEVELS; at++) if (used[at] && given(entries[at])) return entries[at] as T;
  return fallback;
}

/** All five levels of a responsive value, resolved. */
export function perLevel<T>(value: Responsive<T> | undefined, used: readonly boolean[], fallback: T): T[] {
  return Array.from({ length: LEVELS }, (_, level) => atLevel(value, level, used, fallback));
}

/** A number from a responsive entry ("56", "-80px", 14); NaN for "auto" and other words. */
export const pixels = (value: unknown): number => (typeof value === "number" ? value : parseFloat(String(value)));

/**
 * The level a module of these grid widths shows at a width: the smallest grid width (of desktop to mobile) above
 * it, as SR7's closestGE picks from its breakpoints; at or above the desktop's width, the large desktop's (0).
 */
export function levelAt(width: number, gridWidths: readonly number[]): number {
  let level = 0;
  for (let at = 1; at < LEVELS; at++) if (gridWidths[at]! - 1 >= width) level = at;
  return level;
}
