import { useEffect, useLayoutEffect, useRef } from "react";
import { useElementState } from "../define/use-element-state";
import type { AnchoredPanel } from "./anchored-panel";
import type { Source } from "./triggers";

/** What x-tooltip and x-popover offer scripts besides their attributes. */
export interface PanelMethods {
  /** Shows the panel (x-popover: fires x-open with source api). */
  show(): void;
  /** Hides the panel (x-popover: fires x-close with source api). */
  hide(): void;
}

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
 * and show() / hide() on the element. Writing the attribute fires no event; a method fires the view's with source
 * "api". Returns `adopt`, which the view calls with each panel
 * controller it builds (null when it disposes it): a panel built while open is set shows at once.
 */
export function usePageControl({ host, open, shown, setShown, announce }: PageControl): (controller: AnchoredPanel | null) => void {
  const controller = useRef<AnchoredPanel | null>(null);
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

  useLayoutEffect(() => {
    const change = (shown: boolean) => {
      if (!controller.current?.set(shown)) return;
      latest.current.setShown(shown);
      latest.current.announce?.(shown, "api");
    };
    Object.defineProperties(host, {
      show: { configurable: true, writable: true, value: () => change(true) },
      hide: { configurable: true, writable: true, value: () => change(false) },
    });
    return () => {
      Reflect.deleteProperty(host, "show");
      Reflect.deleteProperty(host, "hide");
    };
  }, [host]);

  return (next) => {
    controller.current = next;
    synced.current = latest.current.open;
    if (next && latest.current.open && next.set(true)) latest.current.setShown(true);
  };
}
