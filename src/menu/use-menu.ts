import { useEffect, useLayoutEffect, useRef } from "react";
import { HASH_PUSH_EVENT } from "../shared/hash-scroll";
import { anchorOfClick, linkOfClick, type InPageAnchor } from "../shared/in-page-links";
import { startPageAnchors } from "../shared/page-anchors";
import { adoptStylesAround } from "../shared/stylesheets";
import { markCurrent } from "./current";
import { hoverItems, type Hover } from "./hover";
import type { IntentOptions } from "./hover-intent";
import { registerItems, type ItemRecords } from "./item-records";
import { arrowTarget } from "./keyboard";
import type { MenuEmit } from "./menu-events";
import type { MenuMode } from "./mode";
import type { Motion } from "./phase";
import { setupTabs } from "./tabs";
import { enhanceTree, itemAround, labelToggles, type MenuItem, type TreeOptions } from "./tree";

export type MenuTrigger = "hover_intent" | "hover" | "click";

export interface MenuSetup {
  host: HTMLElement;
  mode: MenuMode;
  trigger: MenuTrigger;
  intent: IntentOptions;
  closeDelay: number;
  leaveDelay: number;
  multiple: boolean;
  /** The submenu buttons' accessible name, `{item}` standing for the item's name. */
  label: string;
  flip: boolean;
  motion: { desktop: Motion; mobile: Motion; duration: number };
  toggles: TreeOptions["toggles"];
  /** The CSS for the light-DOM menu, adopted by the document (or the shadow root the menu is in). */
  lightCss: string;
  /** A touch that moves more than this many pixels is a scroll, not a tap on a tab. */
  moveThreshold: number;
  emit: MenuEmit;
  /** Closes the mobile menu (a link to a section of the page was followed). */
  closeMenu(): void;
  /** Scrolls to a section a link of the menu leads to; absent: the page's anchor behaviour does. */
  scrollToAnchor?(anchor: InPageAnchor): void;
}

let instances = 0;

/**
 * The author's menu, enhanced for as long as the element is on the page: submenu buttons, the engine's records,
 * hover, tabs, focus leaving, arrow keys and the current item. A link to a section of the page closes the open
 * submenus and the mobile menu, which would cover the section (and the page's anchor behaviour, which the menu
 * holds, scrolls there, unless the menu scrolls itself). A change of mode (or of how it opens) takes all of it
 * down and builds it again, closed: everything closes cleanly, and nothing fires.
 */
export function useMenu(setup: MenuSetup): void {
  const latest = useRef(setup);
  latest.current = setup;
  const { host, mode, trigger, multiple, label, flip, closeDelay, leaveDelay, moveThreshold } = setup;
  const { interval, timeout, sensitivity } = setup.intent;
  const { desktop: desktopMotion, mobile: mobileMotion, duration } = setup.motion;

  useEffect(() => startPageAnchors(), []);

  /** The enhanced tree while there is one: a new label (a language's arriving) renames its buttons in place. */
  const enhanced = useRef<readonly MenuItem[]>([]);
  useLayoutEffect(() => labelToggles(enhanced.current, label), [label]);

  useLayoutEffect(() => {
    const { toggles, lightCss } = latest.current;
    adoptStylesAround(host, lightCss);
    const mobile = mode === "mobile";
    const tree = enhanceTree(host, { label: latest.current.label, toggles });
    enhanced.current = tree.items;
    const menuItems = tree.items.filter((item) => !item.tab);
    const tabs = setupTabs(tree.items);
    let hover: Hover | null = null;
    const records: ItemRecords = registerItems(tree.items, {
      instance: `x-menu-${++instances}`,
      mobile,
      multiple,
      flip,
      motion: mobile ? mobileMotion : desktopMotion,
      duration,
      emit: (name, detail) => latest.current.emit(name, detail),
      closed: (item) => hover?.forget(item),
    });
    if (!mobile && trigger !== "click") {
      hover = hoverItems(menuItems, {
        host,
        intent: trigger === "hover_intent" ? { interval, timeout, sensitivity } : null,
        closeDelay,
        leaveDelay,
        open: (item) => records.set(item, true, "trigger"),
        close: (item) => records.set(item, false, "outside"),
      });
    }

    const click = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest("button.x-menu-toggle") : null;
      const item = button ? itemAround(tree, button) : undefined;
      if (!item || item.button !== button) return;
      if (item.tab) tabs.activate(item);
      else records.set(item, undefined, "trigger");
    };
    // Desktop: a submenu that focus left (Tab past its last link) closes.
    const focusout = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (mobile || !(to instanceof Node)) return;
      for (const item of records.openItems()) if (!item.li.contains(to)) records.set(item, false, "outside");
    };
    const keydown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement)) return;
      const target = arrowTarget(event.key, event.target);
      if (!target) return;
      event.preventDefault();
      target.focus();
      const item = itemAround(tree, target);
      if (item?.tab && item.button === target) tabs.activate(item);
    };
    // Tabs follow the mouse on desktop; a tap on a tab's link shows the tab first (a tap that moved is a scroll).
    const pointerover = (event: PointerEvent) => {
      const item = itemAround(tree, event.target as Node);
      if (!mobile && event.pointerType === "mouse" && item?.tab) tabs.activate(item);
    };
    let touchStart: { x: number; y: number } | null = null;
    const pointerdown = (event: PointerEvent) => {
      touchStart = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
    };
    const tapOnTab = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const item = link ? itemAround(tree, link) : undefined;
      if (!touchStart || !item?.tab || item.link !== link || tabs.isActive(item)) return;
      const moved = Math.hypot(event.clientX - touchStart.x, event.clientY - touchStart.y) > moveThreshold;
      if (moved) return;
      event.preventDefault();
      tabs.activate(item);
    };
    // A link followed closes the submenus (a mouse resting on the link does not open them again: only coming back
    // to an item does); one to a section of the page closes the mobile menu too, which would cover the section.
    const followed = (event: MouseEvent) => {
      if (!linkOfClick(event)) return;
      for (const item of records.openItems()) records.set(item, false, "trigger");
      const anchor = anchorOfClick(event);
      if (!anchor) return;
      latest.current.closeMenu();
      const { scrollToAnchor } = latest.current;
      if (!scrollToAnchor) return;
      event.preventDefault();
      scrollToAnchor(anchor);
    };
    host.addEventListener("click", click);
    host.addEventListener("click", tapOnTab);
    host.addEventListener("click", followed);
    host.addEventListener("focusout", focusout);
    host.addEventListener("keydown", keydown);
    host.addEventListener("pointerover", pointerover);
    host.addEventListener("pointerdown", pointerdown);
    let unmark = markCurrent(tree.root);
    const remark = () => {
      unmark();
      unmark = markCurrent(tree.root);
    };
    // A link's hash pushed by a script (an anchor followed smoothly) sends no hashchange.
    addEventListener("hashchange", remark);
    addEventListener(HASH_PUSH_EVENT, remark);
    return () => {
      removeEventListener("hashchange", remark);
      removeEventListener(HASH_PUSH_EVENT, remark);
      unmark();
      host.removeEventListener("click", click);
      host.removeEventListener("click", tapOnTab);
      host.removeEventListener("click", followed);
      host.removeEventListener("focusout", focusout);
      host.removeEventListener("keydown", keydown);
      host.removeEventListener("pointerover", pointerover);
      host.removeEventListener("pointerdown", pointerdown);
      hover?.stop();
      records.stop();
      tabs.stop();
      tree.restore();
      enhanced.current = [];
    };
    // The label is not a dependency: a change renames the buttons (above) instead of rebuilding the tree.
  }, [
    host,
    mode,
    trigger,
    multiple,
    flip,
    closeDelay,
    leaveDelay,
    moveThreshold,
    interval,
    timeout,
    sensitivity,
    desktopMotion,
    mobileMotion,
    duration,
  ]);
}

export type { MenuItem };
