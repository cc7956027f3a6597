import { prefersReducedMotion } from "../../shared/reduced-motion";
import { frameAt, layerStyle } from "./placement";
import type { Module, ModuleLayer, ModuleSlide } from "./module";
import { SLIDE_DURATION } from "../page-duration";

/*
 * A module's slides as x-slider's slides: light-DOM children of the element, each a box as tall as the module at its
 * width, with its background image and its layers placed as the module places them (placement.ts), placed again
 * whenever the element's width changes. A layer's entrance plays each time its slide becomes current (is-current).
 */

/** Marks the slides made from a module, so that they go when the module does. */
export const MODULE_SLIDE = "data-x-module-slide";

/** What a layer's click does when it moves the slider. */
export interface SliderMoves {
  next(): void;
  prev(): void;
  goTo(slide: number): void;
}

function layerElement(layer: ModuleLayer, moves: SliderMoves): HTMLElement {
  let element: HTMLElement;
  if (layer.link) {
    const link = document.createElement("a");
    link.href = layer.link.href;
    if (layer.link.target && layer.link.target !== "_self") link.target = layer.link.target;
    element = link;
  } else if (layer.action) {
    const action = layer.action;
    const button = document.createElement("button");
    button.type = "button";
    button.addEventListener("click", () =>
      action.kind === "next" ? moves.next() : action.kind === "previous" ? moves.prev() : moves.goTo(action.slide),
    );
    element = button;
  } else element = document.createElement("div");
  if (layer.image) {
    const image = document.createElement("img");
    image.src = layer.image.src;
    image.alt = layer.image.alt;
    image.style.cssText = "display:block;width:100%;height:100%;object-fit:cover";
    element.append(image);
  } else element.textContent = layer.text;
  element.dataset.xModuleLayer = layer.id;
  Object.assign(element.style, {
    zIndex: String(layer.zIndex),
    fontFamily: layer.fontFamily,
    background: layer.background,
    borderRadius: layer.radius,
    margin: "0",
    border: "0",
    textDecoration: "none",
    cursor: layer.link || layer.action ? "pointer" : "",
  });
  return element;
}

function slideElement(slide: ModuleSlide, index: number, moves: SliderMoves): HTMLElement {
  const box = document.createElement("div");
  box.setAttribute(MODULE_SLIDE, slide.id);
  // Autoplay stays on it for its own duration.
  box.setAttribute(SLIDE_DURATION, String(slide.duration));
  box.style.cssText = "position:relative;overflow:hidden;width:100%";
  if (slide.background) {
    const image = document.createElement("img");
    image.src = slide.background.src;
    image.alt = slide.background.alt;
    // The first slide's image is wanted at once; x-slider's lazy loading takes the others' from there.
    if (index > 0) image.loading = "lazy";
    image.style.cssText = `position:absolute;inset:0;width:100%;height:100%;max-width:none;object-fit:${slide.background.size === "contain" ? "contain" : "cover"};object-position:${slide.background.position}`;
    box.append(image);
  }
  const grid = document.createElement("div");
  grid.style.cssText = "position:absolute;top:0";
  grid.append(...slide.layers.map((layer) => layerElement(layer, moves)));
  box.append(grid);
  return box;
}

/** Places a module's slides for the element's width. */
function place(module: Module, boxes: HTMLElement[], width: number): void {
  const frame = frameAt(module, width);
  boxes.forEach((box, index) => {
    box.style.height = `${frame.height}px`;
    const grid = box.lastElementChild as HTMLElement;
    Object.assign(grid.style, { left: `${frame.grid.left}px`, width: `${frame.grid.width}px`, height: `${frame.grid.height}px` });
    const layers = module.slides[index]!.layers;
    [...grid.children].forEach((element, at) =>
      Object.assign((element as HTMLElement).style, layerStyle(layers[at]!.levels[frame.level]!, frame.scale)),
    );
  });
}

/** Plays the entrances of a slide's layers. */
function enter(module: Module, box: HTMLElement, index: number): void {
  const grid = box.lastElementChild as HTMLElement;
  module.slides[index]!.layers.forEach((layer, at) => {
    const entrance = layer.entrance;
    if (!entrance) return;
    const { opacity, x, y, scale } = entrance.from;
    (grid.children[at] as HTMLElement).animate(
      [
        { opacity, transform: `translate(${x}px, ${y}px) scale(${scale})` },
        { opacity: 1, transform: "none" },
      ],
      {
        duration: entrance.duration,
        delay: entrance.delay,
        easing: "ease-out",
        fill: "backwards",
      },
    );
  });
}

/**
 * Puts a module's slides into the element (after `after`, else at its end) and keeps them placed; the returned
 * function takes them out again.
 */
export function mountModule(host: HTMLElement, module: Module, moves: SliderMoves, after: Element | null): () => void {
  const boxes = module.slides.map((slide, index) => slideElement(slide, index, moves));
  if (after) after.after(...boxes);
  else host.append(...boxes);
  // The slides' own width (the slider's viewport), which the module fills.
  const width = () => boxes[0]?.clientWidth || host.clientWidth || window.innerWidth;
  place(module, boxes, width());
  const resize = new ResizeObserver(() => place(module, boxes, width()));
  resize.observe(host);
  if (boxes[0]) resize.observe(boxes[0]);
  const reducedMotion = prefersReducedMotion();
  const current = new MutationObserver((records) => {
    for (const record of records) {
      const box = record.target as HTMLElement;
      if (!reducedMotion && record.oldValue === null && box.hasAttribute("is-current")) enter(module, box, boxes.indexOf(box));
    }
  });
  for (const box of boxes) current.observe(box, { attributeFilter: ["is-current"], attributeOldValue: true });
  return () => {
    resize.disconnect();
    current.disconnect();
    for (const box of boxes) box.remove();
  };
}
