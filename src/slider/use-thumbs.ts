import { useEffect, useState } from "react";
import { logger } from "../shared/log";
import { boxKey } from "./slides";
import type { MembersOf } from "../define/types";
import type declaration from "./slider.element";

const log = logger("x-slider");

/** The other x-slider a strip's thumbs-for names, looked up each time (it may come, go or be replaced). */
function mainSlider(root: Document | ShadowRoot, host: HTMLElement, id: string): (HTMLElement & Partial<MembersOf<typeof declaration>>) | null {
  const found = host.isConnected ? root.getElementById(id) : null;
  return found && found !== host && found.localName === "x-slider" ? found : null;
}

/** The slide box (a child of the shadow root's track) an event came through, if any. */
function boxOf(event: Event): HTMLElement | undefined {
  return event
    .composedPath()
    .find((node): node is HTMLElement => node instanceof HTMLElement && node.classList.contains("swiper-slide") && node.getRootNode() !== document);
}

/**
 * A thumbnail strip: with thumbs-for naming another x-slider (the main one, one slide a page), each of this slider's
 * slides is a button that shows the main slider's slide of the same number (click, Enter, Space), and the main
 * slider's current slide is the selected thumbnail. Nothing is held on the main slider: the strip listens to its
 * events where they bubble to (the document or the shadow root both are in) and finds it by id when needed, so
 * either can be removed alone. Returns the selected thumbnail (0-based), or null when the strip is linked to none.
 */
export function useThumbs(host: HTMLElement, thumbsFor: string): number | null {
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    if (thumbsFor === "") {
      setSelected(null);
      return undefined;
    }
    const root = host.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot)) return undefined;
    const cleanup = new AbortController();
    const { signal } = cleanup;
    const main = () => mainSlider(root, host, thumbsFor);
    const found = main();
    setSelected(found ? Math.max((found.current ?? 1) - 1, 0) : null);

    // Named nowhere once the page has parsed: say so once; the strip stays a slider of its own until it appears.
    const check = () => {
      if (!main())
        log.warn(
          `attribute "thumbs-for": ${JSON.stringify(thumbsFor)} names no other x-slider on the page (by id); the slider is not a thumbnail strip`,
        );
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", check, { once: true, signal });
    else check();

    const follow = (event: Event) => {
      if (event.target !== main()) return;
      const { current } = (event as CustomEvent<{ current: number }>).detail;
      setSelected(Math.max(current - 1, 0));
    };
    root.addEventListener("x-slide-change", follow, { signal });
    root.addEventListener("x-ready", follow, { signal });

    const show = (event: Event) => {
      const box = boxOf(event);
      const target = main();
      if (!box || !target) return;
      target.goTo?.(boxKey(box).slide + 1);
    };
    host.addEventListener("click", show, { signal });
    host.addEventListener(
      "keydown",
      (event) => {
        // On the thumbnail itself (a link inside keeps its own keys).
        if ((event.key !== "Enter" && event.key !== " ") || event.composedPath()[0] !== boxOf(event)) return;
        event.preventDefault();
        show(event);
      },
      { signal },
    );
    return () => cleanup.abort();
  }, [host, thumbsFor]);

  return selected;
}
