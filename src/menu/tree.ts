/**
 * The author's menu (`<ul>` of `<li>` with links and nested `<ul class="sub-menu">`), enhanced in place: each item
 * that holds a submenu gets a toggle button after its link (the disclosure pattern: the link still goes where it
 * goes, the button shows the submenu), and each submenu an id for the button's aria-controls. Everything added is
 * recorded and taken back by `restore()`, so the author's markup is what it was.
 */
export interface MenuItem {
  readonly li: HTMLLIElement;
  readonly link: HTMLAnchorElement | null;
  readonly submenu: HTMLUListElement;
  readonly button: HTMLButtonElement;
  /** 0 for the top level. */
  readonly level: number;
  readonly parent: MenuItem | null;
  /** The item's name, for labels and events: its link's text. */
  readonly name: string;
  /** A tab of a mega-menu panel (its submenu is the tab's panel). */
  readonly tab: boolean;
}

export interface MenuTree {
  readonly root: HTMLUListElement | null;
  readonly items: MenuItem[];
  /** The item whose li this is, if it has a submenu. */
  itemOf(li: Element): MenuItem | undefined;
  restore(): void;
}

export interface TreeOptions {
  /** The toggle button's accessible name; `{item}` is replaced by the item's name. */
  label: string;
  /** Which parents get a toggle: every one (x-menu) or only some (x-mega-menu: top items and tabs). */
  toggles(li: HTMLLIElement, level: number, parent: MenuItem | null): { tab: boolean } | null;
}

let nextId = 0;

const directChild = <T extends Element>(parent: Element, selector: string): T | null =>
  [...parent.children].find((child): child is T => child.matches(selector)) ?? null;

export function enhanceTree(host: HTMLElement, options: TreeOptions): MenuTree {
  const root = host.querySelector<HTMLUListElement>("ul");
  const items: MenuItem[] = [];
  const byLi = new Map<Element, MenuItem>();
  const undo: Array<() => void> = [];

  const walk = (list: HTMLUListElement, level: number, parent: MenuItem | null) => {
    for (const li of [...list.children]) {
      if (!(li instanceof HTMLLIElement)) continue;
      const submenu = directChild<HTMLUListElement>(li, "ul");
      let item: MenuItem | null = null;
      const wanted = submenu && options.toggles(li, level, parent);
      if (submenu && wanted) {
        const link = directChild<HTMLAnchorElement>(li, "a");
        const name = (link?.textContent ?? "").trim() || "Submenu";
        if (!submenu.id) {
          submenu.id = `x-menu-${++nextId}`;
          undo.push(() => submenu.removeAttribute("id"));
        }
        const button = document.createElement("button");
        button.type = "button";
        button.className = "x-menu-toggle";
        button.setAttribute("aria-expanded", "false");
        button.setAttribute("aria-controls", submenu.id);
        li.insertBefore(button, submenu);
        li.setAttribute("data-x-state", "inactive");
        undo.push(() => {
          button.remove();
          li.removeAttribute("data-x-state");
          li.removeAttribute("data-x-side");
        });
        item = { li, link, submenu, button, level, parent, name, tab: wanted.tab };
        items.push(item);
        byLi.set(li, item);
      }
      if (submenu) walk(submenu, level + 1, item ?? parent);
    }
  };
  if (root) walk(root, 0, null);
  labelToggles(items, options.label);

  return {
    root,
    items,
    itemOf: (li) => byLi.get(li),
    restore() {
      for (const step of undo.reverse()) step();
      undo.length = 0;
    },
  };
}

/** Names each item's toggle button: `label` with `{item}` replaced by the item's name (again when it changes). */
export function labelToggles(items: readonly MenuItem[], label: string): void {
  for (const item of items) item.button.setAttribute("aria-label", label.replaceAll("{item}", item.name));
}

/** The item a node is in (its closest li with a toggle), if any. */
export function itemAround(tree: MenuTree, node: Node | null): MenuItem | undefined {
  for (let element = node instanceof Element ? node : (node?.parentElement ?? null); element; element = element.parentElement) {
    const item = element instanceof HTMLLIElement ? tree.itemOf(element) : undefined;
    if (item) return item;
  }
  return undefined;
}
