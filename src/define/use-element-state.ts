import { useLayoutEffect } from "react";
import { setElementState } from "./element-states";

/**
 * Shows the custom state `name` on the host while `on` holds (`:state(name)` in CSS), and clears it when `on`
 * turns false, the name changes or the view unmounts. Set before paint, so a style keyed on it is never a frame
 * late. A state with several values is one call with the value as the name: `useElementState(host, phase, true)`.
 */
export function useElementState(host: HTMLElement, name: string, on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return;
    setElementState(host, name, true);
    return () => setElementState(host, name, false);
  }, [host, name, on]);
}
