/**
 * The visible markup the peer elements render, the same as x-countdown and x-rating show, so the benchmark
 * compares the cost of the element technology and not of different output.
 */
export const UNITS = [
  ["d", "Days"],
  ["h", "Hours"],
  ["m", "Minutes"],
  ["s", "Seconds"],
] as const;

export function countdownValues(end: number, now: number): number[] {
  let rest = Math.max(0, Math.ceil((end - now) / 1000));
  return [86400, 3600, 60, 1].map((size) => {
    const value = Math.floor(rest / size);
    rest -= value * size;
    return value;
  });
}

export const pad = (value: number) => String(value).padStart(2, "0");

export const COUNTDOWN_CSS = `:host{display:block;min-height:4rem}[part=timer]{display:flex;gap:.75rem}[part=unit]{display:inline-flex;flex-direction:column;align-items:center}[part=value]{font-size:2rem;font-weight:700}`;
export const RATING_CSS = `:host{display:block;min-height:2.5rem}[part=star]{width:1.5rem;height:1.5rem;display:inline-block;background:#ccc}[part=star][data-fill=full]{background:#f5a623}`;

export function fills(average: number): string[] {
  const whole = Math.floor(average);
  const tenths = Math.round((average % 1) * 10);
  return [1, 2, 3, 4, 5].map((star) =>
    star <= whole || (star === whole + 1 && tenths >= 8) ? "full" : star === whole + 1 && tenths >= 3 ? "half" : "empty",
  );
}
