/*
 * The heavy libraries' instances that elements created and have not destroyed yet (Swiper, Leaflet maps, video.js
 * players, pdf.js documents and workers), counted by the wrappers that create them, so that a teardown that
 * forgets one shows in tests. The counts live here rather than in the wrappers: those are lazy chunks with their
 * library, which the tests' counter reading must not load.
 */

const live = new Map<string, number>();

/** Counts one instance of `library` as alive; the function returned counts it destroyed (once, however often called). */
export function countInstance(library: string): () => void {
  live.set(library, (live.get(library) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (live.get(library) ?? 1) - 1;
    if (left > 0) live.set(library, left);
    else live.delete(library);
  };
}

/** For tests: the instances alive, by library; none listed when none is alive (before a library is loaded too). */
export function liveInstances(): Record<string, number> {
  return Object.fromEntries([...live].sort(([a], [b]) => a.localeCompare(b)));
}
