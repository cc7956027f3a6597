/*
 * What x-search-overlay may ask of the x-ai-search it holds: focus its input (250 ms after opening) and reset it
 * (350 ms after closing). Both tags live in this folder; the registry is shared by their chunks.
 */
export interface SearchHandle {
  focus(): void;
  /** Empties the input and removes the answer, without events (nobody searched). */
  reset(): void;
}

const handles = new WeakMap<Element, SearchHandle>();

export function provideHandle(host: Element, handle: SearchHandle): () => void {
  handles.set(host, handle);
  return () => {
    if (handles.get(host) === handle) handles.delete(host);
  };
}

export function handleOf(element: Element | null): SearchHandle | undefined {
  return element ? handles.get(element) : undefined;
}
