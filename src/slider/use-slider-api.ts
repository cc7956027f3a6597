import { useElementMethods } from "../define/use-element-methods";
import type { Source } from "./engine";
import { clampPage, sanitizeStep, type Position } from "./pages";
import type { SlideData } from "./slide-data";
import type declaration from "./slider.element";

export interface SliderApi {
  ready: boolean;
  position: Position;
  pages: number;
  positioned: boolean;
  prime: number;
  slideData: SlideData[];
  advance(n: number, source: Source): void;
  goTo(page: number, source: Source): void;
}

/** The element's methods and read-only properties; calls made before Swiper runs wait for it. */
export function useSliderApi(host: HTMLElement, { ready, position, pages, positioned, prime, slideData, advance, goTo }: SliderApi): void {
  useElementMethods<typeof declaration>(
    host,
    ready
      ? {
          next: (n) => advance(sanitizeStep(n), "api"),
          prev: (n) => advance(-sanitizeStep(n), "api"),
          goTo: (target) => goTo(clampPage(target, pages), "api"),
          current: position.current,
          total: position.total,
          atStart: position.atStart,
          atEnd: position.atEnd,
          ready,
          positioned,
          prime,
          slideData,
        }
      : null,
  );
}
