/** The submenu button of the item whose link says `name`. */
export function buttonOf(root: Element, name: string): HTMLButtonElement {
  const link = [...root.querySelectorAll("a")].find((a) => a.textContent?.trim() === name);
  const button = link?.parentElement?.querySelector<HTMLButtonElement>(":scope > button.x-menu-toggle");
  if (!button) throw new Error(`no submenu button for ${name}`);
  return button;
}

export function linkOf(root: Element, name: string): HTMLAnchorElement {
  const link = [...root.querySelectorAll("a")].find((a) => a.textContent?.trim() === name);
  if (!link) throw new Error(`no link ${name}`);
  return link;
}

export const stateOf = (root: Element, name: string) => linkOf(root, name).parentElement!.getAttribute("data-x-state");

/** A pointer event of a mouse at (x, y), as the browser sends it. */
export function pointer(target: Element, type: string, x: number, y: number, relatedTarget: Element | null = null): void {
  const bubbles = !["pointerenter", "pointerleave"].includes(type);
  target.dispatchEvent(new PointerEvent(type, { pointerType: "mouse", clientX: x, clientY: y, bubbles, composed: true, relatedTarget }));
}

/** Records x-open and x-close reaching the document: "x-open Services 0 trigger". */
export function recordMenuEvents(): { events: string[]; stop(): void } {
  const events: string[] = [];
  const listener = (event: Event) => {
    const { item, level, source } = (event as CustomEvent<{ item: string; level: number; source: string }>).detail;
    events.push(`${event.type} ${item} ${level} ${source}`);
  };
  document.addEventListener("x-open", listener);
  document.addEventListener("x-close", listener);
  return {
    events,
    stop() {
      document.removeEventListener("x-open", listener);
      document.removeEventListener("x-close", listener);
    },
  };
}
