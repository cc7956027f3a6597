import { useCallback, type CSSProperties } from "react";
import type { ElementProps } from "../define/declare";
import { entranceCss, entranceTime, type EffectState } from "../shared/effects";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { useEntrance, type EntranceWatch } from "../shared/use-entrance";
import { useAdoptedCss } from "../shared/use-adopted-css";
import { observeWaypoint } from "../shared/waypoint";
import declaration from "./feature-box.element";

export type FeatureBoxProps = ElementProps<typeof declaration>;

/** How long the graphic's animation and the connector's drawing take. */
export const GRAPHIC_DURATION = 600;
export const CONNECTOR_DURATION = 750;

const graphicState = (state: EffectState) => `[part="graphic"][data-state="${state}"]`;

export function FeatureBox({
  graphicAnimation,
  graphicAnimationDelay,
  graphicAnimationOffset,
  connector,
  connectorAnimation,
  host,
}: FeatureBoxProps) {
  const animated = graphicAnimation !== "none" || (connector && connectorAnimation);
  const watch = useCallback<EntranceWatch>((listener) => observeWaypoint(host, graphicAnimationOffset, listener), [host, graphicAnimationOffset]);
  const time = entranceTime(Math.max(GRAPHIC_DURATION, CONNECTOR_DURATION), graphicAnimationDelay);
  const state = useEntrance(animated ? watch : null, true, time, prefersReducedMotion());
  const css = entranceCss({ effect: graphicAnimation, state: graphicState, targets: "", duration: GRAPHIC_DURATION, delay: graphicAnimationDelay });
  useAdoptedCss(host, css);
  const timing = { "--x-feature-box-delay": `${graphicAnimationDelay}ms`, "--x-feature-box-draw": `${CONNECTOR_DURATION}ms` } as CSSProperties;
  return (
    <>
      <div part="graphic" data-state={state ?? undefined}>
        <slot name="graphic" />
      </div>
      {connector && <div part="connector" data-state={state ?? undefined} data-animated={connectorAnimation ? "" : undefined} style={timing} />}
      <div part="content">
        <slot />
      </div>
    </>
  );
}
