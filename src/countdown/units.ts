/** The units a countdown can show, largest first: days, hours, minutes, seconds. */
export type Unit = "d" | "h" | "m" | "s";
export const ALL_UNITS: readonly Unit[] = ["d", "h", "m", "s"];
