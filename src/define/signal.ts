type Listener = () => void;

/** A count of happenings that can be subscribed to: a store for useSyncExternalStore, or a plain callback. */
export class Signal {
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
