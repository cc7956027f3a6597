/**
 * Hover intent (after jQuery hoverIntent): a pointer entering an item opens it only once it slows down, that is
 * when it moved less than `sensitivity` pixels between two polls `interval` ms apart. Leaving calls `out` after a
 * delay (at least `timeout`); coming back before then cancels it. Plain timers, no DOM: feed it positions.
 */
export interface IntentOptions {
  /** Milliseconds between two polls of the pointer's position. */
  interval: number;
  /** Milliseconds after leaving before `out` (the least delay a leave waits). */
  timeout: number;
  /** Pixels the pointer may move between two polls and still count as resting. */
  sensitivity: number;
}

export interface IntentCallbacks {
  over(): void;
  out(): void;
}

export class HoverIntent {
  private x = 0;
  private y = 0;
  private previousX = 0;
  private previousY = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether `over` was called and no `out` since. */
  private overed = false;

  constructor(
    private readonly options: IntentOptions,
    private readonly callbacks: IntentCallbacks,
  ) {}

  enter(x: number, y: number): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.x = x;
    this.y = y;
    if (this.overed) return; // back before the leave's delay ran out: it stays open
    this.previousX = x;
    this.previousY = y;
    this.poll();
  }

  move(x: number, y: number): void {
    this.x = x;
    this.y = y;
  }

  /** The pointer left: `out` follows after `delay` ms (never less than the timeout), if `over` had been called. */
  leave(delay = 0): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.overed) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.overed = false;
        this.callbacks.out();
      },
      Math.max(this.options.timeout, delay),
    );
  }

  /** Forgets the pointer (the item closed some other way): the next enter starts afresh. */
  reset(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.overed = false;
  }

  stop(): void {
    this.reset();
  }

  private poll(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (Math.hypot(this.x - this.previousX, this.y - this.previousY) < this.options.sensitivity) {
        this.overed = true;
        this.callbacks.over();
        return;
      }
      this.previousX = this.x;
      this.previousY = this.y;
      this.poll();
    }, this.options.interval);
  }
}
