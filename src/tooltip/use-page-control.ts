import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useElementMethods } from "../define/use-element-methods";
import { useElementState } from "../define/use-element-state";
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
 * The page's hold on an anchored panel: the open attribute (the page's setting: it shows the panel at first, and
 * writing or removing it later shows or hides it; a visitor's change is not written back, it is `:state(open)`)
 * and show() / hide() on the element (declared by both). Writing the attribute fires no event; a method fires the view's with source
 * "api". Returns `adopt`, which the view calls with each panel
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

  useElementState(host, "open", shown);

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
