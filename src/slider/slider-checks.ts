import { check, INVALID, isRecord, problem, textsCheck } from "../shared/checks";
import type { Labels } from "./labels";

/*
 * The checks of the slider's JSON attributes, written out (shared/checks.ts) so that a slider's page loads no zod.
 */

/** Responsive slides per page: a minimum window width in px → the settings from that width up. */
export type Breakpoints = Record<string, { slidesPerPage: number }>;

export const labelsCheck = textsCheck<keyof Labels>(["carousel", "slide", "previous", "next", "pagination", "page", "pause", "play", "thumb"]);

export const breakpointsCheck = check<Breakpoints>((value) => {
  if (!isRecord(value)) return problem(INVALID);
  for (const [width, settings] of Object.entries(value)) {
    if (!/^\d+$/.test(width)) return problem('a breakpoint is a minimum width in px, e.g. "640"', [width]);
    if (!isRecord(settings) || Object.keys(settings).some((key) => key !== "slidesPerPage")) return problem(INVALID, [width]);
    const { slidesPerPage } = settings;
    if (typeof slidesPerPage !== "number" || !Number.isInteger(slidesPerPage) || slidesPerPage < 1)
      return problem("slides per page is a whole number from 1", [width, "slidesPerPage"]);
  }
  // Cast: each entry checked above.
  return { value: value as Breakpoints };
});
