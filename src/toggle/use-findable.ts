import { useEffect, useLayoutEffect, type RefObject } from "react";
import type { ToggleKind } from "../shared/toggle-engine";

/**
 * A closed collapse or tab panel is `hidden="until-found"`: it takes no room, yet the browser's find-in-page reaches
 * its text, and a match (`beforematch`, just before the browser reveals it) opens the toggle. A browser without
 * until-found treats the value as plain `hidden`. React knows `hidden` only as a boolean, hence the attribute here.
 */
export function useFindablePanel(panel: RefObject<HTMLElement | null>, kind: ToggleKind, shown: boolean, found: () => void): void {
  const findable = kind === "collapse" || kind === "tab";
  useLayoutEffect(() => {
    const element = panel.current;
    if (!findable || !element) return;
    if (shown) element.removeAttribute("hidden");
    else element.setAttribute("hidden", "until-found");
  }, [panel, kind, findable, shown]);
  useEffect(() => {
    const element = panel.current;
    if (!findable || !element) return undefined;
    element.addEventListener("beforematch", found);
    return () => element.removeEventListener("beforematch", found);
  }, [panel, kind, findable, found]);
}
