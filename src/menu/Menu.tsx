import { useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import lightCss from "./menu.light.css?inline";
import { ENGLISH } from "./texts";
import declaration from "./menu.element";
import { useMenu } from "./use-menu";
import { useMenuPanel } from "./use-menu-panel";
import { useRowFitCheck } from "./row-fit";
import { useSlottedToggle, useSlottedToggleBehaviour, useToggleRef } from "./use-slotted-toggle";
import { useViewportMode } from "./use-viewport-mode";

export type MenuProps = ElementProps<typeof declaration>;

const everyParent = () => ({ tab: false });

export function Menu(props: MenuProps) {
  const {
    mode,
    breakpoint,
    openOn,
    multiple,
    intentInterval,
    intentTimeout,
    intentSensitivity,
    closeDelay,
    leaveDelay,
    duration,
    label,
    submenuLabel,
  } = props;
  const { host, emit } = props;
  const texts = useTexts(host, "menu", ENGLISH, { menu: label, submenu: submenuLabel });
  const viewport = useViewportMode({ mode, breakpoint, needsTouch: true });
  // Auto mode is also mobile while the bar's items do not fit on one row (up to the width where they last did not).
  const [narrowAt, setNarrowAt] = useState<number | null>(null);
  const current = mode === "auto" && narrowAt !== null && viewport.width <= narrowAt ? "mobile" : viewport.mode;
  const mobile = current === "mobile";
  useElementState(host, current, true);

  const own = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const slotted = useSlottedToggle(host);
  const toggleRef = useToggleRef(slotted, own);
  const menu = useMenuPanel({ host, collapsible: mobile, modal: false, name: texts.menu, toggle: toggleRef, panel, emit });
  useSlottedToggleBehaviour(slotted, mobile ? menu.expanded : null, menu.toggle);
  useElementState(host, "expanded", menu.expanded);

  useMenu({
    host,
    mode: current,
    trigger: openOn === "hover-intent" ? "hover_intent" : openOn,
    intent: { interval: intentInterval, timeout: intentTimeout, sensitivity: intentSensitivity },
    closeDelay,
    leaveDelay,
    multiple,
    label: texts.submenu,
    flip: true,
    motion: { desktop: "fade", mobile: "height", duration },
    toggles: everyParent,
    lightCss,
    moveThreshold: 10,
    emit,
    closeMenu: menu.close,
  });

  useRowFitCheck(host, mode === "auto" && current === "desktop", viewport.width, setNarrowAt);

  return (
    <>
      <slot name="toggle">
        <button ref={own} type="button" part="toggle" className="toggle" aria-expanded={menu.expanded} onClick={menu.toggle}>
          <span className="bars" aria-hidden="true"></span>
          {texts.menu}
        </button>
      </slot>
      <div ref={panel} part="menu" className="menu" hidden={mobile && !menu.expanded}>
        <slot />
      </div>
    </>
  );
}
