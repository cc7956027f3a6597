import type { ToggleKind } from "../shared/toggle-engine";

/*
 * The trigger: the page's own button or link in slot="trigger", or a button the toggle creates when there is none.
 * While the toggle runs, the trigger carries the ARIA of its kind; every attribute it set is put back as it was
 * when the toggle leaves.
 */

export const TRIGGER_SLOT = "trigger";

/** The page's trigger: the first element child in slot="trigger". */
export function findTrigger(host: HTMLElement): HTMLElement | null {
  for (const child of host.children) if (child.getAttribute("slot") === TRIGGER_SLOT && child instanceof HTMLElement) return child;
  return null;
}

/** A button for a toggle without a trigger, in the light DOM (slotted), so ARIA and page CSS reach it. */
export function createTrigger(host: HTMLElement, text: string): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.slot = TRIGGER_SLOT;
  button.textContent = text;
  button.setAttribute("data-x-created", "");
  host.prepend(button);
  return button;
}

/** A native button: Enter and Space already click it. */
export const isButton = (el: Element): boolean =>
  el instanceof HTMLButtonElement || (el instanceof HTMLInputElement && ["button", "submit"].includes(el.type));

/** Writes ARIA attributes on the trigger, remembering what was there before, for `restore`. */
export class TriggerAttributes {
  readonly #saved = new Map<string, string | null>();
  constructor(readonly trigger: HTMLElement) {}

  set(name: string, value: string | null): void {
    if (!this.#saved.has(name)) this.#saved.set(name, this.trigger.getAttribute(name));
    if (value === null) this.trigger.removeAttribute(name);
    else if (this.trigger.getAttribute(name) !== value) this.trigger.setAttribute(name, value);
  }

  restore(): void {
    for (const [name, value] of this.#saved) {
      if (value === null) this.trigger.removeAttribute(name);
      else this.trigger.setAttribute(name, value);
    }
    this.#saved.clear();
  }
}

/** The trigger's ARIA for a kind and a state. `roving` is the tab stop of a tab in a group (null: no change). */
export function triggerAria(kind: ToggleKind, trigger: HTMLElement, open: boolean, roving: boolean | null): Record<string, string | null> {
  if (kind === "tab") return { role: "tab", "aria-selected": String(open), tabindex: roving === null ? null : roving ? "0" : "-1" };
  const aria: Record<string, string | null> = { "aria-expanded": String(open) };
  if (!isButton(trigger)) aria["role"] = "button";
  if (kind === "modal" || kind === "offcanvas") aria["aria-haspopup"] = "dialog";
  return aria;
}
