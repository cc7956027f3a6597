import { useLayoutEffect, useState, type RefObject } from "react";
import type { SwiperEngine } from "./engine";
import { gatherImageList, spreadImageList } from "./image-lists";
import { CLONE_ATTRIBUTE, releaseSlides, slideChildren, syncSlides, unpaintSlides } from "./slides";

/** A change of the host's children other than the slider's own copies of its slides. */
const isCopy = (node: Node) => node instanceof Element && node.hasAttribute(CLONE_ATTRIBUTE);
const changesSlides = (records: MutationRecord[]) =>
  records.some((record) => [...record.addedNodes, ...record.removedNodes].some((node) => node instanceof Element && !isCopy(node)));

/**
 * The number of slides, with their slots and boxes kept in step with the host's children now and whenever children
 * come and go (with no slide yet, no box exists: the observer waits); the running engine is told of each change.
 * A sole gallery or list of images gives its images as the slides (image-lists.ts), given back on unmount.
 */
export function useSlides(host: HTMLElement, wrapper: RefObject<HTMLDivElement | null>, engine: RefObject<SwiperEngine | null>): number {
  const [slides, setSlides] = useState(() => slideChildren(host).length);
  const hasSlides = slides > 0;
  useLayoutEffect(() => {
    spreadImageList(host);
    setSlides(slideChildren(host).length);
    const observer = new MutationObserver((records) => {
      if (!changesSlides(records)) return;
      if (wrapper.current) syncSlides(host, wrapper.current);
      setSlides(slideChildren(host).length);
      engine.current?.refresh();
    });
    observer.observe(host, { childList: true });
    return () => {
      observer.disconnect();
      // The slides as they were: without the states written on them, their own slots, in their gallery.
      unpaintSlides(host);
      releaseSlides(host);
      gatherImageList(host);
    };
  }, [host, wrapper, engine]);
  useLayoutEffect(() => {
    const box = wrapper.current;
    if (!box || !hasSlides) return undefined;
    syncSlides(host, box);
    return () => releaseSlides(host);
  }, [host, wrapper, hasSlides]);
  return slides;
}
