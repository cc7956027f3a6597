import { flushSync } from "react-dom";

/*
 * Arriving elements render one of two ways, decided in a microtask after they arrive (those that arrive before
 * AllPortals subscribes, in its layout effect, always as a transition):
 * - At once, when they are few, of types already rendered once, still in the document, and no transition is
 *   pending (an element inserted later by a script, a page builder's preview): their content is in the very frame
 *   that first shows them, as with Lit, instead of their fallback for a frame while React's render waits behind
 *   it. A task stops rendering this way once it has rendered AT_ONCE_PER_TASK elements or spent AT_ONCE_MS
 *   on it: elements added one per microtask (an HTML parser with the code already in, a loop awaiting between
 *   insertions) must not add up to a long task.
 * - Otherwise as a transition: React renders them in slices of a few milliseconds and yields to the browser in
 *   between, so upgrading a page (its code and React's still cold on a first visit) is no single long task.
 *   While a transition is pending, later arrivals join it (a render at once would take its pending elements
 *   along).
 * Removals are a store subscription, rendered at once (a removal that comes while arrivals are pending takes
 * them along in its render).
 */
const AT_ONCE_PER_TASK = 20;
const AT_ONCE_MS = 4;
/** What the current task has rendered at once; reset by the next task. */
const atOnceThisTask = { elements: 0, ms: 0 };
let taskReset: MessageChannel | undefined;
/** The arrival count the last transition was started for, and the count of the last committed render. */
let transitionTarget = 0;
let committedArrivals = 0;
/** The root's first render (a transition, with the page's first batch) has not committed yet. */
let firstRenderPending = false;
/** Element types rendered at least once: their code, and React's, has run. */
const renderedTags = new Set<string>();

export function arrivalsPending(): boolean {
  return firstRenderPending || transitionTarget > committedArrivals;
}

export function firstRenderStarted(): void {
  firstRenderPending = true;
}

export function transitionStarted(arrivals: number): void {
  transitionTarget = arrivals;
}

export function arrivalsCommitted(arrivals: number): void {
  committedArrivals = arrivals;
  firstRenderPending = false;
}

/** Whether the arrival count the root last committed differs from `arrivals`. */
export function arrivalsUncommitted(arrivals: number): boolean {
  return arrivals !== committedArrivals;
}

export function tagRendered(tag: string): void {
  renderedTags.add(tag);
}

/** What the policy needs to know of an arriving element. */
interface Arrival {
  tag: string;
  container: ShadowRoot;
}

export function canRenderAtOnce(batch: Arrival[]): boolean {
  return (
    !arrivalsPending() &&
    atOnceThisTask.elements + batch.length <= AT_ONCE_PER_TASK &&
    atOnceThisTask.ms < AT_ONCE_MS &&
    batch.every((entry) => renderedTags.has(entry.tag) && entry.container.host.isConnected)
  );
}

function resetAtOnceCount(): void {
  atOnceThisTask.elements = 0;
  atOnceThisTask.ms = 0;
}

export function renderAtOnce(render: () => void, elements: number): void {
  if (atOnceThisTask.elements === 0) {
    // Whichever comes first, a message or the next frame's callbacks, runs in a later task. Not a timer: the
    // browser or fake timers in tests may hold it back. Not the message alone: a frame may come before it.
    if (!taskReset) {
      taskReset = new MessageChannel();
      taskReset.port1.onmessage = resetAtOnceCount;
    }
    taskReset.port2.postMessage(null);
    requestAnimationFrame(resetAtOnceCount);
  }
  const started = performance.now();
  flushSync(render);
  atOnceThisTask.elements += elements;
  atOnceThisTask.ms += performance.now() - started;
}
