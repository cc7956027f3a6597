import type { BuiltInTexts } from "../shared/texts/types";

/** The slider's texts for assistive technology and its buttons; `{n}` and `{total}` are filled in. */
export interface Labels {
  /** The region's name. */
  carousel: string;
  /** Each slide's group name, e.g. "2 of 5". */
  slide: string;
  previous: string;
  next: string;
  /** The pagination's name. */
  pagination: string;
  /** A page button, e.g. "Page 2". */
  page: string;
  pause: string;
  play: string;
  /** A thumbnail button of a strip (thumbs-for) whose image has no text, e.g. "Go to slide 3 of 5". */
  thumb: string;
}

/** The English texts; the other languages' are in the shared catalogues. */
export const DEFAULT_LABELS: Labels & BuiltInTexts["slider"] = {
  carousel: "Carousel",
  slide: "{n} of {total}",
  previous: "Previous slide",
  next: "Next slide",
  pagination: "Pages",
  page: "Page {n}",
  pause: "Pause automatic slide show",
  play: "Play automatic slide show",
  thumb: "Go to slide {n} of {total}",
};

/** A thumbnail's name: its image's text (an img's alt, an SVG's or other role="img"'s label), else the thumb label filled in. */
export function thumbLabel(slide: Element | undefined, template: string, n: number, total: number): string {
  const image = slide?.matches("img, [role=img]") ? slide : slide?.querySelector("img, [role=img]");
  const text = image?.getAttribute(image.localName === "img" ? "alt" : "aria-label")?.trim();
  return text || fill(template, n, total);
}

export function fill(template: string, n: number, total: number): string {
  return template.replaceAll("{n}", String(n)).replaceAll("{total}", String(total));
}
