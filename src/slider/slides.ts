/*
 * The slides in the shadow root. Swiper needs `.swiper-wrapper > .swiper-slide` boxes; the slides are the
 * author's light-DOM children, which must stay where they are (not cloned, not moved: scripts and styles of the
 * page keep finding them, and they are the no-JavaScript list). So each child gets `slot="slide-N"`, and the
 * shadow root holds one `.swiper-slide` box per child with `<slot name="slide-N">` in it: the child shows in its
 * box, and Swiper moves the boxes. The boxes are made here, not by React: Swiper owns that subtree (it sets
 * their inline styles and classes), and React never touches it.
 *
 * On unmount every child gets its own slot attribute back (or none), so the fallback shows the plain list again.
 */

/** The children that are slides: every element but scripts, templates and styles. */
export function slideChildren(host: HTMLElement): HTMLElement[] {
  return [...host.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && !["SCRIPT", "TEMPLATE", "STYLE"].includes(child.tagName),
  );
}

/** The slot attribute each child had before the slider gave it one (null: none). */
const originalSlots = new WeakMap<Element, string | null>();

/** Gives each slide its slot and the wrapper one box per slide; returns the boxes in order. */
export function syncSlides(host: HTMLElement, wrapper: HTMLElement): HTMLElement[] {
  const slides = slideChildren(host);
  slides.forEach((slide, index) => {
    if (!originalSlots.has(slide)) originalSlots.set(slide, slide.getAttribute("slot"));
    slide.setAttribute("slot", `slide-${index + 1}`);
  });
  // Boxes are known by their slot's number: a marquee reorders them, Swiper restyles them, nobody renames them.
  const boxes = slideBoxes(wrapper);
  for (const box of boxes.slice(slides.length)) box.remove();
  for (let index = boxes.length; index < slides.length; index++) {
    const box = document.createElement("div");
    box.className = "swiper-slide";
    box.setAttribute("part", "slide");
    box.setAttribute("role", "group");
    box.setAttribute("aria-roledescription", "slide");
    const slot = document.createElement("slot");
    slot.name = `slide-${index + 1}`;
    box.append(slot);
    wrapper.append(box);
  }
  return slideBoxes(wrapper);
}

const boxNumber = (box: Element): number => Number(box.firstElementChild?.getAttribute("name")?.slice("slide-".length));

/** The slide boxes in the order of their slides, whatever their order in the wrapper. */
export function slideBoxes(wrapper: HTMLElement): HTMLElement[] {
  return [...wrapper.children].filter((box): box is HTMLElement => box instanceof HTMLElement).sort((a, b) => boxNumber(a) - boxNumber(b));
}

/** Puts back each child's own slot attribute (a child removed meanwhile is left alone). */
export function releaseSlides(host: HTMLElement): void {
  for (const slide of slideChildren(host)) {
    if (!originalSlots.has(slide)) continue;
    const original = originalSlots.get(slide) ?? null;
    if (original === null) slide.removeAttribute("slot");
    else slide.setAttribute("slot", original);
    originalSlots.delete(slide);
  }
}

/** A slide's state for styling and assistive technology: its page's distance, current or not, hidden or not. */
export interface SlideView {
  label: string;
  current: boolean;
  distance: number;
}

/** Writes each box's state (and the current flag on the author's slide, for the page's CSS). */
export function paintSlides(host: HTMLElement, boxes: HTMLElement[], views: SlideView[]): void {
  const slides = slideChildren(host);
  boxes.forEach((box, index) => {
    const view = views[index];
    if (!view) return;
    box.setAttribute("aria-label", view.label);
    box.setAttribute("part", view.current ? "slide slide-current" : "slide");
    // Slides off the current page are neither focusable nor read: inert reaches the slotted content too.
    box.inert = !view.current;
    box.style.setProperty("--x-slide-distance", String(view.distance));
    slides[index]?.toggleAttribute("is-current", view.current);
  });
}

/** Removes the current flags the slider set on the author's slides. */
export function unpaintSlides(host: HTMLElement): void {
  for (const slide of slideChildren(host)) slide.removeAttribute("is-current");
}
