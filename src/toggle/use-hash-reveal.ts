import { useEffect, useRef, type RefObject } from "react";
import { scrollToElement } from "../shared/hash-scroll";
import type { ToggleKind, ToggleRecord } from "../shared/toggle-engine";
import { pageScrollPadding } from "./page-offset";

/**
 * A collapse or tab opened from the address's hash, on load or when it changes, is brought into view below the
 * page's own offset. On load the engine opened it before this listener was there.
 */
export function useHashReveal(host: HTMLElement, kind: ToggleKind, trigger: HTMLElement | null, record: RefObject<ToggleRecord | null>): void {
  const revealable = kind === "tab" || kind === "collapse";
  const checkedLoad = useRef(false);
  useEffect(() => {
    if (!revealable || !trigger) return undefined;
    const reveal = () => scrollToElement(trigger, pageScrollPadding());
    const current = record.current;
    if (!checkedLoad.current && current) {
      checkedLoad.current = true;
      if (current.open && current.options.hash && location.hash === `#${current.options.hash}`) reveal();
    }
    const revealFromHash = (event: Event) => {
      if (event.target === host && (event as CustomEvent<{ source: string }>).detail.source === "hash") reveal();
    };
    host.addEventListener("x-open", revealFromHash);
    return () => host.removeEventListener("x-open", revealFromHash);
  }, [host, revealable, trigger, record]);
}
