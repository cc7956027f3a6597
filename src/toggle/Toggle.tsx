import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { useElementMethods } from "../define/use-element-methods";
import { scrollToElement } from "../shared/hash-scroll";
import { hashTarget } from "../shared/in-page-links";
import { adoptStylesAround } from "../shared/stylesheets";
import { logger } from "../shared/log";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import { clearContent, hasContent, RESET_DELAY_MS, restoreContent, templateOf } from "./content-reset";
import { request, type ToggleOptions, type ToggleSource } from "../shared/toggle-engine";
import { coverLayer } from "./layers";
import { pageScrollPadding } from "./page-offset";
import { joinTablist, TABLIST_SLOT } from "./tablist";
import declaration from "./toggle.element";
import lightCss from "./toggle.light.css?inline";
import { TriggerAttributes, triggerAria } from "./trigger";
import { useAfterEvents } from "./use-after-events";
import { usePhase } from "./use-phase";
import { useRecord } from "./use-record";
import { useTrigger } from "./use-trigger";
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

  // Content cleared after a close comes back from the template before the panel shows again.
  useLayoutEffect(() => {
    if (open && resetOnClose) restoreContent(host);
  }, [open, resetOnClose, host]);

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

  // The trigger's ARIA, written while the toggle runs and put back when it leaves or changes kind.
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

  useLayoutEffect(() => {
    if (kind !== "tab" || !group || !trigger || !record.current) return undefined;
    adoptStylesAround(host, lightCss);
    return joinTablist(group, record.current, trigger);
  }, [kind, group, trigger, record, host]);

  // show(), hide() and toggle(): each a person's-intent change with source "api".
  useElementMethods<typeof declaration>(host, { show: () => set(true, "api"), hide: () => set(false, "api"), toggle: () => set(undefined, "api") });

  // Modal and off-canvas: a native modal <dialog> (focus moves in, the page behind is inert, focus returns).
  const modal = kind === "modal" || kind === "offcanvas";
  /** Closes made here whose close event has not come yet: the browser fires it a task later. */
  const ownCloses = useRef(0);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!modal || !element) return;
    if (shown && !element.open) element.showModal();
    else if (!shown && element.open) {
      ownCloses.current += 1;
      element.close();
    }
  }, [modal, shown]);
  useEffect(() => {
    const element = dialog.current;
    if (!modal || !element) return undefined;
    // Escape is the engine's (escape-close); a form with method="dialog" still closes it.
    element.setAttribute("closedby", "none");
    const cancel = (event: Event) => event.preventDefault();
    // A form with method="dialog" closed it: if the page keeps the toggle open (x-before-close), it shows again.
    // The close event of a close made here is no such thing: the toggle may be open again by the time it comes
    // (closed with Escape and opened at once), and must not be closed by it.
    const closed = () => {
      if (ownCloses.current > 0) {
        ownCloses.current -= 1;
        return;
      }
      const current = record.current;
      if (current?.open && !request(current, false, "trigger") && current.open) element.showModal();
    };
    element.addEventListener("cancel", cancel);
    element.addEventListener("close", closed);
    return () => {
      element.removeEventListener("cancel", cancel);
      element.removeEventListener("close", closed);
    };
  }, [modal, record, set]);

  // Dropdown: a popover in the top layer, kept under its trigger and on screen by floating-ui, which only pages
  // with a dropdown fetch.
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
  }, [kind, trigger, shown]);

  // Layered: the sub-level covers its layer while shown, and a keyboard user who opened it lands on its back control.
  useLayoutEffect(() => {
    if (kind !== "layered" || !shown) return undefined;
    if (trigger && document.activeElement === trigger) back.current?.focus();
    return coverLayer(host);
  }, [kind, shown, host, trigger]);

  // reset-on-close: the content goes RESET_DELAY_MS after the closing animation; it needs a template to come back.
  const hadOpened = useRef(open);
  if (open) hadOpened.current = true;
  const template = templateOf(host) !== null;
  useEffect(() => {
    if (resetOnClose && !template)
      log.warn("missing content template: reset-on-close restores the content from a <template> child, and there is none");
  }, [resetOnClose, template]);
  useEffect(() => {
    if (!resetOnClose || !template || phase !== "closed" || !hadOpened.current) return undefined;
    const timer = setTimeout(() => clearContent(host), RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [resetOnClose, template, phase, host]);

  useEffect(() => {
    if (escapeClose && !hasContent(host)) log.warn("missing toggle id for escape-to-close: the toggle has no panel content for Escape to close");
  }, [escapeClose, host]);

  // A collapse or tab opened from the address's hash, on load or when it changes, is brought into view below the
  // page's own offset. On load the engine opened it before this listener was there.
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

  const name = label || trigger?.textContent?.trim() || undefined;
  const close = () => set(false, "trigger");

  if (modal) {
    return (
      <>
        <slot name="trigger" />
        <dialog ref={dialog} part="dialog" className={kind} data-placement={placement} aria-label={name}>
          <div ref={panel} part="panel" className="dialog-panel">
            <slot />
            <button type="button" part="close" className="close" onClick={close}>
              {texts.close}
            </button>
          </div>
        </dialog>
      </>
    );
  }
  if (kind === "dropdown") {
    return (
      <>
        <slot name="trigger" />
        <div ref={panel} part="panel" className="dropdown" popover="manual">
          <slot />
        </div>
      </>
    );
  }
  if (kind === "layered") {
    return (
      <>
        <slot name="trigger" />
        <div ref={panel} part="panel" className="layered" role="group" aria-label={name} hidden={!shown}>
          <button
            ref={back}
            type="button"
            part="back"
            className="back"
            onClick={() => {
              trigger?.focus();
              close();
            }}
          >
            {texts.back}
          </button>
          <slot />
        </div>
      </>
    );
  }
  if (kind === "tab") {
    return (
      <>
        <slot name={TABLIST_SLOT} />
        <slot name="trigger" />
        <div ref={panel} part="panel" className="tabpanel" role="tabpanel" aria-label={name} tabIndex={0}>
          <slot />
        </div>
      </>
    );
  }
  return (
    <>
      <slot name="trigger" />
      <div ref={panel} part="panel" className="collapse" role="region" aria-label={name}>
        <slot />
      </div>
    </>
  );
}
