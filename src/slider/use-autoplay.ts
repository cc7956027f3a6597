import { useEffect, useEffectEvent, useLayoutEffect, useReducer, useState } from "react";
import { observeInView } from "../shared/in-view";
import { holdReducer, initialHold, isPlaying, type HoldReason } from "./autoplay-hold";

export interface AutoplayOptions {
  host: HTMLElement;
  /** Autoplay is on (interval or marquee) and there is more than one page. */
  enabled: boolean;
  /** With interval: advance every `duration` ms; null for a marquee (it runs by itself while playing). */
  interval: number | null;
  pauseOnHover: boolean;
  startInView: boolean;
  reducedMotion: boolean;
  /** The pause / play button, which focus may rest on without holding autoplay. */
  toggle: () => HTMLElement | null;
  advance: () => void;
}

export interface Autoplay {
  playing: boolean;
  /** The visitor's own pause (the button), or reduced motion's. */
  paused: boolean;
  togglePause(): void;
  hold(reason: HoldReason, on: boolean): void;
  /** A user navigation: the next interval starts from now. */
  restart(): void;
}

/** Autoplay's hold reasons, wired to the DOM, and the interval's timer (cleared on unmount). */
export function useAutoplay(options: AutoplayOptions): Autoplay {
  const { host, enabled, interval, pauseOnHover, startInView, reducedMotion, toggle, advance } = options;
  const [state, dispatch] = useReducer(holdReducer, undefined, () =>
    initialHold([
      ...(reducedMotion ? (["paused"] as const) : []),
      ...(startInView ? (["viewport"] as const) : []),
      ...(document.hidden ? (["hidden"] as const) : []),
    ]),
  );
  // Bumped by a user navigation and by each autoplay step: the timer starts again from that moment.
  const [round, setRound] = useState(0);
  const hold = (reason: HoldReason, on: boolean) => dispatch({ type: on ? "hold" : "release", reason });
  const playing = enabled && isPlaying(state);
  const step = useEffectEvent(() => advance());

  useEffect(() => {
    if (!enabled) return undefined;
    // Out of view holds; until the first answer, only autoplay-start-in-view holds (the initial state).
    const stopWatching = observeInView(host, (inView) => dispatch({ type: inView ? "release" : "hold", reason: "viewport" }), { threshold: 0.15 });
    const visibility = () => dispatch({ type: document.hidden ? "hold" : "release", reason: "hidden" });
    document.addEventListener("visibilitychange", visibility);
    // Focus brought inside by the keyboard holds (the visitor reads there), except on the pause / play button:
    // pressing play there must play. Focus a click leaves on a button or a link does not: a click on Next is a
    // navigation, which restarts the timer rather than stopping it. Listened to in the shadow root, which sees focus
    // move between its own nodes (the host does not: retargeted, that move would be from the host to the host) and
    // to slotted ones.
    const root = host.shadowRoot;
    const focusIn = (event: Event) => {
      const target = event.composedPath()[0];
      const byKeyboard = target instanceof Element && target.matches(":focus-visible");
      dispatch({ type: byKeyboard && target !== toggle() ? "hold" : "release", reason: "focus" });
    };
    const focusOut = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (!(next instanceof Node && (host.contains(next) || root?.contains(next)))) dispatch({ type: "release", reason: "focus" });
    };
    root?.addEventListener("focusin", focusIn);
    root?.addEventListener("focusout", focusOut);
    return () => {
      stopWatching();
      document.removeEventListener("visibilitychange", visibility);
      root?.removeEventListener("focusin", focusIn);
      root?.removeEventListener("focusout", focusOut);
    };
  }, [host, enabled, toggle]);

  useEffect(() => {
    if (!enabled || !pauseOnHover) return undefined;
    const enter = () => dispatch({ type: "hold", reason: "hover" });
    const leave = () => dispatch({ type: "release", reason: "hover" });
    host.addEventListener("pointerenter", enter);
    host.addEventListener("pointerleave", leave);
    return () => {
      host.removeEventListener("pointerenter", enter);
      host.removeEventListener("pointerleave", leave);
      leave();
    };
  }, [host, enabled, pauseOnHover]);

  // A layout effect: the timer stops in the same commit that shows autoplay held.
  useLayoutEffect(() => {
    if (!playing || interval === null) return undefined;
    const timer = setTimeout(() => {
      setRound((n) => n + 1);
      step();
    }, interval);
    return () => clearTimeout(timer);
  }, [playing, interval, round]);

  return {
    playing,
    paused: state.reasons.has("paused"),
    togglePause: () => dispatch({ type: "toggle-pause" }),
    hold,
    restart: () => setRound((n) => n + 1),
  };
}
