/*
 * The slides in the shadow root. Swiper needs `.swiper-wrapper > .swiper-slide` boxes; the slides are the
 * author's light-DOM children, which must stay where they are (not cloned, not moved: scripts and styles of the
 * page keep finding them, and they are the no-JavaScript list). So each child gets `slot="slide-N"`, and the
 * shadow root holds one `.swiper-slide` box per child with `<slot name="slide-N">` in it: the child shows in its
 * box, and Swiper moves the boxes. The boxes are made here, not by React: Swiper owns that subtree (it sets
 * their inline styles and classes), and React never touches it. A loop's copies of the slides (copies.ts) are
 * children beside them, each with `slot="slide-N-copy-K"` and a box of its own.
 *
 * On unmount every child gets its own slot attribute back (or none), so the fallback shows the plain list again.
 */

/** Marks the light-DOM copies a looping slider makes of its slides (see copies.ts); its value is the copy's number. */
export const CLONE_ATTRIBUTE = "data-x-clone";

/** Children that are not slides while the slider runs (a gallery whose images are the slides: image-lists.ts). */
const setAside = new WeakSet<Element>();

export function setSlideAside(child: Element, aside: boolean): void {
  if (aside) setAside.add(child);
  else setAside.delete(child);
}

/** Slots of the element's own buttons: children given one are icons, not slides. */
export const ICON_SLOTS = ["prev-icon", "next-icon", "pause-icon", "play-icon"];

/** The slot under the slides: a child given it is the slider's caption, not a slide. */
export const CAPTION_SLOT = "caption";

/** A child the page gave a slot of the element's own (an icon, the caption): not a slide. */
export function inOwnSlot(child: Element): boolean {
  const slot = child.getAttribute("slot") ?? "";
  return slot === CAPTION_SLOT || ICON_SLOTS.includes(slot);
}

/**
 * The children that are slides: every element but scripts, templates, styles, icons for the buttons, the caption,
 * the slider's own copies and those set aside.
 */
export function slideChildren(host: HTMLElement): HTMLElement[] {
  return [...host.children].filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement &&
      !["SCRIPT", "TEMPLATE", "STYLE"].includes(child.tagName) &&
      !inOwnSlot(child) &&
      !child.hasAttribute(CLONE_ATTRIBUTE) &&
      !setAside.has(child),
  );
}

/** The copies of the slides a looping slider added (each slotted into a box of its own). */
export function cloneChildren(host: HTMLElement): HTMLElement[] {
  return [...host.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute(CLONE_ATTRIBUTE));
}

/** Which slide (0-based) a box shows, and which copy of it (0: the slide itself). */
export interface BoxKey {
  slide: number;
  copy: number;
}

/** The slot name of a slide (copy 0) or of one of its copies. */
export function slotName({ slide, copy }: BoxKey): string {
  return copy === 0 ? `slide-${slide + 1}` : `slide-${slide + 1}-copy-${copy}`;
}

const SLOT_NAME = /^slide-(\d+)(?:-copy-(\d+))?$/;

/** The slide and copy a box shows; slide -1 for anything else. */
export function boxKey(box: Element | null | undefined): BoxKey {
  const name = box?.firstElementChild?.getAttribute("name");
  const match = name ? SLOT_NAME.exec(name) : null;
  return match ? { slide: Number(match[1]) - 1, copy: Number(match[2] ?? 0) } : { slide: -1, copy: 0 };
}

/** The slot attribute each child had before the slider gave it one (null: none). */
const originalSlots = new WeakMap<Element, string | null>();

function makeBox(name: string): HTMLElement {
  const box = document.createElement("div");
  box.className = "swiper-slide";
  box.setAttribute("part", "slide");
  box.setAttribute("role", "group");
  box.setAttribute("aria-roledescription", "slide");
  const slot = document.createElement("slot");
  slot.name = name;
  box.append(slot);
  return box;
}

/**
 * Gives each slide its slot and the wrapper one box per slide and per copy (copies come with their slot already);
 * returns the boxes in order.
 */
export function syncSlides(host: HTMLElement, wrapper: HTMLElement): HTMLElement[] {
  const slides = slideChildren(host);
  slides.forEach((slide, index) => {
    if (!originalSlots.has(slide)) originalSlots.set(slide, slide.getAttribute("slot"));
    slide.setAttribute("slot", slotName({ slide: index, copy: 0 }));
  });
  const names = [...slides.map((_, slide) => slotName({ slide, copy: 0 })), ...cloneChildren(host).map((clone) => clone.slot)];
  // Boxes are known by their slot's name: Swiper's loop and the marquee reorder them, nobody renames them.
  const wanted = new Set(names);
  const present = new Set<string>();
  for (const box of [...wrapper.children]) {
    const name = box.firstElementChild?.getAttribute("name") ?? "";
    if (wanted.has(name)) present.add(name);
    else box.remove();
  }
  for (const name of names) if (!present.has(name)) wrapper.append(makeBox(name));
  return slideBoxes(wrapper);
}

const boxOrder = (box: Element): number => {
  const { slide, copy } = boxKey(box);
  return copy * 1_000_000 + slide;
};

/** The slide boxes in the order of their slides (copies after, set by set), whatever their order in the wrapper. */
export function slideBoxes(wrapper: HTMLElement): HTMLElement[] {
  return [...wrapper.children].filter((box): box is HTMLElement => box instanceof HTMLElement).sort((a, b) => boxOrder(a) - boxOrder(b));
}

/** The element a box shows: the slide or the copy slotted into it. */
export function slotted(box: HTMLElement): HTMLElement | undefined {
  const slot = box.firstElementChild;
  return slot instanceof HTMLSlotElement ? (slot.assignedElements()[0] as HTMLElement | undefined) : undefined;
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

/** A box's state for styling and assistive technology. */
export interface SlideView {
  label: string;
  /** The slide it shows, 1-based. */
  index: number;
  current: boolean;
  /** Pages from the current one: > 0 after it, < 0 before it. */
  balance: number;
  pageStart: boolean;
  /** In a thumbnail strip: the thumbnail button's name, and whether it is the main slider's current slide. */
  thumb: { label: string; selected: boolean } | null;
}

/** The attributes the slider writes on the slides (and their copies) for the page's CSS. */
const SLIDE_STATES = ["is-current", "data-x-index", "data-x-distance", "data-x-balance", "data-x-page-start", "data-x-selected"];

function setOrRemove(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Writes each box's state, and the same on the slide or copy it shows (for the page's CSS). */
export function paintSlides(boxes: HTMLElement[], views: SlideView[]): void {
  boxes.forEach((box, index) => {
    const view = views[index];
    if (!view) return;
    const distance = String(Math.abs(view.balance));
    const { thumb } = view;
    box.setAttribute("aria-label", thumb?.label ?? view.label);
    box.setAttribute("part", ["slide", view.current && "slide-current", thumb?.selected && "thumb-selected"].filter(Boolean).join(" "));
    // A thumbnail is a button (to the main slider's slide); a slide a group of the carousel.
    box.setAttribute("role", thumb ? "button" : "group");
    setOrRemove(box, "aria-roledescription", thumb ? null : "slide");
    setOrRemove(box, "tabindex", thumb ? "0" : null);
    setOrRemove(box, "aria-current", thumb?.selected ? "true" : null);
    // Slides off the current page are neither focusable nor read: inert reaches the slotted content too.
    box.inert = !view.current;
    box.style.setProperty("--x-slide-distance", distance);
    const slide = slotted(box);
    if (!slide) return;
    slide.toggleAttribute("is-current", view.current);
    slide.setAttribute("data-x-index", String(view.index));
    slide.setAttribute("data-x-distance", distance);
    slide.setAttribute("data-x-balance", String(view.balance));
    slide.toggleAttribute("data-x-page-start", view.pageStart);
    slide.toggleAttribute("data-x-selected", thumb?.selected ?? false);
  });
}

/** Removes the states the slider wrote on the author's slides. */
export function unpaintSlides(host: HTMLElement): void {
  for (const slide of slideChildren(host)) for (const name of SLIDE_STATES) slide.removeAttribute(name);
}
