import type { RefObject } from "react";
import type { ToggleKind } from "../shared/toggle-engine";
import { TABLIST_SLOT } from "./tablist";

interface TogglePartsProps {
  kind: ToggleKind;
  placement: string;
  /** The panel's accessible name: the label, else the trigger's text. */
  name: string | undefined;
  shown: boolean;
  texts: { close: string; back: string };
  panel: RefObject<HTMLDivElement | null>;
  dialog: RefObject<HTMLDialogElement | null>;
  back: RefObject<HTMLButtonElement | null>;
  /** A press of the close or back control. */
  close: () => void;
  trigger: HTMLElement | null;
}

/** The shadow root's parts for each kind: the trigger's slot, and the panel with its slot and its own controls. */
export function ToggleParts({ kind, placement, name, shown, texts, panel, dialog, back, close, trigger }: TogglePartsProps) {
  if (kind === "modal" || kind === "offcanvas") {
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
