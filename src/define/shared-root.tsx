import { Component, memo, startTransition, useLayoutEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { createPortal, flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { R2WCRenderer } from "@r2wc/core";
import { error } from "../shared/log";
import { microtask } from "../shared/microtask";

/**
 * The renderer the bridge hands to r2wc: every element on the page renders through ONE React root, as a portal
 * into its own shadow root. A root per element costs about 0.9 ms each (a thousand counters are a long task);
 * one root makes an element a cheap portal, and the prop updates of all elements made in the same frame are
 * one commit.
 */

type Props = Record<string, unknown>;
type Listener = () => void;

/** A count of happenings that can be subscribed to: a store for useSyncExternalStore, or a plain callback. */
class Signal {
  private count = 0;
  private readonly listeners = new Set<Listener>();

  notify(): void {
    this.count++;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): number => this.count;
}

interface Snapshot {
  props: Props;
  version: number;
}

/** One mounted element: where it renders, what, with which props, and which renders have been committed. */
export class PortalEntry {
  /** What React renders. */
  private snapshot: Snapshot;
  /** The newest props, published to React at the next frame. */
  private latest: Snapshot;
  private committed = -1;
  /** React has read the props (rendered the element) at least once, maybe in a render not yet committed. */
  private read = false;
  private readonly waiters: Array<{ version: number; resolve: () => void }> = [];
  private readonly published = new Signal();

  constructor(
    readonly key: number,
    readonly tag: string,
    readonly container: ShadowRoot,
    readonly component: ComponentType<Props>,
    props: Props,
  ) {
    this.snapshot = this.latest = { props: { ...props }, version: 0 };
  }

  setProps(props: Props): void {
    this.latest = { props: { ...props }, version: this.latest.version + 1 };
    // Until React has read an element's props, they belong to its first render: its first paint shows them. Once
    // read, they wait for the next frame: a store that changes under a render in progress (arrivals rendered in
    // slices) makes React redo all of it at once.
    if (!this.read) this.publish();
    else publishAtNextFrame(this);
  }

  /** Hands the newest props to React (called once per frame for every entry that changed in it). */
  publish(): void {
    if (this.snapshot === this.latest) return;
    this.snapshot = this.latest;
    this.published.notify();
  }

  readonly subscribe = this.published.subscribe;

  readonly getSnapshot = (): Snapshot => {
    this.read = true;
    return this.snapshot;
  };

  /** Whether a render of this element is on screen. */
  get hasCommitted(): boolean {
    return this.committed >= 0;
  }

  markCommitted(version: number): void {
    this.committed = Math.max(this.committed, version);
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i]!;
      if (waiter.version <= this.committed) {
        this.waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }

  /** Resolves once the latest props given to this entry are on screen. */
  whenCommitted(): Promise<void> {
    const version = this.latest.version;
    if (this.committed >= version) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ version, resolve }));
  }

  /** Called when the entry leaves the tree: nobody should wait forever for a render that will not come. */
  release(): void {
    pendingPublish.delete(this);
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }
}

/*
 * Prop updates wait for the next frame: every attribute change of every element made before it, over any number
 * of tasks, becomes one React commit. (Publishing all entries in one task lets React batch them: its updates
 * from useSyncExternalStore are flushed together at the end of the task.)
 */
const pendingPublish = new Set<PortalEntry>();
/** A hidden page gets no frames; its updates still land, a little later. */
const HIDDEN_PAGE_DELAY_MS = 100;
let hiddenPageTimer: ReturnType<typeof setTimeout> | undefined;

function publishAtNextFrame(entry: PortalEntry): void {
  if (pendingPublish.size === 0) {
    requestAnimationFrame(publishPending);
    hiddenPageTimer = setTimeout(publishPending, HIDDEN_PAGE_DELAY_MS);
  }
  pendingPublish.add(entry);
}

function publishPending(): void {
  clearTimeout(hiddenPageTimer);
  if (arrivalsPending()) return; // see setProps; AllPortals publishes them when the arrivals commit
  const entries = [...pendingPublish];
  pendingPublish.clear();
  for (const entry of entries) entry.publish();
}

/**
 * The mounted entries, in mount order. Arrivals and removals are signalled apart: arrivals are rendered at once
 * or as a transition (see AllPortals), removals at once, so that a removed element's effects stop right away.
 */
class Registry {
  readonly entries = new Map<number, PortalEntry>();
  readonly arrivals = new Signal();
  readonly removals = new Signal();
  /** Entries that arrived since AllPortals last scheduled a render for arrivals. */
  private recent: PortalEntry[] = [];

  add(entry: PortalEntry): void {
    this.entries.set(entry.key, entry);
    this.recent.push(entry);
    this.arrivals.notify();
  }

  takeRecent(): PortalEntry[] {
    return this.recent.splice(0);
  }

  delete(entry: PortalEntry): void {
    if (this.entries.delete(entry.key)) this.removals.notify();
    entry.release();
  }
}

/** Keeps one element's render failure from taking every other element on the page down with it. */
class ElementErrorBoundary extends Component<{ tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(cause: unknown): void {
    error(this.props.tag, "failed to render; showing the fallback content", cause);
  }

  override render(): ReactNode {
    // The light DOM is the fallback: a plain slot shows what the page author wrote.
    return this.state.failed ? <slot /> : this.props.children;
  }
}

/** Element types rendered at least once: their code, and React's, has run. */
const renderedTags = new Set<string>();

const ElementPortal = memo(function ElementPortal({ entry }: { entry: PortalEntry }) {
  const { props, version } = useSyncExternalStore(entry.subscribe, entry.getSnapshot);
  useLayoutEffect(() => {
    if (!entry.hasCommitted) renderedTags.add(entry.tag);
    entry.markCommitted(version);
  }, [entry, version]);
  const Rendered = entry.component;
  return createPortal(
    <ElementErrorBoundary tag={entry.tag}>
      <Rendered {...props} />
    </ElementErrorBoundary>,
    entry.container,
  );
});

const registry = new Registry();

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

function arrivalsPending(): boolean {
  return firstRenderPending || transitionTarget > committedArrivals;
}

function canRenderAtOnce(batch: PortalEntry[]): boolean {
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

function renderAtOnce(render: () => void, elements: number): void {
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

const AllPortals = memo(function AllPortals() {
  const [arrivals, setArrivals] = useState(registry.arrivals.get);
  useSyncExternalStore(registry.removals.subscribe, registry.removals.get);
  useLayoutEffect(() => {
    committedArrivals = arrivals;
    firstRenderPending = false;
    if (!arrivalsPending()) publishPending();
  }, [arrivals]);
  useLayoutEffect(() => {
    const renderArrivals = (atOnceAllowed: boolean) => {
      const count = registry.arrivals.get();
      const batch = registry.takeRecent();
      if (atOnceAllowed && canRenderAtOnce(batch)) {
        renderAtOnce(() => setArrivals(count), batch.length);
      } else {
        transitionTarget = count;
        startTransition(() => setArrivals(count));
      }
    };
    let scheduled = false;
    const unsubscribe = registry.arrivals.subscribe(() => {
      if (scheduled) return;
      scheduled = true;
      microtask(() => {
        scheduled = false;
        renderArrivals(true);
      });
    });
    // Elements that arrived between the first render and this subscription.
    if (registry.arrivals.get() !== committedArrivals) renderArrivals(false);
    else registry.takeRecent();
    return unsubscribe;
  }, []);
  return Array.from(registry.entries.values(), (entry) => <ElementPortal key={entry.key} entry={entry} />);
});

/*
 * Shadow roots in use whose element is still mounted, each with an empty portal: React starts listening in a
 * container when a portal into it mounts, and this is that moment. Apart from the element portals, so that
 * starting to listen renders neither the used element nor the others.
 */
const listeningContainers = new Map<ShadowRoot, string>();
let nextListeningKey = 0;

function ListeningPortals({ containers }: { containers: Array<[ShadowRoot, string]> }) {
  return containers.map(([container, key]) => createPortal(null, container, key));
}

function renderRoot(): void {
  root!.render(
    <>
      <AllPortals />
      <ListeningPortals containers={[...listeningContainers]} />
    </>,
  );
}

let root: Root | undefined;
let nextKey = 0;
/** The property React sets on a container once it listens there; see `markListening`. */
let listeningMarker: string | undefined;

function ensureRoot(): void {
  if (root) return;
  // The shared root lives in a detached node: it renders nothing itself, only portals.
  const container = document.createElement("div");
  root = createRoot(container);
  // The first render takes every element that arrives before it runs (a page's first batch): a transition too.
  firstRenderPending = true;
  startTransition(renderRoot);
  listeningMarker = Object.keys(container).find((key) => key.startsWith("_reactListening"));
}

/*
 * React listens for every event it supports (~150 listeners) on each portal's container, so that handlers such
 * as onClick work inside shadow roots: on a page of a thousand ratings, that is most of the upgrade. A container
 * already carrying React's listening mark is skipped; the mark is a property named `_reactListening<random>`,
 * read from the shared root's own container. Should a React version rename it, the mark is not found and every
 * shadow root simply gets the listeners at once (slower, still right).
 */
function markListening(container: ShadowRoot, listening: boolean): boolean {
  ensureRoot();
  if (!listeningMarker) return false;
  const marks = container as unknown as Record<string, boolean>;
  if (listening) marks[listeningMarker] = true;
  else delete marks[listeningMarker];
  return true;
}

/** For a component without React event handlers: React never listens in its shadow root. */
export function withoutReactEvents(container: ShadowRoot): void {
  markListening(container, true);
}

/*
 * Every interaction with an element starts with one of these events inside its shadow root: a pointer arriving
 * or pressing, focus arriving, a key, a click (also a programmatic one), a value changing (also by autofill), a
 * form submitted or reset, a drag arriving, a wheel turning; and the first of an animation's or a transition's
 * events, for handlers of those.
 */
const FIRST_USE_EVENTS = [
  ...["pointerover", "pointerdown", "mouseover", "mousedown", "touchstart", "focusin", "keydown", "click"],
  ...["input", "change", "submit", "reset", "dragenter", "wheel", "animationstart", "transitionrun"],
];

/**
 * React starts listening in the shadow root when the first of FIRST_USE_EVENTS reaches it. Our listener runs in
 * the capture phase, before the event reaches its target; React's listeners are added there and then, so they
 * handle this very event when it bubbles back through the shadow root (listeners are collected per phase).
 * Handlers of the capture phase (onClickCapture) miss that first event; no component uses them.
 */
export function listenOnFirstUse(container: ShadowRoot, hasRendered: () => boolean): void {
  if (!markListening(container, true)) return;
  const start = (): void => {
    // Before the element's first render is on screen (a use of its light-DOM fallback) there is no React handler
    // to run, and rendering the root now would render every pending arrival in one go: a later event starts.
    if (!hasRendered()) return;
    for (const type of FIRST_USE_EVENTS) container.removeEventListener(type, start, true);
    markListening(container, false); // so that React's own check lets it listen
    listeningContainers.set(container, String(nextListeningKey++));
    // Rendered before this listener returns (unless React is busy rendering: a focus() called from a
    // component's effect is not a first use this can catch). A render of the root, not a store update: a store's
    // subscribers may not be in place yet when the element is used right after its first render.
    flushSync(renderRoot);
  };
  for (const type of FIRST_USE_EVENTS) container.addEventListener(type, start, { capture: true, passive: true });
}

/** Entries currently mounted; used by tests to prove that removal releases everything. */
export function mountedEntryCount(): number {
  return registry.entries.size;
}

/** Shadow roots held by a listening portal; used by tests to prove that removal releases them. */
export function listeningPortalCount(): number {
  return listeningContainers.size;
}

export const sharedRootRenderer: R2WCRenderer<Props, PortalEntry> = {
  mount(container, component, props) {
    ensureRoot();
    const shadowRoot = container as unknown as ShadowRoot;
    const entry = new PortalEntry(nextKey++, shadowRoot.host.localName, shadowRoot, component, props);
    registry.add(entry);
    return entry;
  },
  update(entry, props) {
    entry.setProps(props);
  },
  unmount(entry) {
    registry.delete(entry);
    // React keeps listening in the shadow root; the empty portal has done its job and must not hold the node.
    if (listeningContainers.delete(entry.container)) renderRoot();
  },
};
