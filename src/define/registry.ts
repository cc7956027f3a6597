import type { ReactElement } from "react";
import { PortalEntry, type Props } from "./portal-entry";
import { Signal } from "./signal";

/**
 * The mounted entries, in mount order. Arrivals and removals are signalled apart: arrivals are rendered at once
 * or as a transition (see arrival-policy.ts), removals at once, so that a removed element's effects stop right
 * away.
 */
class Registry {
  readonly entries = new Map<number, PortalEntry>();
  readonly arrivals = new Signal();
  readonly removals = new Signal();
  /** Entries that arrived since AllPortals last scheduled a render for arrivals. */
  private recent: PortalEntry[] = [];
  private nextKey = 0;

  add(container: ShadowRoot, render: (props: Props) => ReactElement, props: Props): PortalEntry {
    const entry = new PortalEntry(this.nextKey++, container.host.localName, container, render, props);
    this.entries.set(entry.key, entry);
    this.recent.push(entry);
    this.arrivals.notify();
    return entry;
  }

  takeRecent(): PortalEntry[] {
    return this.recent.splice(0);
  }

  delete(entry: PortalEntry): void {
    if (this.entries.delete(entry.key)) this.removals.notify();
    entry.release();
  }
}

export const registry = new Registry();
