import { arrivalsPending } from "./arrival-policy";

/*
 * Prop updates wait for the next frame: every attribute change of every element made before it, over any number
 * of tasks, becomes one React commit. (Publishing all entries in one task lets React batch them: its updates
 * from useSyncExternalStore are flushed together at the end of the task.)
 */

/** An entry whose newest props go to React at the next frame. */
interface Publishable {
  publish(): void;
}

const pending = new Set<Publishable>();
/** A hidden page gets no frames; its updates still land, a little later. */
const HIDDEN_PAGE_DELAY_MS = 100;
let hiddenPageTimer: ReturnType<typeof setTimeout> | undefined;

export function publishAtNextFrame(entry: Publishable): void {
  if (pending.size === 0) {
    requestAnimationFrame(publishPending);
    hiddenPageTimer = setTimeout(publishPending, HIDDEN_PAGE_DELAY_MS);
  }
  pending.add(entry);
}

export function cancelPublish(entry: Publishable): void {
  pending.delete(entry);
}

export function publishPending(): void {
  clearTimeout(hiddenPageTimer);
  // A store changed under arrivals rendering in slices would make React redo them all at once (see
  // PortalEntry.setProps); AllPortals publishes when the arrivals commit.
  if (arrivalsPending()) return;
  const entries = [...pending];
  pending.clear();
  for (const entry of entries) entry.publish();
}
