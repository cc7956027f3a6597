import { useLayoutEffect, useMemo, useState, type RefObject } from "react";

/** The author's child in slot "toggle", if any (read once, when the element mounts). */
export function useSlottedToggle(host: HTMLElement): HTMLElement | null {
  const [slotted] = useState(() => host.querySelector<HTMLElement>(':scope > [slot="toggle"]'));
  return slotted;
}

/** The mobile toggle in use: the author's, or the element's own button. */
export function useToggleRef(slotted: HTMLElement | null, own: RefObject<HTMLButtonElement | null>): RefObject<HTMLElement | null> {
  return useMemo(
    () => ({
      get current(): HTMLElement | null {
        return slotted ?? own.current;
      },
    }),
    [slotted, own],
  );
}

/**
 * The author's toggle, while the element runs: a click listener and aria-expanded (null: not a toggle now, on
 * desktop), both taken back after.
 */
export function useSlottedToggleBehaviour(slotted: HTMLElement | null, expanded: boolean | null, toggle: () => void): void {
  useLayoutEffect(() => {
    if (!slotted) return undefined;
    const had = slotted.getAttribute("aria-expanded");
    slotted.addEventListener("click", toggle);
    return () => {
      slotted.removeEventListener("click", toggle);
      if (had === null) slotted.removeAttribute("aria-expanded");
      else slotted.setAttribute("aria-expanded", had);
    };
  }, [slotted, toggle]);
  useLayoutEffect(() => {
    if (!slotted) return;
    if (expanded === null) slotted.removeAttribute("aria-expanded");
    else slotted.setAttribute("aria-expanded", String(expanded));
  }, [slotted, expanded]);
}
