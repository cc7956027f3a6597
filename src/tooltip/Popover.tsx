import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { logger } from "../shared/log";
import { AnchoredPanel } from "./anchored-panel";
import { ensureId, setAttributes } from "./anchor";
import { anchorName, deepActiveElement, firstFocusable } from "./focus";
import declaration from "./popover.element";
import { useAnchor } from "./use-anchor";
import { usePageControl } from "./use-page-control";
import { useShownPanel } from "./use-shown-panel";

export type PopoverProps = ElementProps<typeof declaration>;

const log = logger(declaration.tag);

export function Popover({ for: forId, placement, trigger, open, showDelay, hideDelay, distance, label, host, emit }: PopoverProps) {
  const anchor = useAnchor(host, forId, log);
  const panel = useRef<HTMLDivElement>(null);
  const arrow = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLSlotElement>(null);
  const [shown, setShown] = useState(false);
  /** Set when a click opens the popover: focus moves in once it is shown. */
  const focusIn = useRef(false);
  const triggers = trigger.join(" ");
  const adopt = usePageControl({ host, open, shown, setShown, announce: (next, source) => emit(next ? "x-open" : "x-close", { source }) });

  // The anchor controls the element (a node of its own tree, so the id reference holds), which holds the dialog.
  useLayoutEffect(() => {
    if (!anchor) return undefined;
    const takeId = ensureId(host, "x-popover");
    const restore = setAttributes(anchor, { "aria-haspopup": "dialog", "aria-controls": host.id, "aria-expanded": "false" });
    return () => {
      restore();
      takeId();
    };
  }, [host, anchor]);

  useEffect(() => {
    const element = panel.current;
    if (!anchor || !element) return undefined;
    const controller = new AnchoredPanel(anchor, element, host, {
      triggers: triggers.split(" ") as typeof trigger,
      showDelay,
      hideDelay,
      closeOnOutsidePress: true,
      onChange(next, source) {
        if (next) focusIn.current = source === "click";
        else if ((source === "escape" || source === "click") && isWithin(deepActiveElement(), host, element)) anchor.focus();
        setShown(next);
        emit(next ? "x-open" : "x-close", { source });
      },
    });
    adopt(controller);
    return () => {
      adopt(null);
      controller.dispose();
      setShown(false);
    };
    // adopt reads the latest open attribute itself: a change of it is not a new controller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, anchor, triggers, emit, showDelay, hideDelay]);

  useShownPanel(panel, arrow, anchor, shown, placement, distance);
  useLayoutEffect(() => {
    anchor?.setAttribute("aria-expanded", String(shown));
    if (!shown || !focusIn.current) return;
    focusIn.current = false;
    const target = (slot.current && firstFocusable(slot.current)) ?? panel.current;
    target?.focus({ preventScroll: true });
  }, [anchor, shown]);

  // Without an anchor there is nothing to open it: the content stays in place.
  if (!anchor) return <slot />;
  return (
    <div ref={panel} part="panel" className="panel" popover="manual" role="dialog" aria-label={label || anchorName(anchor)} tabIndex={-1}>
      <slot ref={slot} />
      <div ref={arrow} part="arrow" className="arrow" />
    </div>
  );
}

function isWithin(node: Element | null, host: HTMLElement, panel: HTMLElement): boolean {
  return node !== null && (node === host || host.contains(node) || panel.contains(node));
}
