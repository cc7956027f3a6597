import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { register, request, unregister, type ToggleRecord } from "../shared/toggle-engine";
import type { MenuEmit } from "./menu-events";

export interface PanelSetup {
  host: HTMLElement;
  /** Whether the menu collapses behind its toggle (mobile). */
  collapsible: boolean;
  /** A full-screen modal rather than a collapse: a click outside and Escape close it, the page does not scroll. */
  modal: boolean;
  name: string;
  /** The button that opens it: the author's (slot "toggle") or the element's own. */
  toggle: RefObject<HTMLElement | null>;
  /** The element around the menu: clicks inside it are no outside clicks. */
  panel: RefObject<HTMLElement | null>;
  emit: MenuEmit;
}

/**
 * The mobile menu behind its toggle button, as a toggle of the engine (its element is the menu's host, so the
 * submenus' records nest in it): Escape closes it once its submenus are closed and gives focus back to the toggle.
 * Not registered on desktop, where the menu is always shown.
 */
export function useMenuPanel(setup: PanelSetup): { expanded: boolean; toggle(): void; close(): void } {
  const { host, collapsible, modal } = setup;
  const latest = useRef(setup);
  latest.current = setup;
  const [expanded, setExpanded] = useState(false);
  const record = useRef<ToggleRecord | null>(null);

  useLayoutEffect(() => {
    if (!collapsible) return undefined;
    const registered = register(
      {
        host,
        write: setExpanded,
        announce: (open, source) => latest.current.emit(open ? "x-open" : "x-close", { item: latest.current.name, level: -1, source }),
        contains(path) {
          const { toggle, panel } = latest.current;
          return (toggle.current !== null && path.includes(toggle.current)) || (panel.current !== null && path.includes(panel.current));
        },
        hasPanel: () => true,
        restoreFocus() {
          const focused = document.activeElement;
          if (focused && (host.contains(focused) || host.shadowRoot?.contains(focused) || focused === host)) latest.current.toggle.current?.focus();
        },
      },
      { kind: modal ? "modal" : "collapse", group: "", hash: "", escapeClose: true, lockScroll: modal },
      false,
    );
    record.current = registered;
    return () => {
      unregister(registered);
      record.current = null;
      setExpanded(false);
    };
  }, [host, collapsible, modal]);

  const toggle = useCallback(() => void (record.current && request(record.current, undefined, "trigger")), []);
  const close = useCallback(() => void (record.current && request(record.current, false, "trigger")), []);
  return { expanded: collapsible && expanded, toggle, close };
}
