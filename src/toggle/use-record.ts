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
import { microtask } from "../shared/microtask";
import { hasContent } from "./content-reset";

/** Whether the engine runs from a toggle's layout effect, where React cannot render an attribute change at once. */
let committing = false;
function duringCommit<T>(run: () => T): T {
  const outer = committing;
  committing = true;
  try {
    return run();
  } finally {
    committing = outer;
  }
}

interface RecordInput {
  host: HTMLElement;
  options: ToggleOptions;
  open: boolean;
  trigger: HTMLElement | null;
  panel: RefObject<HTMLElement | null>;
  // The declaration's events, read back by name.
  emit: Emit<EventSpecs>;
  /** Hears each change the engine announced, after x-open / x-close. */
  announced?: (open: boolean, source: ToggleSource) => void;
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
        const reflect = () => {
          if (open) host.setAttribute("open", "");
          else host.removeAttribute("open");
        };
        // Inside React's commit (a change made from this hook's effects), the attribute's render waits for a microtask.
        if (committing) microtask(reflect);
        else reflect();
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
    const registered = duringCommit(() => register(view, latest.current.options, latest.current.open));
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
  // The page wrote `open` (the engine's own writes find the record in that state already). Not on mount: register did.
  const synced = useRef(open);
  useLayoutEffect(() => {
    const current = record.current;
    if (!current || synced.current === open) return;
    synced.current = open;
    duringCommit(() => sync(current, open));
  }, [open]);
  return record;
}
