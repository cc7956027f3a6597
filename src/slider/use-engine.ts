import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { taskInTurn } from "../shared/next-task";
import { adoptStylesAround } from "../shared/stylesheets";
import { SwiperEngine, startSlide, type PageLayout, type Source } from "./engine";
import { Marquee } from "./marquee";
import { clampSlide, pageCount, position, slideRanges, type Position } from "./pages";
import { loopSets, makeCopies, removeCopies, setsToCover } from "./copies";
import { slideBoxes, slideChildren, syncSlides } from "./slides";
import { loops, pageShapes, type SlideSettings } from "./swiper-options";
import { useSlides } from "./use-slides";
import { useSwiperKit } from "./use-swiper-kit";

export interface EngineOptions {
  host: HTMLElement;
  viewport: RefObject<HTMLDivElement | null>;
  wrapper: RefObject<HTMLDivElement | null>;
  settings: SlideSettings;
  /** What the settings need measured from CSS (the gap) is: Swiper starts only then. */
  measured: boolean;
  /** Marquee options, or null for a paged (Swiper) slider. */
  marquee: { speed: number; reverse: boolean } | null;
  onChange(change: { current: number; previous: number; total: number; source: Source }): void;
  onBusy(reason: "drag" | "transition", on: boolean): void;
  onReady(position: Position): void;
}

export interface EngineState {
  slides: number;
  position: Position;
  layout: PageLayout;
  /** Swiper (or the marquee) runs; navigation before that does nothing. */
  ready: boolean;
  /** Swiper could not load: the slides stay where they are, none moves. */
  failed: boolean;
  goTo(page: number, source: Source | null): void;
  /** Goes `n` pages on from where the engine is now (round the ends); n < 0 goes back. */
  advance(n: number, source: Source): void;
  /** Plays or holds the marquee. */
  runMarquee(on: boolean): void;
}

interface View {
  position: Position;
  layout: PageLayout;
}

/** The page layout by count, for before Swiper has measured and for a marquee. */
function countedLayout(slides: number, settings: SlideSettings, marquee: boolean): PageLayout {
  const view = marquee || settings.stacked || settings.autoBasis ? 1 : settings.slidesPerPage;
  const group = view === 1 || settings.scrollBySlide ? 1 : view;
  return { pages: pageCount(slides, view, group), ranges: slideRanges(slides, view, group) };
}

/** The slides' length along the track (the boxes and the gaps between them), the longest slide's, and the window's. */
function trackLengths(viewport: HTMLElement, wrapper: HTMLElement, vertical: boolean): { set: number; longest: number; window: number } {
  const size = (element: Element) => (vertical ? element.getBoundingClientRect().height : element.getBoundingClientRect().width);
  const style = getComputedStyle(viewport);
  const gap = parseFloat(vertical ? style.rowGap : style.columnGap) || 0;
  const lengths = slideBoxes(wrapper).map(size);
  return { set: lengths.reduce((sum, length) => sum + length + gap, 0), longest: Math.max(0, ...lengths), window: size(viewport) };
}

/**
 * Copies of the slides a loop or a marquee needs (see copies.ts), made before it starts.
 * A loop of natural widths (auto-basis) or a marquee goes by length: two windows and a slide for a loop, a window
 * and a slide for a marquee. Others go by count.
 */
function prepareCopies(host: HTMLElement, viewport: HTMLElement, wrapper: HTMLElement, settings: SlideSettings, marquee: boolean): void {
  removeCopies(host);
  syncSlides(host, wrapper);
  const slides = slideChildren(host).length;
  let sets = 1;
  if (marquee || settings.autoBasis) {
    const { set, longest, window } = trackLengths(viewport, wrapper, settings.swipe === "y");
    sets = setsToCover(set, marquee ? window + longest : 2 * window + longest);
  } else sets = loopSets(slides, pageShapes(settings));
  if (sets > 1) {
    makeCopies(host, sets);
    syncSlides(host, wrapper);
  }
}

/**
 * The slides and the engine that moves them: slots and boxes kept in step with the children (use-slides.ts),
 * Swiper loaded (use-swiper-kit.ts) and started (again when a setting changes, on the same page), or the marquee, with the copies of
 * the slides a loop or a marquee needs; the position.
 */
export function useEngine(options: EngineOptions): EngineState {
  const { host, viewport, wrapper, settings, measured, marquee } = options;
  /** Where the engine is, and its layout; null until it runs (then the layout by count stands). */
  const [view, setView] = useState<View | null>(null);
  const [ready, setReady] = useState(false);
  /** x-ready has fired (once per upgrade): from the effect, never from a state update, so listeners may render. */
  const announced = useRef(false);
  const becomeReady = (now: Position) => {
    if (!announced.current) {
      announced.current = true;
      listener.current.onReady(now);
    }
    setReady(true);
  };
  const marqueeRef = useRef<Marquee | null>(null);
  /** The page to start on: the starting slide's at first, then the page the slider was on. */
  const page = useRef<number | null>(null);
  const listener = useRef(options);
  useLayoutEffect(() => {
    listener.current = options;
  });
  const engine = useRef<SwiperEngine | null>(null);
  const slides = useSlides(host, wrapper, engine);

  const paged = marquee === null && slides > 0;
  const [kit, failed] = useSwiperKit(paged);

  const settingsKey = JSON.stringify(settings);
  useLayoutEffect(() => {
    const element = viewport.current;
    const track = wrapper.current;
    if (!paged || !kit || !measured || !element || !track) return undefined;
    // Swiper's core CSS (flex-shrink: 0 on the slides, among others) in the shadow root, before Swiper measures.
    adoptStylesAround(element, kit.css);
    if (loops(settings)) prepareCopies(host, element, track, settings, false);
    const count = slideChildren(host).length;
    const startPage = page.current;
    const initial = startPage === null ? clampSlide(settings.startingSlide, count) - 1 : startSlide(settings, startPage, count);
    const created = new SwiperEngine(kit, element, settings, initial, count, {
      moved(now, change) {
        page.current = now.current - 1;
        setView({ position: now, layout: created.layout() });
        if (change) listener.current.onChange({ current: now.current, previous: change.previous, total: now.total, source: change.source });
      },
      busy: (reason, on) => listener.current.onBusy(reason, on),
    });
    engine.current = created;
    page.current = created.currentIndex;
    const now = created.position();
    setView({ position: now, layout: created.layout() });
    becomeReady(now);
    return () => {
      engine.current = null;
      setView(null);
      created.destroy();
      removeCopies(host, track);
      listener.current.onBusy("transition", false);
      listener.current.onBusy("drag", false);
    };
    // settingsKey stands for settings (a new object each render); startingSlide has an effect of its own. A loop
    // starts again when slides come or go, with copies of the new ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paged, kit, measured, settingsKey, host, viewport, wrapper, loops(settings) ? slides : 0]);

  // A later starting-slide moves there silently: configuration, not navigation.
  const startingSlide = settings.startingSlide;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const running = engine.current;
    if (!running) return;
    const count = slideChildren(host).length;
    const target = running.layout().ranges[clampSlide(startingSlide, count) - 1];
    if (target) running.goTo(target[0], null);
  }, [startingSlide, host]);

  // The marquee runs without Swiper. It measures its slides to know how many copies it needs: in a task of its own,
  // after the browser's layout, rather than a layout forced in the commit that renders every slider of the page.
  const speed = marquee?.speed;
  const reverse = marquee?.reverse;
  useLayoutEffect(() => {
    const track = wrapper.current;
    const element = viewport.current;
    if (speed === undefined || reverse === undefined || !track || !element || slides === 0) return undefined;
    let running: Marquee | null = null;
    let live = true;
    void taskInTurn().then(() => {
      if (!live) return;
      prepareCopies(host, element, track, settings, true);
      const layout = countedLayout(slides, settings, true);
      let current = 0;
      running = new Marquee(track, { speed, reverse, vertical: settings.swipe === "y" }, (slide) => {
        const previous = current;
        current = slide;
        const now = position(slide, layout.pages);
        setView({ position: now, layout });
        if (previous !== slide) listener.current.onChange({ current: now.current, previous: previous + 1, total: now.total, source: "autoplay" });
      });
      marqueeRef.current = running;
      running.advance(0);
      becomeReady(position(0, layout.pages));
    });
    return () => {
      live = false;
      if (!running) return;
      marqueeRef.current = null;
      setView(null);
      running.destroy();
      removeCopies(host, track);
    };
    // settings: only its swipe and counts matter here, which slides and the key below stand for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [speed, reverse, wrapper, viewport, host, slides, settingsKey]);

  const counted = countedLayout(slides, settings, marquee !== null);
  const shown = view ?? { position: position(0, counted.pages), layout: counted };
  return {
    slides,
    position: shown.position,
    layout: shown.layout,
    ready,
    failed,
    goTo: (target, source) => engine.current?.goTo(target, source),
    advance: (n, source) => engine.current?.advance(n, source),
    runMarquee: (on) => marqueeRef.current?.run(on),
  };
}
