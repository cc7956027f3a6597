/** How one star looks: the `data-fill` of each `part="star"`. */
export type Fill = "full" | "half" | "empty";

export const STAR_COUNT = 5;

/** The star outline (24 × 24), drawn twice per star: empty underneath, filled on top. */
export const STAR_PATH = "M12 2.5l2.94 6.26 6.86.8-5.08 4.7 1.36 6.78L12 17.6l-6.08 3.44 1.36-6.78-5.08-4.7 6.86-.8z";

/**
 * The five stars for an average (Rate My Post's client rule): whole stars for the integer part, then the tenths,
 * rounded: 0–2 add nothing, 3–7 add a half star, 8–9 add a full star. So 4.25 → 4½, 4.75 → 5, 3.2 → 3. Tenths 3 and
 * 4 are not dropped: the plugin drops them only in browsers without background-clip, and its server-rendered stars
 * (the fallback) draw them as a half.
 */
export function starFills(average: number): Fill[] {
  const avg = Math.min(Math.max(Number.isFinite(average) ? average : 0, 0), STAR_COUNT);
  const whole = Math.floor(avg);
  const tenths = Math.round((avg % 1) * 10);
  return Array.from({ length: STAR_COUNT }, (_, i): Fill => {
    if (i < whole) return "full";
    if (i > whole) return "empty";
    if (tenths >= 8) return "full";
    return tenths >= 3 ? "half" : "empty";
  });
}

/** The first `count` stars full, the rest empty: a hovered or chosen rating. */
export function filledUpTo(count: number): Fill[] {
  return Array.from({ length: STAR_COUNT }, (_, i): Fill => (i < count ? "full" : "empty"));
}
