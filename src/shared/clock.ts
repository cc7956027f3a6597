/**
 * One clock for every element that shows time: a single timer, re-armed for the next whole second each tick (or
 * for the earliest wake's second, when nothing runs every second),
 * so a thousand countdowns cost one timer and the display never drifts (each tick re-reads Date.now()).
 * All callbacks run in the same task, so React batches their updates into one commit.
 */
type Tick = (now: number) => void;

const subscribers = new Set<Tick>();
/** One-off callbacks and the moment (ms since the epoch) from which the next tick runs them. */
const wakes = new Map<Tick, number>();
/** No wake is due before this moment (it may be early after a cancel; never late). */
let earliestWake = Infinity;
let timer: ReturnType<typeof setTimeout> | undefined;
/** When the armed timer fires (ms since the epoch). */
let armedAt = Infinity;
/** A tick is running its callbacks: it arms the next tick itself when they are done. */
let ticking = false;

/**
 * When the next tick must run: the next whole second, or, with nothing to run every second, the whole second of
 * the earliest wake (a page of countdowns that only wake once a minute costs one timer task a minute).
 */
function nextTickAt(now: number): number {
  const nextSecond = now - (now % 1000) + 1000;
  if (subscribers.size > 0 || earliestWake === Infinity) return nextSecond;
  return Math.max(nextSecond, Math.ceil(earliestWake / 1000) * 1000);
}

/** setTimeout's longest delay: a longer one (a wake a month away) would fire at once, again and again. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

function arm(): void {
  const now = Date.now();
  armedAt = Math.min(nextTickAt(now), now + LONGEST_DELAY_MS);
  timer = setTimeout(tick, armedAt - now);
}

function tick(): void {
  timer = undefined;
  ticking = true;
  const now = Date.now();
  try {
    for (const subscriber of [...subscribers]) subscriber(now);
    if (now >= earliestWake) runDueWakes(now);
  } finally {
    ticking = false;
  }
  if (subscribers.size > 0 || wakes.size > 0) arm();
}

/**
 * Arms the next tick unless one is armed in time, or a running tick is about to arm it (one timer, always). A
 * new subscriber or an earlier wake may need a sooner tick than the one armed.
 */
function armInTime(): void {
  if (ticking) return;
  if (timer !== undefined) {
    if (nextTickAt(Date.now()) >= armedAt) return;
    clearTimeout(timer);
  }
  arm();
}

// A thousand off-screen countdowns wait here; most ticks skip them all. A wake may register a new one while this
// runs: a Map visits entries added during iteration, and the new one is not due yet, so it is only counted.
function runDueWakes(now: number): void {
  earliestWake = Infinity;
  for (const [wake, at] of wakes) {
    if (at > now) earliestWake = Math.min(earliestWake, at);
    else {
      wakes.delete(wake);
      wake(now);
    }
  }
}

function releaseIfIdle(): void {
  if (subscribers.size === 0 && wakes.size === 0 && timer !== undefined) {
    clearTimeout(timer);
    timer = undefined;
    armedAt = Infinity;
  }
}

export function onEverySecond(subscriber: Tick): () => void {
  subscribers.add(subscriber);
  armInTime();
  return () => {
    subscribers.delete(subscriber);
    releaseIfIdle();
  };
}

/**
 * Runs `wake` once, on the first whole-second tick at or after `at`: for work that only matters at a known
 * moment (an off-screen countdown only needs to wake when a unit hides or the end arrives).
 */
export function onceAt(at: number, wake: Tick): () => void {
  const own: Tick = (now) => wake(now); // a callback of its own, so the same function can wait twice
  wakes.set(own, at);
  earliestWake = Math.min(earliestWake, at);
  armInTime();
  return () => {
    wakes.delete(own);
    releaseIfIdle();
  };
}

/** For tests and benchmarks: how many callbacks the clock drives each second, how many wait, and its timer. */
export function clockState(): { subscribers: number; waiting: number; armed: boolean } {
  return { subscribers: subscribers.size, waiting: wakes.size, armed: timer !== undefined };
}
