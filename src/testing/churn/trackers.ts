/*
 * What a removed element could leave running, tracked by wrapping the browser's own APIs while the churn runs:
 * observers still observing a node that left the page, intervals never cleared, and frame callbacks and timeouts
 * still being asked for once every element is gone.
 */

type ObserverLike = IntersectionObserver | ResizeObserver | MutationObserver;
type ObserverClass = typeof IntersectionObserver | typeof ResizeObserver | typeof MutationObserver;

export interface Trackers {
  /** Observed nodes that are no longer in the document, described. */
  observedDetached(): string[];
  /** Intervals set while tracking and never cleared. */
  activeIntervals(): number;
  /** Frame callbacks and timeouts asked for since the last reset. */
  requests(): { frames: number; timeouts: number };
  resetRequests(): void;
  /** A frame, waited for without being counted. */
  frame(): Promise<void>;
  stop(): void;
}

const describe = (node: Node) => (node instanceof Element ? `<${node.localName}${node.id ? `#${node.id}` : ""}>` : node.nodeName);

export function track(): Trackers {
  const restore: (() => void)[] = [];
  const observed = new Map<ObserverLike, Set<Node>>();

  for (const Class of [IntersectionObserver, ResizeObserver, MutationObserver] as ObserverClass[]) {
    const proto = Class.prototype as { observe(target: Node, options?: unknown): void; unobserve?(target: Node): void; disconnect(): void };
    const { observe, unobserve, disconnect } = proto;
    proto.observe = function (this: ObserverLike, target: Node, options?: unknown) {
      let targets = observed.get(this);
      if (!targets) observed.set(this, (targets = new Set()));
      targets.add(target);
      return observe.call(this, target, options);
    };
    if (unobserve) {
      proto.unobserve = function (this: ObserverLike, target: Node) {
        observed.get(this)?.delete(target);
        return unobserve.call(this, target);
      };
    }
    proto.disconnect = function (this: ObserverLike) {
      observed.delete(this);
      return disconnect.call(this);
    };
    restore.push(() => Object.assign(proto, { observe, unobserve, disconnect }));
  }

  const intervals = new Set<number>();
  const { setInterval: realSetInterval, clearInterval: realClearInterval, requestAnimationFrame: realFrame, setTimeout: realSetTimeout } = window;
  let frames = 0;
  let timeouts = 0;
  // Casts: the wrappers keep the browser's signatures, which TypeScript's overloads for them do not spell out.
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    const id = realSetInterval(handler, timeout, ...args);
    intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) intervals.delete(id);
    realClearInterval(id);
  }) as typeof window.clearInterval;
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    frames++;
    return realFrame(callback);
  };
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    timeouts++;
    return realSetTimeout(handler, timeout, ...args);
  }) as typeof window.setTimeout;
  restore.push(() =>
    Object.assign(window, {
      setInterval: realSetInterval,
      clearInterval: realClearInterval,
      requestAnimationFrame: realFrame,
      setTimeout: realSetTimeout,
    }),
  );

  return {
    observedDetached() {
      const found: string[] = [];
      for (const [observer, targets] of observed) {
        for (const target of targets) if (!target.isConnected) found.push(`${observer.constructor.name} on ${describe(target)}`);
      }
      return found;
    },
    activeIntervals: () => intervals.size,
    requests: () => ({ frames, timeouts }),
    resetRequests() {
      frames = timeouts = 0;
    },
    frame: () => new Promise((resolve) => realFrame(() => resolve())),
    stop() {
      for (const undo of restore) undo();
    },
  };
}
