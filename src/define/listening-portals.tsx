import { createPortal } from "react-dom";

/*
 * Shadow roots in use whose element is still mounted, each with an empty portal: React starts listening in a
 * container when a portal into it mounts, and this is that moment. Apart from the element portals, so that
 * starting to listen renders neither the used element nor the others.
 */
const containers = new Map<ShadowRoot, string>();
let nextKey = 0;

export function addListeningPortal(container: ShadowRoot): void {
  containers.set(container, String(nextKey++));
}

/** React keeps listening in the shadow root; the empty portal has done its job and must not hold the node. */
export function releaseListeningPortal(container: ShadowRoot): boolean {
  return containers.delete(container);
}

/** Shadow roots held by a listening portal; used by tests to prove that removal releases them. */
export function listeningPortalCount(): number {
  return containers.size;
}

/** The shadow roots and their portal keys, as they are now: what the root renders next. */
export function listeningContainers(): Array<[ShadowRoot, string]> {
  return [...containers];
}

export function ListeningPortals({ containers }: { containers: Array<[ShadowRoot, string]> }) {
  return containers.map(([container, key]) => createPortal(null, container, key));
}
