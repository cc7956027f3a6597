import type { TemplateResult } from "lit";
import "../../elements/x-toggle";
import { mount as mountSettled } from "../testing/settled";

export type ToggleElement = HTMLElementTagNameMap["x-toggle"];

/** A toggle (or the template's element) on the page, settled. */
export const mount = <T extends Element = ToggleElement>(template: TemplateResult) => mountSettled<T>(template);

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
