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
}

export const DEFAULT_LABELS: Labels = {
  carousel: "Carousel",
  slide: "{n} of {total}",
  previous: "Previous slide",
  next: "Next slide",
  pagination: "Pages",
  page: "Page {n}",
  pause: "Pause automatic slide show",
  play: "Play automatic slide show",
};

export function fill(template: string, n: number, total: number): string {
  return template.replaceAll("{n}", String(n)).replaceAll("{total}", String(total));
}
