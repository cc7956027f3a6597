import { useEffect, useMemo, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { logger } from "../shared/log";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { useLanguage } from "../shared/use-language";
import { useElementState } from "../define/use-element-state";
import { observeWaypoint } from "../shared/waypoint";
import declaration from "./counter.element";
import { counterPlan } from "./counter-plan";
import { countedValue, formatCounterNumber } from "./counter-format";

export type CounterProps = ElementProps<typeof declaration>;

/** The waypoint: counting starts when the element's top crosses 85% of the viewport height. */
export const COUNTER_OFFSET = 85;

const log = logger(declaration.tag);

export function Counter({ to, from, speed, commaSeparatedDecimal, decimalComma: earlierName, locale, host }: CounterProps) {
  const text = host.textContent ?? "";
  const decimalComma = commaSeparatedDecimal || earlierName;
  const language = useLanguage(host);
  const plan = useMemo(() => counterPlan({ text, to, from, decimalComma, locale, language }), [text, to, from, decimalComma, locale, language]);
  const problem = plan.problem;
  useEffect(() => {
    if (problem) log.warn(problem);
  }, [problem]);

  const [reached, setReached] = useState(false);
  const [done, setDone] = useState(false);
  const value = useRef<HTMLSpanElement>(null);
  const count = plan.count;

  useEffect(() => {
    if (!count || reached) return undefined;
    return observeWaypoint(host, COUNTER_OFFSET, (isReached) => isReached && setReached(true));
  }, [host, count, reached]);

  // The count writes its digits straight into the DOM, one frame at a time, with no render per frame.
  useEffect(() => {
    const node = value.current;
    if (!count || !node) return undefined;
    const show = (n: number) => (node.textContent = formatCounterNumber(n, count.format));
    if (!reached && !prefersReducedMotion()) {
      show(count.from);
      setDone(false);
      return undefined;
    }
    const start = Date.now();
    const duration = prefersReducedMotion() ? 0 : speed;
    let frame = 0;
    const step = () => {
      const elapsed = Date.now() - start;
      show(countedValue(count.from, count.to, elapsed, duration));
      if (elapsed >= duration) setDone(true);
      else frame = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(frame);
  }, [count, reached, speed]);

  useElementState(host, "complete", done);

  // Nothing to count (no number): the page's own text stays as it is.
  if (!count) return <slot />;
  return (
    <>
      <span part="number" aria-hidden="true">
        <span className="sizer">{count.widest}</span>
        <span className="value" ref={value}>
          {formatCounterNumber(count.from, count.format)}
        </span>
      </span>
      {/* What assistive technology reads: the page's text when it is the final number, else that number. */}
      <span className="visually-hidden">{count.textIsFinal ? <slot /> : count.finalText}</span>
    </>
  );
}
