import { useEffect, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { useTexts } from "../shared/use-texts";
import { hasElementState } from "../define/element-states";
import { useElementState } from "../define/use-element-state";
import declaration from "./flip-card.element";
import { onInteractive } from "./interactive";
import { useMediaQuery } from "./use-media-query";

/** The built-in text in English (the other languages' are in the shared catalogues). */
const ENGLISH = { label: "Flip card" };

export type FlipCardProps = ElementProps<typeof declaration>;

/** Whether a click came from a pointer that hovers (a mouse, a pen), not from a touch or the keyboard. */
const byHoveringPointer = (event: MouseEvent) => event instanceof PointerEvent && (event.pointerType === "mouse" || event.pointerType === "pen");

export function FlipCard({ direction, hover, label, host, emit }: FlipCardProps) {
  const texts = useTexts(host, "flipCard", ENGLISH, { label });
  const [flipped, setFlipped] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const pointerHovers = useMediaQuery("(hover: hover)");
  const turnsOnHover = hover && pointerHovers;

  // Native listeners: clicks and pointers on the faces' content come from the light DOM, whose nodes React does
  // not know, so its handlers in the shadow root would never see them.
  useEffect(() => {
    const element = card.current;
    if (!element) return undefined;
    const listening = new AbortController();
    const { signal } = listening;
    /** A turn the visitor made: the state, and x-flip, once per change. */
    const turn = (next: boolean) => {
      setFlipped(next);
      emit("x-flip", { flipped: next });
    };
    const isFlipped = () => hasElementState(host, "flipped");
    // A click on the card turns it, unless it is on a link or a control in a face. The flip button is one: it
    // turns the card by itself, with Enter and Space too. Where hovering turns the card, a hovering pointer's click
    // elsewhere on it is left alone: the pointer already turned it, and would turn it back under itself.
    element.addEventListener(
      "click",
      (event) => {
        const onButton = event.composedPath().some((target) => target instanceof Element && target.matches('[part="toggle"]'));
        if (onButton) turn(!isFlipped());
        else if (!onInteractive(event.composedPath(), element) && !(turnsOnHover && byHoveringPointer(event))) turn(!isFlipped());
      },
      { signal },
    );
    if (turnsOnHover) {
      // A touch has no hover (and a touch screen's emulated mouse events are not pointer events of type mouse).
      const hovered = (over: boolean) => (event: PointerEvent) => {
        if (event.pointerType !== "touch" && isFlipped() !== over) turn(over);
      };
      element.addEventListener("pointerenter", hovered(true), { signal });
      element.addEventListener("pointerleave", hovered(false), { signal });
    }
    return () => listening.abort();
  }, [host, emit, turnsOnHover]);

  useElementState(host, "flipped", flipped);
  return (
    <div ref={card} part="card" className="card" data-direction={direction} data-flipped={flipped || undefined}>
      {/* First, so that a Tab after a turn goes on to the face it turned to. */}
      <button part="toggle" className="toggle" type="button" aria-pressed={flipped}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7V3h-5.7l2 2A10 10 0 0 0 2 12zm16 0a8 8 0 0 1-13.7 5.6L4 15.3V21h5.7l-2-2A10 10 0 0 0 22 12z"
            fill="currentColor"
          />
        </svg>
        <span className="visually-hidden">{texts.label}</span>
      </button>
      <div className="turner">
        <div part="face" className="face" data-face="front" inert={flipped}>
          <slot name="front" />
          <slot />
        </div>
        <div part="face" className="face" data-face="back" inert={!flipped}>
          <slot name="back" />
        </div>
      </div>
    </div>
  );
}
