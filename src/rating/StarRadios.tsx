import { useRef, useState, type CSSProperties, type KeyboardEvent, type Ref } from "react";
import { STAR_COUNT, STAR_PATH, type Fill } from "./stars";

interface Props {
  /** What each star shows when nothing is hovered or focused by keyboard. */
  fills: Fill[];
  labels: readonly string[];
  /** The chosen or given rating (aria-checked), if any. */
  checked: number | null;
  locked: boolean;
  /** The hovered or keyboard-focused rating, shown instead of `fills`. */
  preview: number | null;
  labelledBy: string;
  describedBy: string;
  onPreview(rating: number | null): void;
  onSelect(rating: number): void;
  /** The group element, whose one tab stop (`tabindex="0"`) is the star keyboard focus belongs on. */
  groupRef?: Ref<HTMLDivElement>;
  /** The wrapped widget's star row: its height and margins (server-look.ts). */
  style?: CSSProperties | undefined;
}

const KEY_STEP: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/** The star an arrow key leads to: the arrows wrap around (as in the WAI-ARIA radio group), mirrored right to left. */
function stepFrom(rating: number, key: string, star: HTMLElement): number {
  const mirrored = (key === "ArrowLeft" || key === "ArrowRight") && getComputedStyle(star).direction === "rtl";
  const step = KEY_STEP[key]! * (mirrored ? -1 : 1);
  return ((rating - 1 + step + STAR_COUNT) % STAR_COUNT) + 1;
}

/**
 * The five stars as a radio group with a roving tabindex: arrows (and Home/End) move the focus and preview the
 * rating, Enter or Space (or a click) selects. Locked (voted, or no right to vote), no star is a tab stop: there is
 * nothing to do there, and the group's description (the summary and the message) says why.
 */
export function StarRadios({ fills, labels, checked, locked, preview, labelledBy, describedBy, onPreview, onSelect, groupRef, style }: Props) {
  const [focused, setFocused] = useState(checked ?? 1);
  const stars = useRef<Array<HTMLSpanElement | null>>([]);

  const move = (rating: number) => {
    setFocused(rating);
    stars.current[rating - 1]?.focus();
    if (!locked) onPreview(rating);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, rating: number) => {
    if (event.key in KEY_STEP) move(stepFrom(rating, event.key, event.currentTarget));
    else if (event.key === "Home") move(1);
    else if (event.key === "End") move(STAR_COUNT);
    else if ((event.key === "Enter" || event.key === " ") && !locked) onSelect(rating);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={groupRef}
      part="stars"
      style={style}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={locked || undefined}
      onMouseLeave={() => onPreview(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onPreview(null);
      }}
    >
      {labels.map((label, i) => {
        const rating = i + 1;
        return (
          <span
            key={rating}
            ref={(star) => {
              stars.current[i] = star;
            }}
            part="star"
            role="radio"
            data-fill={preview === null ? fills[i] : rating <= preview ? "full" : "empty"}
            aria-checked={checked === rating}
            aria-label={`${rating} / ${STAR_COUNT}: ${label}`}
            aria-disabled={locked || undefined}
            tabIndex={rating === focused && !locked ? 0 : -1}
            onMouseEnter={() => !locked && onPreview(rating)}
            onClick={() => {
              setFocused(rating);
              if (!locked) onSelect(rating);
            }}
            onKeyDown={(event) => onKeyDown(event, rating)}
          >
            <StarIcon />
          </span>
        );
      })}
    </div>
  );
}

/** One star (also of x-rating-results): an empty outline with the filled star on top, clipped to half or hidden by the parent's data-fill. */
export function StarIcon() {
  return (
    <span className="icon" aria-hidden="true">
      <svg className="empty" viewBox="0 0 24 24" focusable="false">
        <path d={STAR_PATH} />
      </svg>
      <svg className="filled" viewBox="0 0 24 24" focusable="false">
        <path d={STAR_PATH} />
      </svg>
    </span>
  );
}
