import type { CSSProperties, RefObject } from "react";
import type { Labels } from "./labels";
import { Arrows, Pagination, PlayToggle } from "./SliderControls";

export interface RegionProps {
  labels: Labels;
  /** How the slides show: one under another (Swiper could not load), stacked, a marquee, or pages. */
  mode: "list" | "stacked" | "marquee" | "paged";
  vertical: boolean;
  autoBasis: boolean;
  /** Slides per page before Swiper runs (--per-page). */
  perPage: number | "auto";
  viewport: RefObject<HTMLDivElement | null>;
  wrapper: RefObject<HTMLDivElement | null>;
  /** Changes of slide are announced (nothing plays, and the slider is no thumbnail strip, whose main slider speaks). */
  live: boolean;
  /** The pause / play button, when autoplay is on. */
  toggle: { button: RefObject<HTMLButtonElement | null>; playing: boolean; paused: boolean; onToggle(): void } | null;
  /** The arrows, when shown. */
  arrows: { stopped: { previous: boolean; next: boolean }; onPrevious(): void; onNext(): void } | null;
  /** The page buttons, when shown. */
  pages: { pages: number; page: number; ready: boolean; onPage(page: number): void } | null;
}

/** The carousel region: the slides' viewport, the controls over it, the caption under it. */
export function SliderRegion({ labels, mode, vertical, autoBasis, perPage, viewport, wrapper, live, toggle, arrows, pages }: RegionProps) {
  return (
    <div
      part="region"
      className="region"
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      data-mode={mode}
      data-vertical={vertical ? "" : undefined}
      data-auto-basis={autoBasis ? "" : undefined}
    >
      {toggle && <PlayToggle {...toggle} labels={labels} />}
      {/* The slides and the controls over them; the caption under them. */}
      <div className="stage">
        <div part="viewport" className="swiper" ref={viewport} style={{ "--per-page": perPage } as CSSProperties}>
          {/* Swiper's boxes go in here (slides.ts), made and moved outside React. */}
          <div className="swiper-wrapper" ref={wrapper} aria-live={live ? "polite" : "off"} />
        </div>
        {arrows && <Arrows {...arrows} labels={labels} />}
        {pages && <Pagination {...pages} labels={labels} />}
      </div>
      <slot name="caption" />
    </div>
  );
}
