import type Swiper from "swiper";
import { countInstance } from "../shared/live-instances";
import type { SwiperKit } from "./load-swiper";
import {
  advanceTarget,
  loopPage,
  loopPageOf,
  loopPages,
  loopTarget,
  pageCount,
  position,
  slideOfPage,
  slideRanges,
  type LoopTrack,
  type PageRange,
  type Position,
} from "./pages";
import { clampGlide } from "./glide";
import { loops, swiperOptions, type SlideSettings } from "./swiper-options";

/*
 * One Swiper instance over the slide boxes, seen as pages: where it is, how to go to a page, and who moved it.
 * Every change of page is reported with its source (user, autoplay, api); changes the element makes itself (an
 * attribute, slides added or removed) are silent, so that no event fires for them.
 */
export type Source = "user" | "autoplay" | "api";

export interface EngineListener {
  /** The position, after any change; `source` and `previous` when a navigation moved it (null: silent). */
  moved(position: Position, change: { source: Source; previous: number } | null): void;
  /** A drag or a transition starts (true) or ends (false): both hold autoplay. */
  busy(reason: "drag" | "transition", on: boolean): void;
}

export interface PageLayout {
  pages: number;
  /** The pages that show each slide. */
  ranges: PageRange[];
  /** A looping track: its boxes (the slides and their copies) and where it is. */
  loop?: LoopTrack;
}

/** Slides per view and per move as the settings give them (before Swiper applies a breakpoint). */
function settingsPerView(settings: SlideSettings): { view: number; group: number } {
  if (settings.stacked || settings.autoBasis) return { view: 1, group: 1 };
  return { view: settings.slidesPerPage, group: settings.scrollBySlide ? 1 : settings.slidesPerPage };
}

/** The 0-based slide to start on for a 0-based page, before Swiper runs. */
export function startSlide(settings: SlideSettings, page: number, slides: number): number {
  return slideOfPage(page, slides, settingsPerView(settings).group);
}

export class SwiperEngine {
  readonly swiper: Swiper;
  private page = 0;
  /** Who asked for the transition under way; null: the element itself (silent); undefined: a drag (user). */
  private source: Source | null | undefined;
  /** A move of the engine's own is being started (the loop's rearranging makes transitions of its own meanwhile). */
  private starting = false;

  constructor(
    kit: SwiperKit,
    viewport: HTMLElement,
    private readonly settings: SlideSettings,
    initialSlide: number,
    /** The slides (without their copies, which a loop may have added). */
    private readonly slides: number,
    private readonly listener: EngineListener,
  ) {
    this.swiper = new kit.Swiper(viewport, { ...swiperOptions(settings, initialSlide, slides), modules: kit.modules });
    // Counted alive until Swiper itself reports its destruction.
    this.swiper.on("destroy", countInstance("Swiper"));
    clampGlide(this.swiper);
    this.page = this.currentPage();
    const report = () => this.report();
    this.swiper.on("snapIndexChange", report);
    this.swiper.on("slideChange", report);
    this.swiper.on("realIndexChange", report);
    this.swiper.on("snapGridLengthChange", () => this.silently(report));
    this.swiper.on("breakpoint", () => queueMicrotask(() => this.silently(report)));
    this.swiper.on("sliderFirstMove", () => {
      this.source = undefined;
      listener.busy("drag", true);
    });
    this.swiper.on("touchEnd", () => listener.busy("drag", false));
    this.swiper.on("transitionStart", () => listener.busy("transition", true));
    this.swiper.on("transitionEnd", () => {
      listener.busy("transition", false);
      if (!this.starting) this.source = undefined;
    });
  }

  /** The slides per view and per move Swiper uses now (a breakpoint may have changed them). */
  private perView(): { view: number; group: number } {
    const { slidesPerView, slidesPerGroup } = this.swiper.params;
    if (typeof slidesPerView !== "number") return { view: 1, group: 1 };
    return { view: slidesPerView, group: slidesPerGroup ?? 1 };
  }

  /** A loop's track as Swiper has it now. */
  private loopTrack(): LoopTrack {
    const { swiper } = this;
    const auto = swiper.params.slidesPerView === "auto";
    return {
      slides: this.slides,
      boxes: swiper.slides.length,
      perView: auto ? Math.max(swiper.slidesPerViewDynamic(), 1) : this.perView().view,
      group: auto ? 1 : this.perView().group,
      active: swiper.realIndex ?? 0,
    };
  }

  /** Pages and the pages of each slide, from Swiper's snap grid once it has measured (by count before). */
  layout(): PageLayout {
    const { swiper } = this;
    if (this.looping) {
      const track = this.loopTrack();
      const ranges = Array.from({ length: this.slides }, (_, slide): PageRange => {
        const page = loopPageOf(slide, track.slides, track.group);
        return [page, page];
      });
      return { pages: loopPages(track.slides, track.group), ranges, loop: track };
    }
    const slides = swiper.slides.length;
    const measured = swiper.snapGrid.length > 0 && swiper.size !== undefined;
    if (!measured || swiper.params.slidesPerView !== "auto") {
      const { view, group } = measured ? this.perView() : settingsPerView(this.settings);
      const pages = measured ? swiper.snapGrid.length : pageCount(slides, view, group);
      return {
        pages,
        ranges: slideRanges(slides, view, group).map(([first, last]) => [Math.min(first, pages - 1), Math.min(last, pages - 1)] as const),
      };
    }
    // Natural widths: a slide is on every snap that shows it whole.
    const snaps = swiper.snapGrid;
    const ranges = swiper.slidesGrid.map((start, slide): PageRange => {
      const end = start + (swiper.slidesSizesGrid[slide] ?? 0);
      const shows = snaps.map((snap, page) => (start >= snap - 1 && end <= snap + swiper.size + 1 ? page : -1)).filter((page) => page >= 0);
      return shows.length > 0 ? [shows[0]!, shows.at(-1)!] : [snaps.length - 1, snaps.length - 1];
    });
    return { pages: snaps.length, ranges };
  }

  /** Swiper loops (wrap-around, with something to move). */
  private get looping(): boolean {
    return loops(this.settings) && this.swiper.params.loop === true && !this.swiper.isLocked;
  }

  private currentPage(): number {
    if (this.looping) return loopPage(this.loopTrack());
    const { pages } = this.layout();
    return Math.min(Math.max(this.swiper.snapIndex ?? 0, 0), Math.max(pages - 1, 0));
  }

  get currentIndex(): number {
    return this.page;
  }

  position(): Position {
    return position(this.page, this.layout().pages);
  }

  private silently(run: () => void): void {
    const source = this.source;
    this.source = null;
    try {
      run();
    } finally {
      this.source = source;
    }
  }

  /** Reports the position; with a source when a navigation under way moved it. */
  private report(): void {
    if (this.swiper.destroyed) return;
    const page = this.currentPage();
    const previous = this.page;
    this.page = page;
    const source = this.source === undefined ? "user" : this.source;
    const change = page !== previous && source !== null ? { source, previous: previous + 1 } : null;
    this.listener.moved(this.position(), change);
  }

  /**
   * Starts a move for `source`. A move without a transition (speed 0) has reported by the end, or by the next frame
   * when `deferred` (Swiper's loop moves slides round at once and goes on the next frame).
   */
  private move(source: Source | null, start: () => void, deferred = false): void {
    this.source = source;
    this.starting = true;
    try {
      start();
    } finally {
      this.starting = false;
    }
    const settle = () => {
      if (!this.swiper.destroyed && !this.swiper.animating && this.source === source) this.source = undefined;
    };
    if (deferred) requestAnimationFrame(settle);
    else settle();
  }

  /** Goes to a page (0-based), reported with `source`, or silently with null. */
  goTo(page: number, source: Source | null): void {
    const { pages } = this.layout();
    if (pages === 0) return;
    const target = Math.min(Math.max(page, 0), pages - 1);
    if (target === this.page) return;
    if (this.looping) {
      const box = loopTarget(this.loopTrack(), target);
      this.move(source, () => this.swiper.slideToLoop(box), true);
      return;
    }
    const slide =
      this.swiper.params.slidesPerView === "auto"
        ? Math.min(target, this.swiper.slides.length - 1)
        : slideOfPage(target, this.swiper.slides.length, this.perView().group);
    this.move(source, () => this.swiper.slideTo(slide));
  }

  /** Goes `n` pages on (n < 0: back), round the ends: a loop goes on forward (or back), others rewind. */
  advance(n: number, source: Source): void {
    const { pages } = this.layout();
    if (pages === 0) return;
    if (this.looping && Math.abs(n) === 1) {
      this.move(source, () => (n > 0 ? this.swiper.slideNext() : this.swiper.slidePrev()));
      return;
    }
    this.goTo(advanceTarget(this.page, n, pages), source);
  }

  /** Slides were added or removed: Swiper measures again, and the position is reported silently. */
  refresh(): void {
    this.silently(() => {
      this.swiper.update();
      this.report();
    });
  }

  destroy(): void {
    this.swiper.destroy(true, true);
  }
}
