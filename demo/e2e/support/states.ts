import type { Locator } from "@playwright/test";

/**
 * The element of `locator` while it shows one of the custom states `names` (`:state(open)`): an element's runtime
 * states are custom states, never attributes. `expect(inState(menu, "mobile")).toBeAttached()` waits for it;
 * `.not.toBeAttached()` for its end.
 */
export function inState(locator: Locator, ...names: string[]): Locator {
  return locator.and(locator.page().locator(`:is(${names.map((name) => `:state(${name})`).join(", ")})`));
}

/** A toggle whose panel is open or closed and at rest (no longer animating in or out). */
export function toggleAt(locator: Locator, phase: "open" | "closed"): Locator {
  return locator.and(locator.page().locator(phase === "open" ? ":state(open):not(:state(opening))" : ":state(closed):not(:state(closing))"));
}
