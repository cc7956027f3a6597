import { useCallback } from "react";
import type { ElementProps } from "../define/declare";
import { effectDeclarations, entranceCss, entranceTime, type EffectState } from "../shared/effects";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { useEntrance, type EntranceWatch } from "../shared/use-entrance";
import { useElementState } from "../define/use-element-state";
import { useAdoptedCss } from "../shared/use-adopted-css";
import { observeBand, observeWaypoint } from "../shared/waypoint";
import declaration from "./animate.element";
import { animateSettings } from "./presets";
import { SCROLL_AMOUNT } from "./scroll-progress";
import { useScrollProgress } from "./use-scroll-progress";

export type AnimateProps = ElementProps<typeof declaration>;

const hostState = (state: EffectState) => `:host(:state(${state}))`;

/**
 * What moves: the slotted children when staggered, else a box around them. Never the element itself: it is what the
 * element watches, and a watched box that the effect moves across the band's edge would enter and leave forever.
 */
const MOVING_BOX = "effect";

export function Animate(props: AnimateProps) {
  const { host, preset } = props;
  // Read at each render: the bridge renders on every attribute change; a presettable attribute the page did not
  // write is null, and leaves its setting to the preset.
  const settings = animateSettings(preset, props);
  const { effect, trigger, topOffset, bottomOffset, delay, duration, stagger, once, waypoint } = settings;
  const reduce = prefersReducedMotion();
  const count = stagger > 0 ? host.children.length : 1;

  const watch = useCallback<EntranceWatch>(
    (listener) => (waypoint !== null ? observeWaypoint(host, waypoint, listener) : observeBand(host, topOffset, bottomOffset, listener)),
    [host, waypoint, topOffset, bottomOffset],
  );
  const entrance = useEntrance(trigger === "enter" ? watch : null, once, entranceTime(duration, delay, stagger, count), reduce);
  const scrolled = useScrollProgress(host, { enabled: trigger === "scroll", topOffset, bottomOffset, once, reduce });
  const state = trigger === "enter" ? entrance : scrolled;
  useElementState(host, state ?? "exit", state !== null);

  const staggered = trigger === "enter" && stagger > 0;
  const css =
    trigger === "enter"
      ? entranceCss({ effect, state: hostState, targets: staggered ? " ::slotted(*)" : ` .${MOVING_BOX}`, duration, delay, stagger, count })
      : effect === "none"
        ? ""
        : `@media (prefers-reduced-motion: no-preference) {\n.${MOVING_BOX} { ${effectDeclarations(effect, SCROLL_AMOUNT)} }\n}`;
  useAdoptedCss(host, css);
  return staggered || effect === "none" ? (
    <slot />
  ) : (
    <div className={MOVING_BOX}>
      <slot />
    </div>
  );
}
