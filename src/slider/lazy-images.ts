/*
 * Lazy slides: the images of slides more than a page from the current one get loading="lazy" (the browser fetches
 * them as they come near), those of the current page and its neighbours loading="eager", so that the next page's
 * are there before it shows, even where the page wrote loading="lazy". Only images that keep their box while they
 * load (width and height, or an aspect-ratio) are made lazy: nothing shifts when they arrive. Each image's own
 * loading attribute goes back when the slider stops or lazy is turned off.
 */

/** The loading attribute each image had before the slider set one (null: none). */
const ownLoading = new WeakMap<HTMLImageElement, string | null>();

/** The images of a slide (the slide itself may be one). */
function imagesOf(slide: Element): HTMLImageElement[] {
  return slide instanceof HTMLImageElement ? [slide] : [...slide.querySelectorAll("img")];
}

/** An image whose box has its size before it loads: width and height attributes or a CSS aspect-ratio give it. */
const keepsBox = (image: HTMLImageElement) => getComputedStyle(image).aspectRatio !== "auto";

/** Sets the loading of a slide's images for a slide `distance` pages from the current one. */
export function loadByDistance(slide: Element, distance: number): void {
  for (const image of imagesOf(slide)) {
    const loading = distance <= 1 ? "eager" : keepsBox(image) ? "lazy" : null;
    if (loading === null || image.getAttribute("loading") === loading) continue;
    if (!ownLoading.has(image)) ownLoading.set(image, image.getAttribute("loading"));
    image.setAttribute("loading", loading);
  }
}

/** Gives every image in the host its own loading attribute back. */
export function restoreLoading(host: HTMLElement): void {
  for (const image of host.querySelectorAll("img")) {
    if (!ownLoading.has(image)) continue;
    const own = ownLoading.get(image) ?? null;
    if (own === null) image.removeAttribute("loading");
    else image.setAttribute("loading", own);
    ownLoading.delete(image);
  }
}
