/*
 * The search's states (specification section 4): idle, loading (the widget script is on its way, or loaded and
 * its answer settling for RESTORE_AFTER_LOAD_MS) and shown (the answer is there, the clear button is back).
 */
export type SearchState = "idle" | "loading" | "shown";

/** After the widget script has loaded, the spinner stays this long before the clear button comes back. */
export const RESTORE_AFTER_LOAD_MS = 2000;
