import { startTransition, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { firstRenderStarted } from "./arrival-policy";
import { ListeningPortals, listeningContainers, releaseListeningPortal } from "./listening-portals";
import type { PortalEntry, Props } from "./portal-entry";
import { AllPortals } from "./portals";
import { learnListeningMark } from "./react-listening";
import { registry } from "./registry";

/*
 * Every element on the page renders through ONE React root, as a portal into its own shadow root. A root per
 * element costs about 0.9 ms each (a thousand counters are a long task); one root makes an element a cheap
 * portal, and the prop updates of all elements made in the same frame are one commit (frame-batch.ts).
 */

let root: Root | undefined;

export function renderRoot(): void {
  root?.render(
    <>
      <AllPortals />
      <ListeningPortals containers={listeningContainers()} />
    </>,
  );
}

export function ensureRoot(): void {
  if (root) return;
  // The shared root lives in a detached node: it renders nothing itself, only portals.
  const container = document.createElement("div");
  root = createRoot(container);
  // The first render takes every element that arrives before it runs (a page's first batch): a transition too.
  firstRenderStarted();
  startTransition(renderRoot);
  learnListeningMark(container);
}

/** Starts rendering an element into its shadow root: `render(props)`, and again with each new props. */
export function mountPortal(container: ShadowRoot, render: (props: Props) => ReactElement, props: Props): PortalEntry {
  ensureRoot();
  return registry.add(container, render, props);
}

export function unmountPortal(entry: PortalEntry): void {
  registry.delete(entry);
  if (releaseListeningPortal(entry.container)) renderRoot();
}

/** Entries currently mounted; used by tests to prove that removal releases everything. */
export function mountedEntryCount(): number {
  return registry.entries.size;
}

export { listeningPortalCount } from "./listening-portals";
