import { useEffect, useMemo, useRef } from "react";
import type { ElementProps } from "../define/declare";
import { observeInView } from "../shared/in-view";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { onScrollFrame } from "../shared/scroll-frame";
import { useElementState } from "../define/use-element-state";
import declaration from "./parallax.element";
import { parallaxTransform, transformText } from "./parallax";

export type ParallaxProps = ElementProps<typeof declaration>;

/** A touch device, as the theme tells one: no hover, a coarse pointer. */
const isTouchDevice = () => typeof matchMedia === "function" && matchMedia("(hover: none) and (pointer: coarse)").matches;

export function Parallax({ speed, disableOnTouch, host }: ParallaxProps) {
  const layer = useRef<HTMLDivElement>(null);
  // Known at render, so the element's first commit carries the state: set from an effect, it would cost every
  // element a second render. The media queries are asked again when speed or disable-on-touch changes, as the
  // effect below restarts then too.
  const moving = useMemo(() => speed !== 0 && !prefersReducedMotion() && !(disableOnTouch && isTouchDevice()), [speed, disableOnTouch]);
  useElementState(host, "moving", moving);

  useEffect(() => {
    const node = layer.current;
    if (!node || !moving) return undefined;
    let written = "";
    // Read in the shared scroll frame, written once every element has read.
    const measure = () => {
      const rect = host.getBoundingClientRect();
      const text = transformText(
        parallaxTransform({ top: rect.top, height: rect.height, viewportHeight: document.documentElement.clientHeight, scrollY, speed }),
      );
      return () => {
        if (text !== written) node.style.transform = written = text;
      };
    };
    let stopFrames: (() => void) | null = null;
    const stopWatching = observeInView(host, (visible) => {
      if (visible) stopFrames ??= onScrollFrame(measure);
      else {
        stopFrames?.();
        stopFrames = null;
      }
    });
    return () => {
      stopWatching();
      stopFrames?.();
      node.style.transform = "";
    };
  }, [host, moving, speed]);

  return (
    <>
      <div part="background" ref={layer}>
        <slot name="background" />
      </div>
      <div part="content">
        <slot />
      </div>
    </>
  );
}
