/**
 * Resolves in a task of its own, after what the browser has queued (input, rendering): a long job split at these
 * points is no long task. A message, not a timer: a timer may be held back (a hidden page's, fake timers in tests).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Resolves in a task of its own, one caller per task in call order: elements that would all start a heavy job at
 * the same moment (a library arrived for every slider of a page) start one per task.
 */
export function taskInTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}
