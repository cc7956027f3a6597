import { useLayoutEffect, useMemo, useRef, type RefObject } from "react";
import type { Emit, EventSpecs } from "../define/declare";
import {
  configure,
  register,
  sync,
  unregister,
  type ToggleOptions,
  type ToggleRecord,
  type ToggleSource,
  type ToggleView,
} from "../shared/toggle-engine";
import { hasContent } from "./content-reset";

interface RecordInput {
  host: HTMLElement;
  options: ToggleOptions;
  /** The open attribute's parsed value: the page's configuration (the first state, and the page's later writes). */
  open: boolean;
  /** Shows the panel's state (the engine's); the open attribute is never written back. */
  show: (open: boolean) => void;
  trigger: HTMLElement | null;
  panel: RefObject<HTMLElement | null>;
  // The declaration's events, read back by name.
  emit: Emit<EventSpecs>;
  /** Hears each change the engine announced, after x-open / x-close. */
  announced?: (open: boolean, source: ToggleSource) => void;
}

/**
 * Registers the toggle with the engine for as long as it is mounted, and keeps the engine in step with the
 * element's attributes: options on every change, `open` when the page writes it (then no event fires). The engine's
 * state goes out through `show` only: the attribute stays what the page wrote, so saved markup keeps no visitor's
 * state.
 */
export function useRecord(input: RecordInput): RefObject<ToggleRecord | null> {
  const { host, options, open } = input;
  const latest = useRef(input);
  latest.current = input;
  const record = useRef<ToggleRecord | null>(null);

  useLayoutEffect(() => {
    const view: ToggleView = {
      host,
      write(open) {
        latest.current.show(open);
      },
      consent(open, source) {
        const { kind, group, hash } = latest.current.options;
        // Cancelable, so not through emit: the page keeps the state with preventDefault().
        const asked = new CustomEvent(open ? "x-before-open" : "x-before-close", {
          bubbles: true,
          composed: true,
          cancelable: true,
          detail: { kind, group, hash, source },
        });
        return host.dispatchEvent(asked);
      },
      announce(open, source) {
        const { kind, group, hash } = latest.current.options;
        latest.current.emit(open ? "x-open" : "x-close", { kind, group, hash, source });
        latest.current.announced?.(open, source);
      },
      contains(path) {
        const { trigger, panel } = latest.current;
        return (trigger !== null && path.includes(trigger)) || (panel.current !== null && path.includes(panel.current));
      },
      hasPanel: () => hasContent(host),
      restoreFocus() {
        const { trigger } = latest.current;
        const focused = document.activeElement;
        if (trigger && focused && (host.contains(focused) || focused === host)) trigger.focus();
      },
    };
    const registered = register(view, latest.current.options, latest.current.open);
    record.current = registered;
    return () => {
      unregister(registered);
      record.current = null;
    };
  }, [host]);

  const stable = useMemo(() => options, [options.kind, options.group, options.hash, options.escapeClose, options.lockScroll]); // eslint-disable-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (record.current) configure(record.current, stable);
  }, [stable]);
  // The page wrote `open`. Not on mount: register did.
  const synced = useRef(open);
  useLayoutEffect(() => {
    const current = record.current;
    if (!current || synced.current === open) return;
    synced.current = open;
    sync(current, open);
  }, [open]);
  return record;
}
