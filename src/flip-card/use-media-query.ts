import { useSyncExternalStore } from "react";

/** Whether a media query matches, followed as it changes (a mouse plugged in, a window moved to another screen). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    () => matchMedia(query).matches,
  );
}
