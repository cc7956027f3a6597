/**
 * Runs `callback` in a microtask: after the current script, before the browser does anything else. Through a
 * promise rather than queueMicrotask, so that fake timers in tests (which may replace queueMicrotask) never hold
 * it back.
 */
export function microtask(callback: () => void): void {
  void Promise.resolve().then(callback);
}
