import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { request, type ToggleRecord } from "../shared/toggle-engine";

/**
 * Modal and off-canvas: a native modal <dialog> shown while the panel is (focus moves in, the page behind is inert,
 * focus returns). Escape is the engine's (escape-close); a form with method="dialog" still closes it.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  modal: boolean,
  shown: boolean,
  record: RefObject<ToggleRecord | null>,
): void {
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
  }, [dialog, modal, shown]);
  useEffect(() => {
    const element = dialog.current;
    if (!modal || !element) return undefined;
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
  }, [dialog, modal, record]);
}
