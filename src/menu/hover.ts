import { HoverIntent, type IntentOptions } from "./hover-intent";
import type { MenuItem } from "./tree";

/**
 * Desktop hover: a mouse over an item opens its submenu, with intent ("hover_intent": once the pointer slows down)
 * or at once ("hover"). Leaving closes it after `closeDelay` when the pointer went elsewhere in the menu, or after
 * `leaveDelay` when it left the menu; coming back in time keeps it open. Touch and pen are left to clicks.
 */
export interface HoverOptions {
  host: HTMLElement;
  intent: IntentOptions | null;
  closeDelay: number;
  leaveDelay: number;
  open(item: MenuItem): void;
  close(item: MenuItem): void;
}

export interface Hover {
  /** The item closed some other way: its intent starts afresh. */
  forget(item: MenuItem): void;
  stop(): void;
}

export function hoverItems(items: MenuItem[], options: HoverOptions): Hover {
  const { host, closeDelay, leaveDelay } = options;
  const intents = new Map<MenuItem, HoverIntent>();
  const stops: Array<() => void> = [];
  for (const item of items) {
    // At once: an intent whose every poll finds the pointer resting.
    const intent = new HoverIntent(options.intent ?? { interval: 0, timeout: 0, sensitivity: Infinity }, {
      over: () => options.open(item),
      out: () => options.close(item),
    });
    intents.set(item, intent);
    const mouse = (event: PointerEvent) => event.pointerType === "mouse";
    const enter = (event: PointerEvent) => mouse(event) && intent.enter(event.clientX, event.clientY);
    const move = (event: PointerEvent) => mouse(event) && intent.move(event.clientX, event.clientY);
    const leave = (event: PointerEvent) => {
      if (!mouse(event)) return;
      const to = event.relatedTarget;
      intent.leave(to instanceof Node && host.contains(to) ? closeDelay : leaveDelay);
    };
    item.li.addEventListener("pointerenter", enter);
    item.li.addEventListener("pointermove", move);
    item.li.addEventListener("pointerleave", leave);
    stops.push(() => {
      intent.stop();
      item.li.removeEventListener("pointerenter", enter);
      item.li.removeEventListener("pointermove", move);
      item.li.removeEventListener("pointerleave", leave);
    });
  }
  return {
    forget: (item) => intents.get(item)?.reset(),
    stop() {
      for (const stop of stops) stop();
      intents.clear();
    },
  };
}
