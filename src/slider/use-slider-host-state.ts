import { useLayoutEffect } from "react";
import { setHostProperty } from "../define/host-properties";
import { useElementState } from "../define/use-element-state";
import type { Position } from "./pages";

export interface SliderHostState {
  ready: boolean;
  positioned: boolean;
  playing: boolean;
  position: Position;
}

/** The slider's custom states on the host, and its current page and total as custom properties for the page's CSS. */
export function useSliderHostState(host: HTMLElement, { ready, positioned, playing, position }: SliderHostState): void {
  const { atStart, atEnd, current, total } = position;
  useElementState(host, "ready", ready);
  useElementState(host, "positioned", positioned);
  useElementState(host, "at-start", ready && atStart);
  useElementState(host, "at-end", ready && atEnd);
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
}
