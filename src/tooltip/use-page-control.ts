import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useElementMethods } from "../define/use-element-methods";
import type { AnchoredPanel } from "./anchored-panel";
import type popover from "./popover.element";
import type { Source } from "./triggers";

interface PageControl {
  host: HTMLElement;
  /** The open attribute's parsed value. */
  open: boolean;
  /** Whether the panel is shown. */
  shown: boolean;
  setShown(shown: boolean): void;
  /** A method (show(), hide()) changed it: the view's event, if it has one. */
  announce?: (shown: boolean, source: Source) => void;
}

/**
 * The page's hold on an anchored panel: the open attribute (the view reflects the panel's state into it, so a
 * write that matches the state does nothing) and show() / hide() on the element (declared by both). Writing the attribute fires no
 * event; a method fires the view's with source "api". Returns `adopt`, which the view calls with each panel
 * controller it builds (null when it disposes it): a panel built while open is set shows at once.
 */
export function usePageControl({ host, open, shown, setShown, announce }: PageControl): (controller: AnchoredPanel | null) => void {
  const controller = useRef<AnchoredPanel | null>(null);
  // Whether a panel controller is there: show() and hide() called before then wait for it.
  const [adopted, setAdopted] = useState(false);
  const latest = useRef({ open, setShown, announce });
  useLayoutEffect(() => {
    latest.current = { open, setShown, announce };
  });

  // The state goes out as the attribute when it changes (not on mount: the page's own attribute stands until then).
  const reflected = useRef(shown);
  useLayoutEffect(() => {
    if (reflected.current === shown) return;
    reflected.current = shown;
    host.toggleAttribute("open", shown);
  }, [host, shown]);

  const synced = useRef(open);
  useEffect(() => {
    if (synced.current === open) return;
    synced.current = open;
    if (controller.current?.set(open)) setShown(open);
  }, [open, setShown]);

  const change = (shown: boolean) => {
    if (!controller.current?.set(shown)) return;
    setShown(shown);
    announce?.(shown, "api");
  };
  // x-tooltip declares the same two methods as x-popover.
  useElementMethods<typeof popover>(host, adopted ? { show: () => change(true), hide: () => change(false) } : null);

  return (next) => {
    controller.current = next;
    setAdopted(next !== null);
    synced.current = latest.current.open;
    if (next && latest.current.open && next.set(true)) latest.current.setShown(true);
  };
}
