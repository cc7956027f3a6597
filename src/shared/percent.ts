import { readCheck } from "./checks";

/**
 * Percentages of the viewport height as attributes write them ("85%", "10%", or a bare "85"): the number, or null
 * for anything else. Pure, for declarations and views alike.
 */
export function parsePercent(raw: string): number | null {
  const match = /^\s*(\d{1,3}(?:\.\d+)?)\s*%?\s*$/.exec(raw);
  if (!match) return null;
  const value = Number(match[1]);
  return value <= 100 ? value : null;
}

export const PERCENT_PROBLEM = 'is not a percentage of the viewport height from 0% to 100% (e.g. "85%")';

/** A percentage attribute's check, for attr.custom. */
export const percentCheck = readCheck(parsePercent, PERCENT_PROBLEM);
