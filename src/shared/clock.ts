/**
 * One clock for every element that shows time: a single timer, re-armed for the next whole second each tick,
 * so a thousand countdowns cost one timer and the display never drifts (each tick re-reads Date.now()).
 * All subscribers run in the same task, so React batches their updates into one commit.
 */
type Tick = (now: number) => void;

const subscribers = new Set<Tick>();
let timer: ReturnType<typeof setTimeout> | undefined;

function arm(): void {
  timer = setTimeout(tick, 1000 - (Date.now() % 1000));
}

function tick(): void {
  timer = undefined;
  const now = Date.now();
  for (const subscriber of [...subscribers]) subscriber(now);
  if (subscribers.size > 0) arm();
}

export function onEverySecond(subscriber: Tick): () => void {
  subscribers.add(subscriber);
  if (timer === undefined) arm();
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** For tests and benchmarks: how many callbacks the clock drives, and whether its one timer is armed. */
export function clockState(): { subscribers: number; armed: boolean } {
  return { subscribers: subscribers.size, armed: timer !== undefined };
}
