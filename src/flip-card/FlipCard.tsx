import { useRef, useState, type MouseEvent, type PointerEvent } from "react";
import type { ElementProps } from "../define/declare";
import { useStateAttribute } from "../shared/use-state-attribute";
import declaration from "./flip-card.element";
import { onInteractive } from "./interactive";
import { useMediaQuery } from "./use-media-query";

export type FlipCardProps = ElementProps<typeof declaration>;

export function FlipCard({ direction, hover, label, host, emit }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const pointerHovers = useMediaQuery("(hover: hover)");
  const turnsOnHover = hover && pointerHovers;

  /** A turn the visitor made: the state, and x-flip, once per change. */
  const turn = (next: boolean) => {
    if (next === flipped) return;
    setFlipped(next);
    emit("x-flip", { flipped: next });
  };

  // A touch has no hover (and a touch device's emulated mouse events are not pointer events of type mouse).
  const onPointerEnter = (event: PointerEvent) => turnsOnHover && event.pointerType !== "touch" && turn(true);
  const onPointerLeave = (event: PointerEvent) => turnsOnHover && event.pointerType !== "touch" && turn(false);
  // A click on the card turns it, unless it is on a link or a control in a face (the flip button is one: it turns
  // the card by itself, with Enter and Space too).
  const onCardClick = (event: MouseEvent) => {
    if (card.current && !onInteractive(event.nativeEvent.composedPath(), card.current)) turn(!flipped);
  };

  useStateAttribute(host, "flipped", flipped);
  return (
    <div
      ref={card}
      part="card"
      className="card"
      data-direction={direction}
      data-flipped={flipped || undefined}
      onClick={onCardClick}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <div className="turner">
        <div part="face" className="face" data-face="front" inert={flipped}>
          <slot name="front" />
          <slot />
        </div>
        <div part="face" className="face" data-face="back" inert={!flipped}>
          <slot name="back" />
        </div>
      </div>
      <button part="toggle" className="toggle" type="button" aria-pressed={flipped} onClick={() => turn(!flipped)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7V3h-5.7l2 2A10 10 0 0 0 2 12zm16 0a8 8 0 0 1-13.7 5.6L4 15.3V21h5.7l-2-2A10 10 0 0 0 22 12z"
            fill="currentColor"
          />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
    </div>
  );
}
