import { useLayoutEffect, type RefObject } from "react";
import type { ToggleKind } from "../shared/toggle-engine";
import { coverLayer } from "./layers";

/**
 * Dropdown: a popover in the top layer while shown, kept under its trigger and on screen by floating-ui, which only
 * pages with a dropdown fetch.
 */
export function useDropdownPopover(panel: RefObject<HTMLElement | null>, kind: ToggleKind, trigger: HTMLElement | null, shown: boolean): void {
  useLayoutEffect(() => {
    const element = panel.current;
    if (kind !== "dropdown" || !element || !trigger || !shown) return undefined;
    if (!element.matches(":popover-open")) element.showPopover();
    let stop: (() => void) | undefined;
    let current = true;
    void import("./anchor").then(({ anchorPanel }) => {
      if (current) stop = anchorPanel(trigger, element);
    });
    return () => {
      current = false;
      stop?.();
      if (element.matches(":popover-open")) element.hidePopover();
    };
  }, [panel, kind, trigger, shown]);
}

/** Layered: the sub-level covers its layer while shown, and a keyboard user who opened it lands on its back control. */
export function useLayeredCover(
  host: HTMLElement,
  back: RefObject<HTMLElement | null>,
  kind: ToggleKind,
  trigger: HTMLElement | null,
  shown: boolean,
): void {
  useLayoutEffect(() => {
    if (kind !== "layered" || !shown) return undefined;
    if (trigger && document.activeElement === trigger) back.current?.focus();
    return coverLayer(host);
  }, [back, kind, shown, host, trigger]);
}
