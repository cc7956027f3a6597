/*
 * What opens an anchored panel (a tooltip, a popover), and where it goes: the attribute values both tags accept,
 * parsed without the DOM.
 */

export const TRIGGERS = ["hover", "focus", "click"] as const;
/** A trigger, or "manual": only the page opens the panel (its open attribute, show()). */
export type Trigger = (typeof TRIGGERS)[number] | "manual";

/** What opened or closed a panel: a trigger, Escape, a press outside it, or a method (show(), hide()). */
export type Source = (typeof TRIGGERS)[number] | "escape" | "outside" | "api";

/** The placements floating-ui knows: a side, optionally aligned to the anchor's start or end. */
export const PLACEMENTS = [
  "top",
  "top-start",
  "top-end",
  "right",
  "right-start",
  "right-end",
  "bottom",
  "bottom-start",
  "bottom-end",
  "left",
  "left-start",
  "left-end",
] as const;
export type Placement = (typeof PLACEMENTS)[number];

/**
 * The placement on a right-to-left page: the sides across the reading direction trade places (a tooltip written to
 * go after its anchor, "right", goes after it in Arabic too: to its left). Alignments (-start, -end) above and below
 * the anchor follow the direction already (floating-ui reads it).
 */
export function forDirection(placement: Placement, rightToLeft: boolean): Placement {
  if (!rightToLeft) return placement;
  return placement.replace(/^(left|right)/, (side) => (side === "left" ? "right" : "left")) as Placement;
}

/**
 * `"hover focus"` → `["hover", "focus"]`: a list of triggers separated by spaces or commas, each known and none
 * twice, in their canonical order, or "manual" alone; null for anything else (an empty list, an unknown word).
 */
export function parseTriggers(raw: string): Trigger[] | null {
  const words = raw
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 1 && words[0] === "manual") return ["manual"];
  if (words.length === 0) return null;
  if (!words.every((word): word is Trigger => (TRIGGERS as readonly string[]).includes(word))) return null;
  if (new Set(words).size !== words.length) return null;
  return TRIGGERS.filter((trigger) => words.includes(trigger));
}
