import { useLayoutEffect, useState } from "react";
import type { Logger } from "../shared/log";
import { findAnchor } from "./anchor";

/**
 * The element's anchor (see findAnchor), found again when `for` changes. An anchor later in the page than the
 * element may not be parsed yet when it first renders: it is looked for again once the document is parsed. No
 * anchor at all is worth a warning (the element then shows its content in place).
 */
export function useAnchor(host: HTMLElement, forId: string, log: Logger): HTMLElement | null {
  const [anchor, setAnchor] = useState<HTMLElement | null>(() => findAnchor(host, forId));
  useLayoutEffect(() => {
    const look = () => {
      const found = findAnchor(host, forId);
      setAnchor(found);
      if (found) return;
      log.warn(
        forId
          ? `attribute "for": no element has the id ${JSON.stringify(forId)} in this document (or shadow root); the content is shown in place`
          : 'has no anchor: put it right after the element it belongs to, or give that element\'s id in "for"; the content is shown in place',
      );
    };
    if (document.readyState !== "loading" || findAnchor(host, forId)) {
      look();
      return undefined;
    }
    document.addEventListener("DOMContentLoaded", look, { once: true });
    return () => document.removeEventListener("DOMContentLoaded", look);
  }, [host, forId, log]);
  return anchor;
}
