import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { ElementProps } from "../define/declare";
import { pushHash } from "../shared/hash-scroll";
import type { InPageAnchor } from "../shared/in-page-links";
import { closeModalsAround, offsetFor } from "../shared/page-anchors";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import { scrollPageTo } from "./anchor-scroll";
import lightCss from "./mega-menu.light.css?inline";
import { ENGLISH } from "./texts";
import declaration from "./mega-menu.element";
import { useMenu } from "./use-menu";
import { useMenuPanel } from "./use-menu-panel";
import { useSlottedToggle, useSlottedToggleBehaviour, useToggleRef } from "./use-slotted-toggle";
import { useViewportMode } from "./use-viewport-mode";
import { onWindowResize } from "./window-resize";

export type MegaMenuProps = ElementProps<typeof declaration>;

/** The `resizing` class stays this long after the last resize. */
export const RESIZING_CLASS_MS = 400;
export const TABS_CLASS = "mega-tabs";

/** Top items get a panel button; the items of a `mega-tabs` item's panel are tabs; deeper lists are always shown. */
function megaToggles(_li: HTMLLIElement, level: number, parent: { li: HTMLLIElement } | null): { tab: boolean } | null {
  if (level === 0) return { tab: false };
  if (level === 1 && parent?.li.classList.contains(TABS_CLASS)) return { tab: true };
  return null;
}

export function MegaMenu(props: MegaMenuProps) {
  const { mode, breakpoint, trigger, intentDelay, intentInterval, intentThreshold, submenuAnimation, moveThreshold } = props;
  const { scrollDuration, scrollOffset, mobileModal, narrowWidth, label, closeLabel, submenuLabel, host, emit } = props;
  const texts = useTexts(host, "menu", ENGLISH, { menu: label, close: closeLabel, submenu: submenuLabel });
  const viewport = useViewportMode({ mode, breakpoint, needsTouch: false });
  const mobile = viewport.mode === "mobile";
  const modal = mobile && mobileModal && viewport.width < narrowWidth;
  useElementState(host, viewport.mode, true);

  const own = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const slotted = useSlottedToggle(host);
  const toggleRef = useToggleRef(slotted, own);
  const menu = useMenuPanel({ host, collapsible: mobile, modal, name: texts.menu, toggle: toggleRef, panel, emit });
  useSlottedToggleBehaviour(slotted, mobile ? menu.expanded : null, menu.toggle);
  useElementState(host, "expanded", menu.expanded);

  // Links to anchors on this page scroll there over the scroll duration, out of the modal around the menu.
  const scroll = useRef({ scrollDuration, scrollOffset, cancel: () => {} });
  scroll.current.scrollDuration = scrollDuration;
  scroll.current.scrollOffset = scrollOffset;
  const scrollToAnchor = useCallback(({ link, target }: InPageAnchor) => {
    closeModalsAround(link);
    pushHash(link.hash);
    const latest = scroll.current;
    latest.cancel();
    const offset = offsetFor(target);
    latest.cancel = scrollPageTo(target, () => Math.max(latest.scrollOffset, offset()), latest.scrollDuration);
  }, []);
  useEffect(() => () => scroll.current.cancel(), []);

  useMenu({
    host,
    mode: viewport.mode,
    trigger,
    intent: { interval: intentInterval, timeout: intentDelay, sensitivity: intentThreshold },
    closeDelay: intentDelay,
    leaveDelay: intentDelay,
    multiple: false,
    label: texts.submenu,
    flip: false,
    motion: { desktop: "fade", mobile: "height", duration: submenuAnimation },
    toggles: megaToggles,
    lightCss,
    moveThreshold,
    emit,
    closeMenu: menu.close,
    scrollToAnchor,
  });

  // The modal: a native modal dialog (focus moves in, the page behind is inert); Escape is the engine's.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!modal || !element) return undefined;
    element.setAttribute("closedby", "none");
    if (menu.expanded && !element.open) element.showModal();
    else if (!menu.expanded && element.open) element.close();
    const cancel = (event: Event) => event.preventDefault();
    element.addEventListener("cancel", cancel);
    return () => element.removeEventListener("cancel", cancel);
  }, [modal, menu.expanded]);

  // `resizing` while the window is resized, until 400 ms after the last resize.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onWindowResize({
      resizing() {
        host.classList.add("resizing");
        clearTimeout(timer);
        timer = setTimeout(() => host.classList.remove("resizing"), RESIZING_CLASS_MS);
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
      host.classList.remove("resizing");
    };
  }, [host]);

  const toggle = (
    <slot name="toggle">
      <button ref={own} type="button" part="toggle" className="toggle" aria-expanded={menu.expanded} onClick={menu.toggle}>
        <span className="bars" aria-hidden="true"></span>
        {texts.menu}
      </button>
    </slot>
  );
  if (modal) {
    return (
      <>
        {toggle}
        <dialog ref={dialog} part="modal" className="modal" aria-label={texts.menu}>
          <div ref={panel} className="modal-panel">
            <button type="button" part="close" className="close" onClick={menu.close}>
              {texts.close}
            </button>
            <div part="menu" className="menu">
              <slot />
            </div>
          </div>
        </dialog>
      </>
    );
  }
  return (
    <>
      {toggle}
      <div ref={panel} part="menu" className="menu" hidden={mobile && !menu.expanded}>
        <slot />
      </div>
    </>
  );
}
