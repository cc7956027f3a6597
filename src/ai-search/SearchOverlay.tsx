import { useRef } from "react";
import type { ElementProps } from "../define/declare";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import type declaration from "./search-overlay.element";
import { SEARCH_SLOT, useOverlay } from "./use-overlay";

export type SearchOverlayProps = ElementProps<typeof declaration>;

/** The built-in texts in English (the other languages' are in the shared catalogues). */
const ENGLISH = { close: "Close search", dialog: "Search this site" };

/** A thin view: the navbar button (its label slotted) and the modal dialog the x-ai-search is slotted into. */
export function SearchOverlay({ host, label, closeLabel, dialogLabel }: SearchOverlayProps) {
  const texts = useTexts(host, "searchOverlay", ENGLISH, { close: closeLabel, dialog: dialogLabel });
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const open = useOverlay({ host, button, dialog, close });
  useElementState(host, "open", open);
  return (
    <>
      <button ref={button} type="button" part="button" aria-haspopup="dialog" aria-expanded={open} aria-label={label || undefined}>
        <slot />
      </button>
      <dialog ref={dialog} part="dialog" aria-label={texts.dialog}>
        <div part="panel">
          {/* Named in words on screen too: the search's own clear button is a cross as well. */}
          <button ref={close} type="button" part="close">
            {texts.close}
            <span className="close-cross" aria-hidden="true">
              ×
            </span>
          </button>
          <slot name={SEARCH_SLOT} />
        </div>
      </dialog>
    </>
  );
}
