import { memo, startTransition, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { microtask } from "../shared/microtask";
import {
  arrivalsCommitted,
  arrivalsPending,
  arrivalsUncommitted,
  canRenderAtOnce,
  renderAtOnce,
  tagRendered,
  transitionStarted,
} from "./arrival-policy";
import { ElementErrorBoundary } from "./element-error-boundary";
import { hideFallback } from "./fallback-slot";
import { publishPending } from "./frame-batch";
import type { PortalEntry } from "./portal-entry";
import { registry } from "./registry";

/** One element, as a portal into its shadow root. */
const ElementPortal = memo(function ElementPortal({ entry }: { entry: PortalEntry }) {
  const { props, version } = useSyncExternalStore(entry.subscribe, entry.getSnapshot);
  useLayoutEffect(() => {
    if (!entry.hasCommitted) {
      tagRendered(entry.tag);
      hideFallback(entry.container); // and :state(rendered), in this very commit
    }
    entry.markCommitted(version);
  }, [entry, version]);
  return createPortal(<ElementErrorBoundary tag={entry.tag}>{entry.render(props)}</ElementErrorBoundary>, entry.container);
});

/** Every mounted element, rendered as arrivals and removals come (see arrival-policy.ts for how). */
export const AllPortals = memo(function AllPortals() {
  const [arrivals, setArrivals] = useState(registry.arrivals.get);
  useSyncExternalStore(registry.removals.subscribe, registry.removals.get);
  useLayoutEffect(() => {
    arrivalsCommitted(arrivals);
    if (!arrivalsPending()) publishPending();
  }, [arrivals]);
  useLayoutEffect(() => {
    const renderArrivals = (atOnceAllowed: boolean) => {
      const count = registry.arrivals.get();
      const batch = registry.takeRecent();
      if (atOnceAllowed && canRenderAtOnce(batch)) {
        renderAtOnce(() => setArrivals(count), batch.length);
      } else {
        transitionStarted(count);
        startTransition(() => setArrivals(count));
      }
    };
    let scheduled = false;
    const unsubscribe = registry.arrivals.subscribe(() => {
      if (scheduled) return;
      scheduled = true;
      microtask(() => {
        scheduled = false;
        renderArrivals(true);
      });
    });
    // Elements that arrived between the first render and this subscription.
    if (arrivalsUncommitted(registry.arrivals.get())) renderArrivals(false);
    else registry.takeRecent();
    return unsubscribe;
  }, []);
  return Array.from(registry.entries.values(), (entry) => <ElementPortal key={entry.key} entry={entry} />);
});
