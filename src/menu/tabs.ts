import type { MenuItem } from "./tree";

/**
 * The tabs of a mega-menu panel: the items of one list whose submenus are the tab panels. One tab of a list is
 * active at a time (the first, to begin with); its button says aria-expanded="true" and its li is "active".
 * Switching tabs is a change within an open panel, so it fires no event and takes no part in the Escape stack.
 */
export interface Tabs {
  activate(item: MenuItem): void;
  isActive(item: MenuItem): boolean;
  stop(): void;
}

function show(item: MenuItem, active: boolean): void {
  item.li.setAttribute("data-x-state", active ? "active" : "inactive");
  item.button.setAttribute("aria-expanded", String(active));
}

export function setupTabs(items: MenuItem[]): Tabs {
  const lists = new Map<Element, MenuItem[]>();
  for (const item of items) {
    if (!item.tab || !item.li.parentElement) continue;
    const list = lists.get(item.li.parentElement) ?? [];
    list.push(item);
    lists.set(item.li.parentElement, list);
  }
  for (const list of lists.values()) list.forEach((item, index) => show(item, index === 0));
  return {
    activate(item) {
      const list = item.li.parentElement && lists.get(item.li.parentElement);
      for (const other of list ?? []) show(other, other === item);
    },
    isActive: (item) => item.li.getAttribute("data-x-state") === "active",
    stop() {
      lists.clear();
    },
  };
}
