import { useRef } from "react";
import type { ElementProps } from "../define/declare";
import { useStateAttribute } from "../shared/use-state-attribute";
import { useTexts } from "../shared/use-texts";
import lightCss from "./menu.light.css?inline";
import { ENGLISH } from "./texts";
import declaration from "./menu.element";
import { useMenu } from "./use-menu";
import { useMenuPanel } from "./use-menu-panel";
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
  const current = useViewportMode({ mode, breakpoint, needsTouch: true }).mode;
  const mobile = current === "mobile";
  useStateAttribute(host, "data-mode", current);

  const own = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const slotted = useSlottedToggle(host);
  const toggleRef = useToggleRef(slotted, own);
  const menu = useMenuPanel({ host, collapsible: mobile, modal: false, name: texts.menu, toggle: toggleRef, panel, emit });
  useSlottedToggleBehaviour(slotted, mobile ? menu.expanded : null, menu.toggle);
  useStateAttribute(host, "expanded", menu.expanded);

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
