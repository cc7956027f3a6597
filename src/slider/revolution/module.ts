/*
 * The shape of a Slider Revolution module as x-slider shows it: what module-reader.ts makes of the plugin's sparse
 * JSON (its REST route's answer, or the page's SR7.JSON), with every value the plugin's defaults fill in given.
 * Values per responsive level are arrays of five (large desktop, desktop, notebook, tablet, mobile), resolved.
 */

export type HorizontalAlign = "left" | "center" | "right";
export type VerticalAlign = "top" | "middle" | "bottom";

/** A layer's look and place at one level, in the grid's px (before the module scales to its width). */
export interface LayerLevel {
  x: number;
  y: number;
  h: HorizontalAlign;
  v: VerticalAlign;
  /** Width in px, or null for its content's. */
  width: number | null;
  /** Height in px, or null for its content's. */
  height: number | null;
  fontSize: number;
  lineHeight: number;
  fontWeight: string;
  letterSpacing: number;
  color: string;
  textAlign: string;
  whiteSpace: string;
  /** Padding: top, right, bottom, left. */
  padding: [number, number, number, number];
  visible: boolean;
}

/** What a click on a layer does besides a link: a slide of the module. */
export type SlideAction = { kind: "next" } | { kind: "previous" } | { kind: "slide"; slide: number };

/** A layer's entrance, played when its slide shows (none under prefers-reduced-motion). */
export interface Entrance {
  /** Opacity, offset in px and scale it starts from. */
  from: { opacity: number; x: number; y: number; scale: number };
  delay: number;
  duration: number;
}

export interface ModuleLayer {
  id: string;
  kind: "text" | "button" | "image" | "still";
  /** Its text, as plain text (the module's markup allows a few tags: br becomes a line break). */
  text: string;
  image: { src: string; alt: string } | null;
  link: { href: string; target: string } | null;
  action: SlideAction | null;
  zIndex: number;
  fontFamily: string;
  background: string;
  radius: string;
  levels: LayerLevel[];
  entrance: Entrance | null;
}

export interface ModuleSlide {
  id: string;
  title: string;
  /** Milliseconds it shows with autoplay. */
  duration: number;
  background: { src: string; alt: string; size: string; position: string } | null;
  /** The slide's link (a click anywhere on it), if any. */
  link: { href: string; target: string } | null;
  layers: ModuleLayer[];
}

export interface Module {
  alias: string;
  /** The grid the layers are placed in, per level, in px. */
  gridWidth: number[];
  gridHeight: number[];
  slides: ModuleSlide[];
  autoplay: boolean;
  /** Autoplay goes round from the last slide to the first. */
  loop: boolean;
  stopOnHover: boolean;
  arrows: boolean;
  bullets: boolean;
  /** The module spans the window's width, out of its column (else its column's width). */
  fullWidth: boolean;
  /** Slides fade into each other rather than slide. */
  fade: boolean;
  /** What the module uses that x-slider shows still or not at all (named for the one console note). */
  unsupported: string[];
}
