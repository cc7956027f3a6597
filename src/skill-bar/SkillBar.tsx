import { useEffect, useState, type CSSProperties } from "react";
import type { ElementProps } from "../define/declare";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { useElementState } from "../define/use-element-state";
import { observeWaypoint } from "../shared/waypoint";
import type declaration from "./skill-bar.element";
import { SKILL_BAR_DURATION, SKILL_BAR_OFFSET, barScale, percentText } from "./skill-bar";

export type SkillBarProps = ElementProps<typeof declaration>;

/** `percent` comes within 0 to 100: the declaration clamps it, and warns. */
export function SkillBar({ percent: value, label, orientation, host }: SkillBarProps) {
  const [filled, setFilled] = useState(prefersReducedMotion);
  useEffect(() => {
    if (filled) return undefined;
    return observeWaypoint(host, SKILL_BAR_OFFSET, (reached) => reached && setFilled(true));
  }, [host, filled]);
  useElementState(host, "filled", filled);

  const name = label || (host.textContent ?? "").trim();
  const style = { "--x-skill-bar-scale": filled ? barScale(value) : 0, "--x-skill-bar-duration": `${SKILL_BAR_DURATION}ms` } as CSSProperties;
  return (
    <div
      part="meter"
      role="meter"
      aria-label={name || undefined}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={percentText(value)}
      data-orientation={orientation}
    >
      <span part="label" aria-hidden="true">
        {label || <slot />}
      </span>
      <span part="value" aria-hidden="true">
        {percentText(value)}
      </span>
      <span part="track">
        <span part="bar" style={style} />
      </span>
    </div>
  );
}
