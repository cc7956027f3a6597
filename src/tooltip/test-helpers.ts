import { fixture, waitUntil } from "@open-wc/testing";
import { sendMouse } from "@web/test-runner-commands";

type TemplateResult = Parameters<typeof fixture>[0];

/** An anchored element (x-tooltip, x-popover) with its anchor, rendered: `template` puts both in one wrapper. */
export async function anchored<T extends HTMLElement & { updateComplete: Promise<void> }>(template: TemplateResult, tag: string) {
  const wrapper = await fixture<HTMLElement>(template);
  const el = wrapper.querySelector<T>(tag)!;
  await el.updateComplete;
  return { wrapper, el };
}

/** Waits, task by task (not by timers, which a test may fake), until `done`: React renders in tasks of its own. */
export async function tasksUntil(done: () => boolean, tasks = 50): Promise<void> {
  for (let task = 0; task < tasks && !done(); task++) {
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  }
}

/** Waits for a panel's opacity to settle (it fades in), for an accessibility check of its colours. */
export const faded = (el: HTMLElement) => waitUntil(() => getComputedStyle(panelOf(el)).opacity === "1", "faded in", { timeout: 2000 });

export const panelOf = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
export const isOpen = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="panel"]')?.matches(":popover-open") ?? false;
export const opened = (el: HTMLElement) => waitUntil(() => isOpen(el), "shown", { timeout: 2000 });
export const closed = (el: HTMLElement) => waitUntil(() => !isOpen(el), "hidden", { timeout: 2000 });

/** Moves the real mouse to the middle of an element (the browser then sends pointer events and sets :hover). */
export async function hover(element: Element): Promise<void> {
  const rect = element.getBoundingClientRect();
  await sendMouse({ type: "move", position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)] });
}

/** Clicks with the real mouse at a point of the viewport. */
export async function clickAt(x: number, y: number): Promise<void> {
  await sendMouse({ type: "click", position: [Math.round(x), Math.round(y)] });
}

/** A pointer event of a mouse, as the browser would send it, for tests that drive the timing themselves. */
export function pointer(target: Element, type: "pointerenter" | "pointerleave", pointerType = "mouse"): void {
  target.dispatchEvent(new PointerEvent(type, { pointerType }));
}

/** Waits for floating-ui's first placement of a shown panel. */
export const placed = (el: HTMLElement) => waitUntil(() => panelOf(el).dataset["placement"] !== undefined, "placed", { timeout: 2000 });
