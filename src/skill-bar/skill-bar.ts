/** "90%", "62.5%": at most one decimal. */
export function percentText(percent: number): string {
  return `${Math.round(percent * 10) / 10}%`;
}

/** The bar's scale along its axis, 0 to 1. */
export const barScale = (percent: number): number => percent / 100;

/** The waypoint: the bar fills when the element's top crosses 95% of the viewport height. */
export const SKILL_BAR_OFFSET = 95;
/** How long the bar takes to fill. */
export const SKILL_BAR_DURATION = 750;
