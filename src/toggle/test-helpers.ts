import { fixture } from "@open-wc/testing";
import type { TemplateResult } from "lit";
import "../../elements/x-toggle";

export type ToggleElement = HTMLElementTagNameMap["x-toggle"];

/** Settles every toggle in the tree: each one's pending render, a frame, and the renders that asked for. */
export async function settled(root: ParentNode | Element): Promise<void> {
  const toggles = [
    ...(root instanceof Element && root.localName === "x-toggle" ? [root] : []),
    ...root.querySelectorAll("x-toggle"),
  ] as ToggleElement[];
  for (let round = 0; round < 2; round++) {
    await Promise.all(toggles.map((el) => el.updateComplete));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve));
  }
  await Promise.all(toggles.map((el) => el.updateComplete));
}

export async function mount<T extends Element = ToggleElement>(template: TemplateResult): Promise<T> {
  const el = await fixture<T>(template);
  await settled(el.parentElement ?? el);
  return el;
}

export const triggerOf = (el: Element) => el.querySelector<HTMLElement>('[slot="trigger"]')!;

/** Records x-open and x-close events reaching the document: "x-open trigger", "x-close group"... */
export function recordEvents(): { events: string[]; details: CustomEvent[]; stop(): void } {
  const events: string[] = [];
  const details: CustomEvent[] = [];
  const listener = (event: Event) => {
    const custom = event as CustomEvent<{ source: string }>;
    events.push(`${event.type} ${(event.target as Element).id || (event.target as Element).localName} ${custom.detail.source}`);
    details.push(custom);
  };
  document.addEventListener("x-open", listener);
  document.addEventListener("x-close", listener);
  return {
    events,
    details,
    stop() {
      document.removeEventListener("x-open", listener);
      document.removeEventListener("x-close", listener);
    },
  };
}

/** Whether the toggle's panel is open: its custom state (the open attribute is the page's, never written back). */
export const isOpen = (el: Element) => el.matches(":state(open)");

/** The panel's phase, from the custom states: closed, opening, open or closing (undefined before the first render). */
export function phaseOf(el: Element): string | undefined {
  for (const phase of ["opening", "closing", "open", "closed"]) if (el.matches(`:state(${phase})`)) return phase;
  return undefined;
}
