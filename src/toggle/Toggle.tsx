import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { useElementMethods } from "../define/use-element-methods";
import { hashTarget } from "../shared/in-page-links";
import { adoptStylesAround } from "../shared/stylesheets";
import { logger } from "../shared/log";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import { hasContent } from "./content-reset";
import { request, type ToggleOptions, type ToggleSource } from "../shared/toggle-engine";
import { joinTablist } from "./tablist";
import declaration from "./toggle.element";
import lightCss from "./toggle.light.css?inline";
import { ToggleParts } from "./ToggleParts";
import { useAfterEvents } from "./use-after-events";
import { useHashReveal } from "./use-hash-reveal";
import { useDropdownPopover, useLayeredCover } from "./use-kind-layers";
import { useModalDialog } from "./use-modal-dialog";
import { usePhase } from "./use-phase";
import { useRecord } from "./use-record";
import { useResetOnClose } from "./use-reset-on-close";
import { useTrigger } from "./use-trigger";
import { useTriggerAria } from "./use-trigger-aria";
import { useFindablePanel } from "./use-findable";
import { useTriggerEvents } from "./use-trigger-events";

export type ToggleProps = ElementProps<typeof declaration>;

const log = logger(declaration.tag);

/** The built-in texts in English (the other languages' are in the shared catalogues). */
const ENGLISH = { close: "Close", back: "Back", trigger: "Toggle" };

export function Toggle(props: ToggleProps) {
  const { kind, group, hash, escapeClose, hover, lockScroll, resetOnClose, placement, label, closeLabel, backLabel, host, emit } = props;
  const texts = useTexts(host, "toggle", ENGLISH, { close: closeLabel, back: backLabel, trigger: label });
  const trigger = useTrigger(host, texts.trigger);
  const panel = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const options = useMemo<ToggleOptions>(() => ({ kind, group, hash, escapeClose, lockScroll }), [kind, group, hash, escapeClose, lockScroll]);
  const animated = useCallback(() => panel.current, []);
  // The panel's state: the open attribute gives the first and the page's later writes; a person's or a method's
  // changes come from the engine (useRecord's show) and are shown as custom states, never written as attributes.
  const [open, setOpen] = useState(props.open);
  const phase = usePhase(open, animated);
  const shown = phase !== "closed";
  useElementState(host, "open", open);
  useElementState(host, "closed", !open);
  useElementState(host, phase, phase === "opening" || phase === "closing");
  const announced = useAfterEvents(phase, (opened, source) => emit(opened ? "x-after-open" : "x-after-close", { kind, group, hash, source }));
  const record = useRecord({ host, options, open: props.open, show: setOpen, trigger, panel, emit, announced });
  const set = useCallback(
    (wanted: boolean | undefined, source: ToggleSource) => void (record.current && request(record.current, wanted, source)),
    [record],
  );

  useResetOnClose(host, resetOnClose, open, phase, log);
  useTriggerEvents({ host, trigger, kind, group, record, hover });
  useFindablePanel(
    panel,
    kind,
    shown,
    // The browser reveals a panel for a link to an element in it too: that is the address's hash at work.
    useCallback(() => {
      const target = hashTarget(location.hash);
      set(true, target && host.contains(target) ? "hash" : "find");
    }, [set, host]),
  );
  useTriggerAria(trigger, kind, group, open);
  useLayoutEffect(() => {
    if (kind !== "tab" || !group || !trigger || !record.current) return undefined;
    adoptStylesAround(host, lightCss);
    return joinTablist(group, record.current, trigger);
  }, [kind, group, trigger, record, host]);

  // show(), hide() and toggle(): each a person's-intent change with source "api".
  useElementMethods<typeof declaration>(host, { show: () => set(true, "api"), hide: () => set(false, "api"), toggle: () => set(undefined, "api") });

  useModalDialog(dialog, kind === "modal" || kind === "offcanvas", shown, record);
  useDropdownPopover(panel, kind, trigger, shown);
  useLayeredCover(host, back, kind, trigger, shown);
  useEffect(() => {
    if (escapeClose && !hasContent(host)) log.warn("missing toggle id for escape-to-close: the toggle has no panel content for Escape to close");
  }, [escapeClose, host]);
  useHashReveal(host, kind, trigger, record);

  return (
    <ToggleParts
      kind={kind}
      placement={placement}
      name={label || trigger?.textContent?.trim() || undefined}
      shown={shown}
      texts={texts}
      panel={panel}
      dialog={dialog}
      back={back}
      close={() => set(false, "trigger")}
      trigger={trigger}
    />
  );
}
