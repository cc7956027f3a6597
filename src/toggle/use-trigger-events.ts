import { useEffect, useRef, type RefObject } from "react";
import { request, type ToggleKind, type ToggleRecord } from "../shared/toggle-engine";
import { hoverIntent } from "./hover";
import { tabTriggers } from "./tablist";
import { isButton } from "./trigger";

interface TriggerEventsInput {
  host: HTMLElement;
  trigger: HTMLElement | null;
  kind: ToggleKind;
  group: string;
  record: RefObject<ToggleRecord | null>;
  hover: boolean;
}

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The step an arrow key takes through the tabs: on a right-to-left page the tabs run leftwards, and so do Left and Right. */
function stepOf(key: string, trigger: HTMLElement): number | undefined {
  const step = NEXT_KEYS[key];
  const horizontal = key === "ArrowLeft" || key === "ArrowRight";
  return step !== undefined && horizontal && getComputedStyle(trigger).direction === "rtl" ? -step : step;
}

/**
 * What a person does to the trigger: a click (Enter and Space on a button are clicks; Space on a link is made one)
 * toggles; a link trigger does not navigate. In a tab group, arrow keys, Home and End move to another tab and open
 * it (Left and Right mirrored on a right-to-left page). A click on an element with `data-toggle-close` in the panel closes the toggle. With `hover`, a resting mouse
 * opens and a leaving one closes; a click then keeps a hover-opened panel open.
 */
export function useTriggerEvents({ host, trigger, kind, group, record, hover }: TriggerEventsInput): void {
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!trigger) return undefined;
    const click = (event: MouseEvent) => {
      const current = record.current;
      if (!current) return;
      const path = event.composedPath();
      if (path.includes(trigger)) {
        if (!isButton(trigger)) event.preventDefault();
        if (kind === "tab") request(current, true, "trigger");
        else if (hover && openedByHover.current && current.open) openedByHover.current = false;
        else request(current, undefined, "trigger");
        return;
      }
      const closer = path.find((target): target is Element => target instanceof Element && target.hasAttribute("data-toggle-close"));
      if (closer && closer.closest("x-toggle") === host) request(current, false, "trigger");
    };
    const keydown = (event: KeyboardEvent) => {
      const current = record.current;
      if (!current || !event.composedPath().includes(trigger)) return;
      if (event.key === " " && !isButton(trigger)) {
        event.preventDefault();
        trigger.click();
        return;
      }
      if (kind !== "tab" || !group) return;
      const tabs = tabTriggers(group);
      const index = tabs.findIndex((tab) => tab.trigger === trigger);
      const step = stepOf(event.key, trigger);
      const next =
        event.key === "Home"
          ? 0
          : event.key === "End"
            ? tabs.length - 1
            : step === undefined || index < 0
              ? null
              : (index + step + tabs.length) % tabs.length;
      if (next === null) return;
      event.preventDefault();
      const tab = tabs[next]!;
      tab.trigger.focus();
      request(tab.record, true, "trigger");
    };
    host.addEventListener("click", click);
    host.addEventListener("keydown", keydown);
    return () => {
      host.removeEventListener("click", click);
      host.removeEventListener("keydown", keydown);
    };
  }, [host, trigger, kind, group, record, hover]);

  useEffect(() => {
    if (!hover) return undefined;
    return hoverIntent(host, (open) => {
      const current = record.current;
      if (!current) return;
      if (request(current, open, "trigger")) openedByHover.current = open;
    });
  }, [host, hover, record]);
}
