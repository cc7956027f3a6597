import { useLayoutEffect, useState } from "react";
import { createTrigger, findTrigger, TRIGGER_SLOT } from "./trigger";

/**
 * The toggle's trigger element: the page's own (slot="trigger"), followed when the page swaps it, or a button
 * created when there is none and taken away when the toggle leaves.
 */
export function useTrigger(host: HTMLElement, text: string): HTMLElement | null {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    let created: HTMLButtonElement | null = null;
    const find = () => {
      const own = [...host.children].find((child) => child !== created && child.getAttribute("slot") === TRIGGER_SLOT);
      if (own instanceof HTMLElement) {
        created?.remove();
        created = null;
        setTrigger(own);
      } else {
        created ??= createTrigger(host, text || "Toggle");
        setTrigger(findTrigger(host));
      }
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(host, { childList: true });
    return () => {
      observer.disconnect();
      created?.remove();
    };
    // The created button's text is set once; a later label names the panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return trigger;
}
