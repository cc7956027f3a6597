import { emulateMedia } from "@web/test-runner-commands";

/**
 * Runs `check` with `prefers-reduced-motion: reduce` emulated, then with `no-preference`, and leaves the page at
 * `no-preference` whatever happens, so later tests see the default.
 */
export async function underEachMotionPreference(check: (reduce: boolean) => void): Promise<void> {
  try {
    await emulateMedia({ reducedMotion: "reduce" });
    check(true);
    await emulateMedia({ reducedMotion: "no-preference" });
    check(false);
  } finally {
    await emulateMedia({ reducedMotion: "no-preference" });
  }
}
