import { useLayoutEffect } from "react";

/**
 * Whether the element sits inside another form, where CF7 replaces a contact form with its wrong-place error: its
 * fields would belong to the outer form and be posted with it. The element's light-DOM content is taken out of the
 * page for as long as it sits there, and put back when it is moved out (or removed), so nothing the author wrote
 * is lost.
 */
export function useWrongPlace(host: HTMLElement): boolean {
  const wrongPlace = host.parentElement?.closest("form") != null;
  useLayoutEffect(() => {
    if (!wrongPlace) return;
    const kept = document.createDocumentFragment();
    kept.append(...host.childNodes);
    return () => host.prepend(kept);
  }, [host, wrongPlace]);
  return wrongPlace;
}
