import { version } from "react-dom";
import { warn } from "../shared/log";

/*
 * The one place that relies on a React internal. React listens for every event it supports (~150 listeners) on
 * each portal's container, so that handlers such as onClick work inside shadow roots: on a page of a thousand
 * ratings, that is most of the upgrade. It skips a container that already carries its listening mark, a property
 * named `_reactListening<random>` (React 19). Setting the mark defers React's listeners to an element's first use
 * (first-use.ts). Under another React, or should the mark not be found, nothing is marked and every shadow root
 * gets React's listeners when its portal mounts: slower, still right.
 */
const WRITTEN_FOR_MAJOR = "19";
const MARK_PREFIX = "_reactListening";

let mark: string | undefined;
let learned = false;

/** Learns the mark from a container React has just started listening in: a new root's. */
export function learnListeningMark(rootContainer: Element): void {
  if (learned) return;
  learned = true;
  if (version.split(".")[0] === WRITTEN_FOR_MAJOR) mark = Object.keys(rootContainer).find((key) => key.startsWith(MARK_PREFIX));
  if (!mark && process.env.NODE_ENV !== "production") {
    warn("x-elements", `React ${version}: its listening mark was not found; React's event listeners are added to every element at once (slower)`);
  }
}

/** Marks a shadow root as one React already listens in (so it adds nothing there), or unmarks it. False without a mark. */
export function markListening(container: ShadowRoot, listening: boolean): boolean {
  if (!mark) return false;
  if (listening) Reflect.set(container, mark, true);
  else Reflect.deleteProperty(container, mark);
  return true;
}
