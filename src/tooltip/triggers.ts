/*
 * What opens an anchored panel (a tooltip, a popover), and where it goes: the attribute values both tags accept,
 * parsed without the DOM.
 */

export const TRIGGERS = ["hover", "focus", "click"] as const;
export type Trigger = (typeof TRIGGERS)[number];

/** What opened or closed a panel: a trigger, Escape, or a press outside it. */
export type Source = Trigger | "escape" | "outside";

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
 * `"hover focus"` → `["hover", "focus"]`: a list of triggers separated by spaces or commas, each known and none
 * twice, in their canonical order; null for anything else (an empty list, an unknown word).
 */
export function parseTriggers(raw: string): Trigger[] | null {
  const words = raw
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  if (!words.every((word): word is Trigger => (TRIGGERS as readonly string[]).includes(word))) return null;
  if (new Set(words).size !== words.length) return null;
  return TRIGGERS.filter((trigger) => words.includes(trigger));
}
