import { useEffect, useLayoutEffect, useRef } from "react";
import type { Logger } from "../shared/log";
import { clearContent, RESET_DELAY_MS, restoreContent, templateOf } from "./content-reset";
import type { Phase } from "./use-phase";

/**
 * reset-on-close: the content goes RESET_DELAY_MS after the closing animation, and comes back from the element's
 * <template> child before the panel shows again. Without a template there is nothing to bring it back: a warning.
 */
export function useResetOnClose(host: HTMLElement, resetOnClose: boolean, open: boolean, phase: Phase, log: Logger): void {
  useLayoutEffect(() => {
    if (open && resetOnClose) restoreContent(host);
  }, [open, resetOnClose, host]);

  const hadOpened = useRef(open);
  if (open) hadOpened.current = true;
  const template = templateOf(host) !== null;
  useEffect(() => {
    if (resetOnClose && !template)
      log.warn("missing content template: reset-on-close restores the content from a <template> child, and there is none");
  }, [resetOnClose, template, log]);
  useEffect(() => {
    if (!resetOnClose || !template || phase !== "closed" || !hadOpened.current) return undefined;
    const timer = setTimeout(() => clearContent(host), RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [resetOnClose, template, phase, host]);
}
