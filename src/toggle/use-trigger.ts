import { useLayoutEffect, useRef, useState } from "react";
import { createTrigger, findTrigger, TRIGGER_SLOT } from "./trigger";

/**
 * The toggle's trigger element: the page's own (slot="trigger"), followed when the page swaps it, or a button
 * created when there is none, saying `text`, and taken away when the toggle leaves.
 */
export function useTrigger(host: HTMLElement, text: string): HTMLElement | null {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const created = useRef<HTMLButtonElement | null>(null);
  const latestText = useRef(text);
  latestText.current = text;
  useLayoutEffect(() => {
    const find = () => {
      const own = [...host.children].find((child) => child !== created.current && child.getAttribute("slot") === TRIGGER_SLOT);
      if (own instanceof HTMLElement) {
        created.current?.remove();
        created.current = null;
        setTrigger(own);
      } else {
        created.current ??= createTrigger(host, latestText.current);
        setTrigger(findTrigger(host));
      }
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(host, { childList: true });
    return () => {
      observer.disconnect();
      created.current?.remove();
      created.current = null;
    };
  }, [host]);
  // The text changes when the page's language has its texts (after the first render) or the label changes.
  useLayoutEffect(() => {
    if (created.current && created.current.textContent !== text) created.current.textContent = text;
  }, [text]);
  return trigger;
}
