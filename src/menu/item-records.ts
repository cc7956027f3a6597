import { register, request, unregister, type ToggleKind, type ToggleRecord, type ToggleSource } from "../shared/toggle-engine";
import type { MenuEmit } from "./menu-events";
import { setPhase, stopPhase, type Motion } from "./phase";
import { submenuSide, type Side } from "./placement";
import type { MenuItem } from "./tree";

/**
 * Each submenu (tabs aside) takes part in the toggle engine as a toggle of its own, whose element is its li: one
 * open per level (a group per list; on mobile only unless `multiple`), closing a parent closes its children, Escape
 * closes the last opened and gives focus back to its button, a click outside closes desktop dropdowns.
 */
export interface ItemRecordsOptions {
  instance: string;
  mobile: boolean;
  multiple: boolean;
  /** Whether desktop submenus flip to stay in the viewport (not for full-width mega panels). */
  flip: boolean;
  motion: Motion;
  duration: number;
  emit: MenuEmit;
  /** Told when an item closed (its hover intent forgets the pointer). */
  closed(item: MenuItem): void;
}

export interface ItemRecords {
  recordOf(item: MenuItem): ToggleRecord | undefined;
  set(item: MenuItem, open: boolean | undefined, source: ToggleSource): void;
  isOpen(item: MenuItem): boolean;
  openItems(): MenuItem[];
  stop(): void;
}

function placeSubmenu(item: MenuItem): void {
  // The reading direction's side first: a submenu extends leftwards on a right-to-left page.
  const reading: Side = getComputedStyle(item.li).direction === "rtl" ? "left" : "right";
  const preferred = (item.parent?.li.getAttribute("data-x-side") as Side | null) ?? reading;
  const side = submenuSide(
    item.li.getBoundingClientRect(),
    item.submenu.offsetWidth,
    document.documentElement.clientWidth,
    item.level > 0,
    preferred,
  );
  item.li.setAttribute("data-x-side", side);
}

export function registerItems(items: MenuItem[], options: ItemRecordsOptions): ItemRecords {
  const records = new Map<MenuItem, ToggleRecord>();
  const kind: ToggleKind = options.mobile ? "collapse" : "dropdown";
  for (const item of items) {
    if (item.tab) continue;
    const list = item.parent ? items.indexOf(item.parent) : "top";
    const group = options.mobile && options.multiple ? "" : `${options.instance}-${list}`;
    const record = register(
      {
        host: item.li,
        write(open) {
          item.button.setAttribute("aria-expanded", String(open));
          setPhase(item, open, options.motion, options.duration);
          if (open && options.flip && !options.mobile) placeSubmenu(item);
          if (!open) options.closed(item);
        },
        announce(open, source) {
          options.emit(open ? "x-open" : "x-close", { item: item.name, level: item.level, source });
        },
        contains: (path) => path.includes(item.li),
        hasPanel: () => item.submenu.isConnected,
        restoreFocus() {
          if (item.li.contains(document.activeElement)) item.button.focus();
        },
      },
      { kind, group, hash: "", escapeClose: true, lockScroll: false },
      false,
    );
    records.set(item, record);
  }
  return {
    recordOf: (item) => records.get(item),
    set(item, open, source) {
      const record = records.get(item);
      if (record) request(record, open, source);
    },
    isOpen: (item) => records.get(item)?.open ?? false,
    openItems: () => [...records].filter(([, record]) => record.open).map(([item]) => item),
    stop() {
      for (const [item, record] of records) {
        unregister(record);
        stopPhase(item);
        item.button.setAttribute("aria-expanded", "false");
      }
      records.clear();
    },
  };
}
