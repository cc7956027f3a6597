/**
 * Parallax math. Pure. The background moves at `speed` relative to the scroll: speed 0.5 moves it half as fast as
 * the page, so, against the section, it drifts down by half of each scrolled pixel; 0 keeps it fixed to the
 * section, negative speeds move it the other way.
 *
 * The background layer has the section's box (so nothing moves in the layout, and nothing shifts at the upgrade)
 * and is scaled about its centre just enough to cover the section over the whole travel the page allows: from the
 * section's top at the viewport's bottom (or where it stands with the page at its top, if higher) to its bottom at
 * the viewport's top.
 */
export interface ParallaxInput {
  /** The section's top, relative to the viewport. */
  top: number;
  height: number;
  viewportHeight: number;
  /** The page's scroll offset: with `top`, where the section is in the document. */
  scrollY: number;
  speed: number;
}

export interface ParallaxTransform {
  /** Pixels to move the layer down. */
  y: number;
  scale: number;
}

export function parallaxTransform({ top, height, viewportHeight, scrollY, speed }: ParallaxInput): ParallaxTransform {
  if (height <= 0 || speed === 0) return { y: 0, scale: 1 };
  // How far the section's centre is below the viewport's centre, now and at both ends of its travel.
  const centre = (sectionTop: number) => sectionTop + height / 2 - viewportHeight / 2;
  const highest = centre(-height);
  const lowest = Math.max(highest, centre(Math.min(top + scrollY, viewportHeight)));
  const shift = (distance: number) => -distance * speed;
  const middle = (shift(lowest) + shift(highest)) / 2;
  const reach = Math.abs(shift(lowest) - shift(highest)) / 2;
  const y = Math.min(reach, Math.max(-reach, shift(centre(top)) - middle));
  return { y: y || 0, scale: 1 + (2 * reach) / height }; // || 0: no -0
}

/** The CSS transform, rounded so that a still page writes the same text. */
export function transformText({ y, scale }: ParallaxTransform): string {
  return `translate3d(0, ${y.toFixed(1)}px, 0) scale(${scale.toFixed(4)})`;
}
