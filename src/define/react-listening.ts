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

/** The mark on a container React listens in, if `reactVersion` is the React this was written for. */
export function findListeningMark(container: Element, reactVersion: string): string | undefined {
  if (reactVersion.split(".")[0] !== WRITTEN_FOR_MAJOR) return undefined;
  return Object.keys(container).find((key) => key.startsWith(MARK_PREFIX));
}

/** Learns the mark, once, from a container React has just started listening in: a new root's. */
export function learnListeningMark(rootContainer: Element, reactVersion = version): void {
  if (learned) return;
  learned = true;
  mark = findListeningMark(rootContainer, reactVersion);
  if (!mark && process.env.NODE_ENV !== "production") {
    warn(
      "x-elements",
      `React ${reactVersion}: its listening mark was not found; React's event listeners are added to every element at once (slower)`,
    );
  }
}

/** Marks a shadow root as one React already listens in (so it adds nothing there), or unmarks it. False without a mark. */
export function markListening(container: ShadowRoot, listening: boolean): boolean {
  if (!mark) return false;
  if (listening) Reflect.set(container, mark, true);
  else Reflect.deleteProperty(container, mark);
  return true;
}
