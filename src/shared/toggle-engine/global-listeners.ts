import { HASH_PUSH_EVENT } from "../hash-scroll";

/** What the engine does with the page's events; one listener of each for every toggle on the page. */
export interface PageHandlers {
  keydown(event: KeyboardEvent): void;
  click(event: MouseEvent): void;
  hash(): void;
  /** Back or forward through the history. */
  traverse(): void;
}

let attached: { handlers: PageHandlers; hash: () => void; traverse: () => void } | null = null;

/** Adds the engine's document and window listeners, once. */
export function attachPageListeners(handlers: PageHandlers): void {
  if (attached) return;
  const hash = () => handlers.hash();
  const traverse = () => handlers.traverse();
  attached = { handlers, hash, traverse };
  document.addEventListener("keydown", handlers.keydown);
  document.addEventListener("click", handlers.click);
  window.addEventListener("hashchange", hash);
  window.addEventListener(HASH_PUSH_EVENT, hash);
  window.addEventListener("popstate", traverse);
}

/** Removes them, when the last toggle leaves the page. */
export function detachPageListeners(): void {
  if (!attached) return;
  const { handlers, hash, traverse } = attached;
  document.removeEventListener("keydown", handlers.keydown);
  document.removeEventListener("click", handlers.click);
  window.removeEventListener("hashchange", hash);
  window.removeEventListener(HASH_PUSH_EVENT, hash);
  window.removeEventListener("popstate", traverse);
  attached = null;
}
