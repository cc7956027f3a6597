import { useLayoutEffect, useRef } from "react";
import type { ElementProps } from "../define/declare";
import { hasElementState, setElementState } from "../define/element-states";
import { hostProperty, setHostProperty } from "../define/host-properties";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { addBar, refreshBars } from "./bars";
import declaration from "./sticky.element";
import { nextEffect, triggerPixels, type StickyState } from "./sticky";

export type StickyProps = ElementProps<typeof declaration>;

/** Sizes are measured again this long after the element starts (web fonts, images). */
export const REMEASURE_MS = 1000;
const VARS: `--${string}`[] = [
  "--x-sticky-height",
  "--x-sticky-offset",
  "--x-sticky-left",
  "--x-sticky-width",
  "--x-sticky-shrink",
  "--x-sticky-duration",
];
/** The effect's states: one at a time while fixed. */
const EFFECT_STATES = ["enter", "entering", "exit", "exiting"] as const;
const STATES = ["fixed", "shrunk", ...EFFECT_STATES];

export function Sticky(props: StickyProps) {
  const { position, triggerOffset, onlyOnScrollUp, shrink, transition, duration, host } = props;
  const bar = useRef<HTMLDivElement>(null);
  const latest = useRef({ position, triggerOffset, onlyOnScrollUp, shrink, transition, duration });
  latest.current = { position, triggerOffset, onlyOnScrollUp, shrink, transition, duration };

  useLayoutEffect(() => {
    let natural = 0;
    let width = window.innerWidth;
    let box = { left: 0, width: 0 };
    let current: StickyState = { fixed: false, shown: false, animate: false };
    let phaseTimer: ReturnType<typeof setTimeout> | undefined;

    // The bar's natural height (unshrunk), reserved in the page while it is fixed. Measured without the shrink's
    // transition, which would report a size on the way; its end state is back (and read) before the transition is.
    const measureHeight = () => {
      const element = bar.current;
      if (!element) return;
      const shrunk = hasElementState(host, "shrunk");
      if (shrunk) {
        element.classList.add("measuring");
        setElementState(host, "shrunk", false);
      }
      const height = element.offsetHeight;
      if (shrunk) {
        setElementState(host, "shrunk", true);
        void element.offsetHeight;
        element.classList.remove("measuring");
      }
      if (height === natural && hostProperty(host, "--x-sticky-height")) return;
      natural = height;
      setHostProperty(host, "--x-sticky-height", `${natural}px`);
    };
    measureHeight();

    const setEffect = (shown: boolean, animate: boolean) => {
      clearTimeout(phaseTimer);
      const { transition, duration } = latest.current;
      const animated = animate && transition !== "none" && duration > 0 && !prefersReducedMotion();
      const show = (effect: (typeof EFFECT_STATES)[number]) => {
        for (const name of EFFECT_STATES) setElementState(host, name, name === effect);
      };
      const effect = nextEffect(shown, animated);
      show(effect);
      if (effect === "entering" || effect === "exiting") {
        phaseTimer = setTimeout(() => show(shown ? "enter" : "exit"), duration);
      }
    };

    const stop = addBar({
      host,
      config: () => {
        const { position, triggerOffset, onlyOnScrollUp } = latest.current;
        return { position, onlyOnScrollUp, trigger: () => triggerPixels(triggerOffset) };
      },
      measure() {
        const rect = host.getBoundingClientRect();
        box = { left: rect.left, width: rect.width };
        // In the flow, the bar's height is at hand; fixed, it is measured again after a resize (its width changed),
        // once it has the new width: its text may wrap onto more lines.
        if (!hasElementState(host, "fixed") || window.innerWidth !== width) {
          width = window.innerWidth;
          if (hasElementState(host, "fixed")) setHostProperty(host, "--x-sticky-width", `${box.width}px`);
          measureHeight();
        }
        return { top: rect.top + window.scrollY, height: natural };
      },
      apply(next, stacked) {
        const { shrink, duration } = latest.current;
        if (!next.fixed) {
          if (current.fixed) {
            clearTimeout(phaseTimer);
            for (const name of STATES) setElementState(host, name, false);
          }
          current = next;
          return;
        }
        setHostProperty(host, "--x-sticky-offset", `${stacked}px`);
        setHostProperty(host, "--x-sticky-left", `${box.left}px`);
        setHostProperty(host, "--x-sticky-width", `${box.width}px`);
        setHostProperty(host, "--x-sticky-duration", `${duration}ms`);
        setHostProperty(host, "--x-sticky-shrink", String(shrink));
        setElementState(host, "fixed", true);
        setElementState(host, "shrunk", shrink < 1);
        // Fixed while hidden (scrolling down past the trigger): it was never shown fixed, so nothing animates out.
        if (!current.fixed || next.shown !== current.shown) setEffect(next.shown, next.animate && (current.fixed || next.shown));
        current = next;
      },
    });
    const later = setTimeout(() => {
      measureHeight();
      refreshBars();
    }, REMEASURE_MS);
    return () => {
      stop();
      clearTimeout(later);
      clearTimeout(phaseTimer);
      for (const name of STATES) setElementState(host, name, false);
      for (const name of VARS) setHostProperty(host, name, null);
    };
  }, [host]);

  // New configuration: every bar is read again in the next frame.
  useLayoutEffect(() => refreshBars(), [position, triggerOffset, onlyOnScrollUp, shrink, transition, duration]);

  return (
    <div ref={bar} part="bar" className={`bar ${position} ${transition}`}>
      <slot />
    </div>
  );
}
