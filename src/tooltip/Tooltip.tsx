import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { setElementRole } from "../define/element-states";
import { logger } from "../shared/log";
import { AnchoredPanel } from "./anchored-panel";
import { addIdRef, ensureId } from "./anchor";
import declaration from "./tooltip.element";
import { useAnchor } from "./use-anchor";
import { usePageControl } from "./use-page-control";
import { useShownPanel } from "./use-shown-panel";

export type TooltipProps = ElementProps<typeof declaration>;

const log = logger(declaration.tag);

export function Tooltip({ for: forId, placement, trigger, open, showDelay, hideDelay, distance, host }: TooltipProps) {
  const anchor = useAnchor(host, forId, log);
  const panel = useRef<HTMLDivElement>(null);
  const arrow = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const triggers = trigger.join(" ");
  const adopt = usePageControl({ host, open, shown, setShown });

  // The anchor is described by the element, whose text is its light-DOM content: both in the same tree, so the id
  // reference holds. While shown, the element is the tooltip (role tooltip); hidden, it has no role, as a tooltip
  // with no visible text has no name.
  useLayoutEffect(() => {
    if (!anchor) return undefined;
    const takeId = ensureId(host, "x-tooltip");
    const takeRef = addIdRef(anchor, "aria-describedby", host.id);
    return () => {
      takeRef();
      takeId();
    };
  }, [host, anchor]);
  useLayoutEffect(() => {
    if (!shown) return undefined;
    setElementRole(host, "tooltip");
    return () => setElementRole(host, null);
  }, [host, shown]);

  useEffect(() => {
    const element = panel.current;
    if (!anchor || !element) return undefined;
    const controller = new AnchoredPanel(anchor, element, host, {
      triggers: triggers.split(" ") as typeof trigger,
      showDelay,
      hideDelay,
      closeOnOutsidePress: triggers.includes("click"),
      onChange: (next) => setShown(next),
    });
    adopt(controller);
    return () => {
      adopt(null);
      controller.dispose();
      setShown(false);
    };
    // adopt reads the latest open attribute itself: a change of it is not a new controller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, anchor, triggers, showDelay, hideDelay]);

  useShownPanel(panel, arrow, anchor, shown, placement, distance);

  // Without an anchor there is nothing to describe: the text stays in place.
  if (!anchor) return <slot />;
  return (
    <div ref={panel} part="panel" className="panel" popover="manual">
      <slot />
      <div ref={arrow} part="arrow" className="arrow" />
    </div>
  );
}
