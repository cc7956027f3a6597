import { useLayoutEffect, useState, type RefObject } from "react";
import { handleOf } from "./search-handle";
import { lockScroll } from "./scroll-lock";

/** Focus moves into the search input this long after opening (specification section 9). */
export const FOCUS_AFTER_OPEN_MS = 250;
/** The search is cleared this long after closing (specification section 9). */
export const CLEAR_AFTER_CLOSE_MS = 350;

export const SEARCH_SLOT = "search";

export interface OverlayOptions {
  host: HTMLElement;
  button: RefObject<HTMLButtonElement | null>;
  dialog: RefObject<HTMLDialogElement | null>;
  close: RefObject<HTMLButtonElement | null>;
}

const searchOf = (host: HTMLElement) => host.querySelector(`:scope > [slot="${SEARCH_SLOT}"]`);

/**
 * The overlay's behaviour on a native modal <dialog> (its own focus trap and top layer): opening from the
 * button, closing by Escape, the close button or the backdrop, focus in and back, the delayed clear, scroll lock.
 * Returns whether it is open.
 */
export function useOverlay({ host, button, dialog, close }: OverlayOptions): boolean {
  const [open, setOpen] = useState(false);

  // The search it holds: the author's (slot=search, or a direct x-ai-search child written without the slot, which
  // would otherwise land in the button's label), or one of its own while it is mounted.
  useLayoutEffect(() => {
    if (searchOf(host)) return undefined;
    const unslotted = host.querySelector(":scope > x-ai-search:not([slot])");
    if (unslotted) {
      unslotted.slot = SEARCH_SLOT;
      return () => unslotted.removeAttribute("slot");
    }
    const search = document.createElement("x-ai-search");
    search.slot = SEARCH_SLOT;
    host.append(search);
    return () => search.remove();
  }, [host]);

  // At commit, so the button works from the first frame it is seen.
  useLayoutEffect(() => {
    const opener = button.current;
    const box = dialog.current;
    const closer = close.current;
    if (!opener || !box || !closer) return undefined;
    let unlock: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onOpen = () => {
      if (box.open) return;
      box.showModal();
      unlock ??= lockScroll();
      setOpen(true);
      clearTimeout(timer);
      timer = setTimeout(() => handleOf(searchOf(host))?.focus(), FOCUS_AFTER_OPEN_MS);
    };
    const onClose = () => {
      if (box.open) return; // the close event of an earlier close, arriving after a reopening
      unlock?.();
      unlock = null;
      setOpen(false);
      opener.focus();
      clearTimeout(timer);
      timer = setTimeout(() => handleOf(searchOf(host))?.reset(), CLEAR_AFTER_CLOSE_MS);
    };
    // A click on the dialog itself, not on anything in it, is a click on the backdrop around the panel.
    const onBackdrop = (event: Event) => {
      if (event.target === box) box.close();
    };
    const onCloseButton = () => box.close();
    // Escape closes the overlay wherever focus is in it. Left to the browser, a search field with text would only
    // empty itself and the overlay would stay.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.isComposing) return;
      event.preventDefault();
      box.close();
    };

    opener.addEventListener("click", onOpen);
    box.addEventListener("close", onClose);
    box.addEventListener("click", onBackdrop);
    closer.addEventListener("click", onCloseButton);
    box.addEventListener("keydown", onEscape);
    return () => {
      box.removeEventListener("keydown", onEscape);
      opener.removeEventListener("click", onOpen);
      box.removeEventListener("close", onClose);
      box.removeEventListener("click", onBackdrop);
      closer.removeEventListener("click", onCloseButton);
      clearTimeout(timer);
      unlock?.();
      if (box.open) box.close();
      setOpen(false);
    };
  }, [host, button, dialog, close]);

  return open;
}
