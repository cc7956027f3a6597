/**
 * Server clock minus visitor clock for a `server-time` value, in whole seconds' worth of ms (server-time has
 * one-second resolution, and ticks stay on the second boundary). Measured the first time the value is read, the
 * contract's "at load", and kept: a countdown mounted again later (removed, then put back) must not take its
 * page's server time for "now" again.
 */
const offsets = new Map<number, number>();

export function serverOffsetMs(serverTimeMs: number): number {
  let offset = offsets.get(serverTimeMs);
  if (offset === undefined) {
    offset = Math.round((serverTimeMs - Date.now()) / 1000) * 1000;
    offsets.set(serverTimeMs, offset);
  }
  return offset;
}
