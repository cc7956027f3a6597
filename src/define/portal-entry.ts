import type { ReactElement } from "react";
import { cancelPublish, publishAtNextFrame } from "./frame-batch";
import { Signal } from "./signal";

/** An element's props (its parsed attributes, host and emit), frozen in time by a copy for each version. */
export type Props = Readonly<Record<string, unknown>>;

interface Snapshot {
  props: Props;
  version: number;
}

/** One mounted element: where it renders, what, and which of its renders have been committed. */
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
    /** The element's component with the given props. */
    readonly render: (props: Props) => ReactElement,
    props: Props,
  ) {
    this.snapshot = this.latest = { props, version: 0 };
  }

  setProps(props: Props): void {
    this.latest = { props, version: this.latest.version + 1 };
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

  /** Resolves once the latest props given to this entry is on screen. */
  whenCommitted(): Promise<void> {
    const version = this.latest.version;
    if (this.committed >= version) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ version, resolve }));
  }

  /** Called when the entry leaves the tree: nobody should wait forever for a render that will not come. */
  release(): void {
    cancelPublish(this);
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }
}
