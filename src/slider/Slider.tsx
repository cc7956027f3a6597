import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { useTexts } from "../shared/use-texts";
import { useAutoplay } from "./use-autoplay";
import { useEngine } from "./use-engine";
import { DEFAULT_LABELS } from "./labels";
import { pageStates } from "./page-states";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { slideChildren } from "./slides";
import { pageDuration } from "./page-duration";
import type { Source } from "./engine";
import { slideSettings } from "./swiper-options";
import declaration from "./slider.element";
import { useModule } from "./revolution/use-module";
import { useSliderKeys } from "./use-slider-keys";
import { useMeasuredGap } from "./use-measured-gap";
import { useSliderApi } from "./use-slider-api";
import { useThumbStrip } from "./use-thumb-strip";
import { useSlideViews } from "./use-slide-views";
import { useSliderHostState } from "./use-slider-host-state";
import { SliderRegion } from "./SliderRegion";

export type SliderProps = ElementProps<typeof declaration>;

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

  const settings = slideSettings(props, reducedMotion, gap);
  // A stacked marquee makes no sense (nothing to scroll past): autoplay is off then, as in the source engine.
  const mode = props.stacked && autoplay === "marquee" ? "off" : autoplay;
  const reverse = props.direction === "reverse";

  // Swiper waits for a module that is coming (its markup, if any, shows meanwhile): it starts once, with its slides.
  const moduleComing = useModule(host, props.source);
  const restartRef = useRef<() => void>(() => {});
  const engine = useEngine({
    host,
    viewport,
    wrapper,
    settings,
    measured: gap !== null && !moduleComing,
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
  useMeasuredGap(viewport, setGap, props.swipe, engine.slides > 0);

  const pages = layout.pages;
  const page = position.current - 1;
  const { slides } = engine;
  const marquee = mode === "marquee";
  // Swiper could not load: every slide shows, one under another, as without JavaScript.
  const list = engine.failed;
  const { track: trackStates, data: slidesData, prime } = pageStates(layout, page, pages, slides, wrapAround, marquee);
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

  useSliderApi(host, { ready, position, pages, positioned, prime, slideData: slidesData, advance, goTo: engine.goTo });

  useSliderKeys(host, keyboardNavigation && mode !== "marquee", {
    step: (step) => advance(step, "user"),
    end: (end) => userGo(end === "first" ? 0 : pages - 1),
  });

  // A thumbnail strip: the main slider's current slide selected, and kept in view here (silently: the strip follows).
  const selectedThumb = useThumbStrip(host, props.thumbsFor, { ready, page, ranges: layout.ranges, follow: (first) => engine.goTo(first, null) });
  useSlideViews({ host, wrapper, states: trackStates, byBox: !!layout.loop, slides, list, selectedThumb, labels, lazy, ready });
  useSliderHostState(host, { ready, positioned, playing, position });

  // No slides: nothing to show, nothing to run (the MutationObserver still waits for some).
  if (slides === 0) return <slot />;
  const controls = pages > 1 && !marquee && !list;
  const showToggle = mode !== "off" && pages > 1 && !list;
  const perPage = props.autoBasis ? "auto" : props.stacked ? 1 : props.slidesPerPage;
  // An arrow that leads nowhere says so (aria-disabled) but stays focusable: focus on Next as it reaches the last
  // page stays there, where the arrow keys and Home still work (a disabled button would drop it to the page).
  const stopped = { previous: !ready || (!wrapAround && position.atStart), next: !ready || (!wrapAround && position.atEnd) };
  return (
    <SliderRegion
      labels={labels}
      mode={list ? "list" : props.stacked ? "stacked" : marquee ? "marquee" : "paged"}
      vertical={props.swipe === "y"}
      autoBasis={props.autoBasis}
      perPage={perPage}
      viewport={viewport}
      wrapper={wrapper}
      live={!playing && selectedThumb === null}
      toggle={showToggle ? { button: toggleButton, playing, paused: autoplayState.paused, onToggle: autoplayState.togglePause } : null}
      arrows={
        controls && navigation
          ? {
              stopped,
              onPrevious: () => (wrapAround ? advance(-1, "user") : userGo(page - 1)),
              onNext: () => (wrapAround ? advance(1, "user") : userGo(page + 1)),
            }
          : null
      }
      pages={controls && pagination ? { pages, page, ready, onPage: userGo } : null}
    />
  );
}
