/** Records console.warn / console.error calls for the duration of a test; restore() puts the originals back. */
export function captureConsole() {
  const warnings: string[] = [];
  const errors: string[] = [];
  const originalWarn = console.warn;
  const originalError = console.error;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(" "));
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(" "));
  return {
    warnings,
    errors,
    restore() {
      console.warn = originalWarn;
      console.error = originalError;
    },
  };
}

/** Collects uncaught errors and unhandled rejections while a test runs. */
export function captureUncaught() {
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return {
    uncaught,
    restore() {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    },
  };
}
