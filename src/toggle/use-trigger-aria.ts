import { useLayoutEffect, useState } from "react";
import type { ToggleKind } from "../shared/toggle-engine";
import { TriggerAttributes, triggerAria } from "./trigger";

/**
 * The trigger's ARIA (expanded, controls, a tab's selected and roving tabindex), written while the toggle runs and
 * put back as the page wrote it when the toggle leaves or changes kind.
 */
export function useTriggerAria(trigger: HTMLElement | null, kind: ToggleKind, group: string, open: boolean): void {
  const [triggerAttributes, setTriggerAttributes] = useState<TriggerAttributes | null>(null);
  useLayoutEffect(() => {
    if (!trigger) return undefined;
    const attributes = new TriggerAttributes(trigger);
    setTriggerAttributes(attributes);
    return () => attributes.restore();
  }, [trigger, kind]);
  useLayoutEffect(() => {
    if (!triggerAttributes) return;
    const roving = kind === "tab" && group ? open : null;
    for (const [name, value] of Object.entries(triggerAria(kind, triggerAttributes.trigger, open, roving))) triggerAttributes.set(name, value);
  }, [triggerAttributes, kind, group, open]);
}
