import { useLayoutEffect, useMemo, useRef, type RefObject } from "react";
import type { Emit, EventSpecs } from "../define/declare";
import { configure, register, sync, unregister, type ToggleOptions, type ToggleRecord, type ToggleView } from "./engine";
import { hasContent } from "./content-reset";

interface RecordInput {
  host: HTMLElement;
  options: ToggleOptions;
  open: boolean;
  trigger: HTMLElement | null;
  panel: RefObject<HTMLElement | null>;
  // The declaration's events, read back by name.
  emit: Emit<EventSpecs>;
}

/**
 * Registers the toggle with the engine for as long as it is mounted, and keeps the engine in step with the
 * element's attributes: options on every change, `open` when the page writes it (then no event fires).
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
        if (open) host.setAttribute("open", "");
        else host.removeAttribute("open");
      },
      announce(open, source) {
        const { kind, group, hash } = latest.current.options;
        latest.current.emit(open ? "x-open" : "x-close", { kind, group, hash, source });
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
  useLayoutEffect(() => {
    if (record.current) sync(record.current, open);
  }, [open]);
  return record;
}
