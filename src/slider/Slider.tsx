import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import type { ElementProps } from "../define/declare";
import { useElementMethods } from "../define/use-element-methods";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import { useAutoplay } from "./use-autoplay";
import { useEngine } from "./use-engine";
import { loadedSwiper } from "./load-swiper";
import { DEFAULT_LABELS, fill, thumbLabel } from "./labels";
import { useThumbs } from "./use-thumbs";
import { clampPage, loopStates, pagedStates, sanitizeStep, type SlideState } from "./pages";
import { slideData } from "./slide-data";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { boxKey, paintSlides, slideBoxes, slideChildren, slotted } from "./slides";
import { pageDuration } from "./page-duration";
import { loadByDistance, restoreLoading } from "./lazy-images";
import type { Source } from "./engine";
import type { SlideSettings } from "./swiper-options";
import declaration from "./slider.element";
import { setHostProperty } from "../define/host-properties";
import { useModule } from "./revolution/use-module";

export type SliderProps = ElementProps<typeof declaration>;

/** Keys that move the slider while focus is inside, and by how many pages (Left and Right swap on a right-to-left page). */
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
const RTL_KEY_STEPS: Record<string, number> = { ...KEY_STEPS, ArrowRight: -1, ArrowLeft: 1 };
/** Keys that go to an end: the first page, the last. */
const KEY_ENDS: Record<string, "first" | "last"> = { Home: "first", End: "last" };

/** Where arrow keys belong to the control itself. */
function ownsArrows(target: EventTarget | undefined): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

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

export function Slider(props: SliderProps) {
  const { host, emit, autoplay, wrapAround, navigation, pagination, keyboardNavigation, lazy } = props;
  const labels = useTexts(host, "slider", DEFAULT_LABELS, props.labels);
  const viewport = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  /** The gap in px; null until measured (Swiper waits for it rather than start twice). */
  const [gap, setGap] = useState<number | null>(null);
  /** The track moves: a transition or a drag under way. */
  const [moving, setMoving] = useState({ transition: false, drag: false });

  const settings: SlideSettings = {
    slidesPerPage: props.slidesPerPage,
    breakpoints: props.breakpoints,
    startingSlide: props.startingSlide,
    stacked: props.stacked,
    adaptiveHeight: props.adaptiveHeight,
    swipe: props.swipe,
    snap: props.snap,
    scrollBySlide: props.scrollBySlide,
    autoBasis: props.autoBasis,
    wrapAround,
    speed: reducedMotion ? 0 : props.transitionDuration,
    gap: gap ?? 0,
  };
  // A stacked marquee makes no sense (nothing to scroll past): autoplay is off then, as in the source engine.
  const mode = props.stacked && autoplay === "marquee" ? "off" : autoplay;
  const reverse = props.direction === "reverse";

  useModule(host, props.source);
  const restartRef = useRef<() => void>(() => {});
  const engine = useEngine({
    host,
    viewport,
    wrapper,
    settings,
    measured: gap !== null,
    marquee: mode === "marquee" ? { speed: props.speed, reverse } : null,
    onChange(change) {
      emit("x-slide-change", change);
      if (change.source === "user") restartRef.current();
    },
    onBusy(reason, on) {
      holdRef.current(reason, on);
      setMoving((was) => (was[reason] === on ? was : { ...was, [reason]: on }));
    },
    onReady: (now) => emit("x-ready", { total: now.total, current: now.current }),
  });
  const { position, layout, ready } = engine;
  const hasRegion = engine.slides > 0;
  // The gap is CSS (--x-slider-gap, any length): measured in px for Swiper, again when the slider is resized. With
  // Swiper here already it starts in this commit, measuring the slides anyway: the gap is read now, so that it
  // starts once. Until then the observer's first report gives it, after the browser's own layout: no style pass
  // forced per slider in the commit that renders every slider of a page. The viewport exists once there is a slide.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    const measure = () => setGap(parseFloat(getComputedStyle(element).columnGap) || 0);
    if (loadedSwiper()) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [props.swipe, hasRegion]);

  const pages = layout.pages;
  const page = position.current - 1;
  const { slides } = engine;
  const marquee = mode === "marquee";
  // Swiper could not load: every slide shows, one under another, as without JavaScript.
  const list = engine.failed;
  // Where each slide is in pages (a loop's: each box, copies too); a marquee's slides are all on its only page.
  const trackStates: SlideState[] = layout.loop
    ? loopStates(layout.loop)
    : pagedStates(layout.ranges, page, pages, wrapAround).map((state) => (marquee ? { ...state, active: true, balance: 0 } : state));
  const slidesData = slideData(trackStates, slides);
  // The first slide of the current page (0-based): a loop's view may start with any slide, a marquee's is the current.
  const prime = layout.loop
    ? layout.loop.active % slides
    : marquee
      ? page
      : Math.max(
          slidesData.findIndex((slide) => slide.active),
          0,
        );
  const positioned = ready && !moving.transition && !moving.drag;

  const advance = (n: number, source: Source) => engine.advance(n, source);
  const autoplayState = useAutoplay({
    host,
    enabled: mode !== "off" && pages > 1 && ready,
    interval: mode === "interval" ? pageDuration(slideChildren(host)[prime], props.autoplayDuration) : null,
    pauseOnHover: props.pauseOnHover,
    startInView: props.autoplayStartInView,
    reducedMotion,
    toggle: useCallback(() => toggleButton.current, []),
    advance: () => advance(reverse ? -1 : 1, "autoplay"),
  });
  const holdRef = useRef(autoplayState.hold);
  useLayoutEffect(() => {
    holdRef.current = autoplayState.hold;
    restartRef.current = autoplayState.restart;
  });
  const { playing } = autoplayState;
  useLayoutEffect(() => engine.runMarquee(playing), [engine, playing]);

  const userGo = (target: number) => engine.goTo(target, "user");

  // Calls made before Swiper runs wait for it.
  useElementMethods<typeof declaration>(
    host,
    ready
      ? {
          next: (n) => advance(sanitizeStep(n), "api"),
          prev: (n) => advance(-sanitizeStep(n), "api"),
          goTo: (target) => engine.goTo(clampPage(target, pages), "api"),
          current: position.current,
          total: position.total,
          atStart: position.atStart,
          atEnd: position.atEnd,
          ready,
          positioned,
          prime,
          slideData: slidesData,
        }
      : null,
  );

  // Arrow keys while focus is inside (also on a slide's own links, in the light DOM: a native listener).
  useEffect(() => {
    if (!keyboardNavigation || mode === "marquee") return undefined;
    const keydown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || ownsArrows(event.composedPath()[0])) return;
      const steps = getComputedStyle(host).direction === "rtl" ? RTL_KEY_STEPS : KEY_STEPS;
      const step = steps[event.key];
      const end = KEY_ENDS[event.key];
      if (step === undefined && end === undefined) return;
      event.preventDefault();
      if (step !== undefined) keyRef.current.step(step);
      else keyRef.current.end(end!);
    };
    host.addEventListener("keydown", keydown);
    return () => host.removeEventListener("keydown", keydown);
  }, [host, keyboardNavigation, mode]);
  const keyRef = useRef({ step: (_step: number) => {}, end: (_end: "first" | "last") => {} });
  useLayoutEffect(() => {
    keyRef.current = { step: (step) => advance(step, "user"), end: (end) => userGo(end === "first" ? 0 : pages - 1) };
  });

  // A thumbnail strip: the main slider's current slide selected, and kept in view here (silently: the strip follows).
  const selectedThumb = useThumbs(host, props.thumbsFor);
  const selectedRange = selectedThumb === null ? undefined : layout.ranges[selectedThumb];
  useEffect(() => {
    if (!ready || !selectedRange) return;
    const [first, last] = selectedRange;
    if (page < first) engine.goTo(first, null);
    else if (page > last) engine.goTo(last, null);
    // Only a new selection (or a new layout) brings it into view; the visitor may page the strip away meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, selectedThumb, selectedRange?.[0], selectedRange?.[1]]);

  // Each slide's state (and each copy's): its group's name, current or not (others inert), where it is in pages.
  const slideLabel = labels.slide;
  useLayoutEffect(() => {
    const track = wrapper.current;
    if (!track) return;
    const boxes = slideBoxes(track);
    const views = boxes.map((box, index) => {
      const slide = boxKey(box).slide;
      // A loop's states are by box; others' by slide (a marquee's copies have its slide's).
      const state = (layout.loop ? trackStates[index] : trackStates[slide]) ?? { slide, active: false, balance: 0, pageStart: false };
      return {
        label: fill(slideLabel, slide + 1, slides),
        index: slide + 1,
        current: list || state.active,
        balance: state.balance,
        pageStart: state.pageStart,
        thumb:
          selectedThumb === null ? null : { label: thumbLabel(slotted(box), labels.thumb, slide + 1, slides), selected: slide === selectedThumb },
      };
    });
    paintSlides(boxes, views);
    if (lazy && ready) boxes.forEach((box, index) => loadByDistance(slotted(box) ?? box, Math.abs(views[index]!.balance)));
  });
  // The images' own loading back when lazy is turned off or the slider stops.
  useLayoutEffect(() => (lazy ? () => restoreLoading(host) : undefined), [host, lazy]);

  const { current, total } = position;
  useElementState(host, "ready", ready);
  useElementState(host, "positioned", positioned);
  useElementState(host, "at-start", ready && position.atStart);
  useElementState(host, "at-end", ready && position.atEnd);
  useElementState(host, "playing", playing);
  useLayoutEffect(() => {
    setHostProperty(host, "--x-slide-current", String(current));
    setHostProperty(host, "--x-slide-total", String(total));
  }, [host, current, total]);
  useLayoutEffect(
    () => () => {
      setHostProperty(host, "--x-slide-current", null);
      setHostProperty(host, "--x-slide-total", null);
    },
    [host],
  );

  // No slides: nothing to show, nothing to run (the MutationObserver still waits for some).
  if (slides === 0) return <slot />;
  const controls = pages > 1 && !marquee && !list;
  const showToggle = mode !== "off" && pages > 1 && !list;
  const perPage = props.autoBasis ? "auto" : props.stacked ? 1 : props.slidesPerPage;
  // An arrow that leads nowhere says so (aria-disabled) but stays focusable: focus on Next as it reaches the last
  // page stays there, where the arrow keys and Home still work (a disabled button would drop it to the page).
  const stopped = { previous: !ready || (!wrapAround && position.atStart), next: !ready || (!wrapAround && position.atEnd) };
  return (
    <div
      part="region"
      className="region"
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      data-mode={list ? "list" : props.stacked ? "stacked" : marquee ? "marquee" : "paged"}
      data-vertical={props.swipe === "y" ? "" : undefined}
      data-auto-basis={props.autoBasis ? "" : undefined}
    >
      {showToggle && (
        <button
          ref={toggleButton}
          type="button"
          part="toggle"
          className="toggle"
          aria-label={playing || !autoplayState.paused ? labels.pause : labels.play}
          data-state={autoplayState.paused ? "paused" : "playing"}
          onClick={autoplayState.togglePause}
        >
          {/* The page's own icons (slotted), or the default drawn in CSS; the button keeps its name. */}
          <span aria-hidden="true" className="icon-slot">
            {autoplayState.paused ? (
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
      )}
      {/* The slides and the controls over them; the caption under them. */}
      <div className="stage">
        <div part="viewport" className="swiper" ref={viewport} style={{ "--per-page": perPage } as CSSProperties}>
          {/* Swiper's boxes go in here (slides.ts), made and moved outside React. Live while nothing plays (a
            thumbnail strip never: its main slider speaks). */}
          <div className="swiper-wrapper" ref={wrapper} aria-live={playing || selectedThumb !== null ? "off" : "polite"} />
        </div>
        {controls && navigation && (
          <>
            <button
              type="button"
              part="previous"
              className="arrow previous"
              aria-label={labels.previous}
              aria-disabled={stopped.previous || undefined}
              onClick={() => !stopped.previous && (wrapAround ? advance(-1, "user") : userGo(page - 1))}
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
              onClick={() => !stopped.next && (wrapAround ? advance(1, "user") : userGo(page + 1))}
            >
              <span aria-hidden="true">
                <slot name="next-icon">
                  <Chevron d="M9 5l7 7-7 7" />
                </slot>
              </span>
            </button>
          </>
        )}
        {controls && pagination && (
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
                onClick={() => userGo(index)}
              />
            ))}
          </div>
        )}
      </div>
      <slot name="caption" />
    </div>
  );
}
