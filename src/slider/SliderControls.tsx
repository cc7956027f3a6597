import type { RefObject } from "react";
import { fill } from "./labels";

/*
 * The slider's buttons: pause / play, previous and next, and a button per page. Each keeps its name (aria-label)
 * whatever icon the page slots in.
 */

/**
 * An arrow's default icon, drawn: the text arrows ‹ and › are mirrored by the browser in right-to-left text, on top of
 * the buttons' own turn (slider.css), which would point them inwards.
 */
function Chevron({ d }: { d: string }) {
  return (
    <svg className="chevron" viewBox="0 0 24 24">
      <path d={d} />
    </svg>
  );
}

export interface ToggleProps {
  button: RefObject<HTMLButtonElement | null>;
  playing: boolean;
  paused: boolean;
  labels: { pause: string; play: string };
  onToggle(): void;
}

export function PlayToggle({ button, playing, paused, labels, onToggle }: ToggleProps) {
  return (
    <button
      ref={button}
      type="button"
      part="toggle"
      className="toggle"
      aria-label={playing || !paused ? labels.pause : labels.play}
      data-state={paused ? "paused" : "playing"}
      onClick={onToggle}
    >
      {/* The page's own icons (slotted), or the default drawn in CSS; the button keeps its name. */}
      <span aria-hidden="true" className="icon-slot">
        {paused ? (
          <slot name="play-icon">
            <span className="icon" />
          </slot>
        ) : (
          <slot name="pause-icon">
            <span className="icon" />
          </slot>
        )}
      </span>
    </button>
  );
}

export interface ArrowsProps {
  /** Arrows that lead nowhere: they say so (aria-disabled) but stay focusable. */
  stopped: { previous: boolean; next: boolean };
  labels: { previous: string; next: string };
  onPrevious(): void;
  onNext(): void;
}

export function Arrows({ stopped, labels, onPrevious, onNext }: ArrowsProps) {
  return (
    <>
      <button
        type="button"
        part="previous"
        className="arrow previous"
        aria-label={labels.previous}
        aria-disabled={stopped.previous || undefined}
        onClick={() => !stopped.previous && onPrevious()}
      >
        <span aria-hidden="true">
          <slot name="prev-icon">
            <Chevron d="M15 5l-7 7 7 7" />
          </slot>
        </span>
      </button>
      <button
        type="button"
        part="next"
        className="arrow next"
        aria-label={labels.next}
        aria-disabled={stopped.next || undefined}
        onClick={() => !stopped.next && onNext()}
      >
        <span aria-hidden="true">
          <slot name="next-icon">
            <Chevron d="M9 5l7 7-7 7" />
          </slot>
        </span>
      </button>
    </>
  );
}

export interface PaginationProps {
  pages: number;
  /** The current page, 0-based. */
  page: number;
  ready: boolean;
  labels: { pagination: string; page: string };
  onPage(page: number): void;
}

export function Pagination({ pages, page, ready, labels, onPage }: PaginationProps) {
  return (
    <div part="pagination" className="pagination" role="group" aria-label={labels.pagination}>
      {Array.from({ length: pages }, (_, index) => (
        <button
          key={index}
          type="button"
          part={index === page ? "page page-current" : "page"}
          className="page"
          aria-label={fill(labels.page, index + 1, pages)}
          aria-current={index === page ? "true" : undefined}
          disabled={!ready}
          onClick={() => onPage(index)}
        />
      ))}
    </div>
  );
}
