import { CAPTION_SLOT, inOwnSlot, setSlideAside } from "./slides";

/*
 * A WordPress Gallery block (`figure.wp-block-gallery > figure.wp-block-image > img`) or a plain list of images
 * (`ul > li > img`) as a slider's only content: each image is a slide. A slot takes only the host's own children,
 * so while the slider runs the gallery's items stand in the host, after the gallery (set aside: no slot shows it),
 * and when it stops they go back where they were.
 */

/** Each item taken out of a host's list, with the node it stood before (in reverse order, for putting back). */
const spread = new WeakMap<HTMLElement, { list: Element; places: Array<{ item: Element; before: Node | null }>; slot: string | null }>();

const isContent = (element: Element) => !["SCRIPT", "TEMPLATE", "STYLE"].includes(element.tagName) && !inOwnSlot(element);
/** A list item that is an image: the image, or its picture, video, link or figure. */
const IMAGE_ITEM = ":scope > :is(img, picture, video, a:has(> :is(img, picture)), figure:has(img, picture, video))";

/** The host's only content when it is a gallery or a list of images, with its items. */
function imageList(host: HTMLElement): { list: Element; items: Element[] } | null {
  const content = [...host.children].filter(isContent);
  const list = content.length === 1 ? content[0]! : null;
  let items: Element[] = [];
  if (list?.matches("figure.wp-block-gallery")) items = [...list.children].filter((item) => item.matches("figure.wp-block-image"));
  else if (list?.matches("ul, ol") && [...list.children].every((item) => item.matches("li") && item.querySelector(IMAGE_ITEM)))
    items = [...list.children];
  return list && items.length > 0 ? { list, items } : null;
}

/**
 * Takes the items of a sole gallery or list of images out into the host, after it (the list set aside). A gallery
 * with a caption (figcaption) stays, with only its caption, in the slot under the slides.
 */
export function spreadImageList(host: HTMLElement): void {
  const found = spread.has(host) ? null : imageList(host);
  if (!found) return;
  const places = found.items.map((item) => ({ item, before: item.nextSibling })).reverse();
  spread.set(host, { list: found.list, places, slot: found.list.getAttribute("slot") });
  setSlideAside(found.list, true);
  found.list.after(...found.items);
  if (found.list.querySelector(":scope > figcaption")) found.list.setAttribute("slot", CAPTION_SLOT);
}

/** Puts the items back into their list, each where it was. */
export function gatherImageList(host: HTMLElement): void {
  const taken = spread.get(host);
  if (!taken) return;
  spread.delete(host);
  for (const { item, before } of taken.places) taken.list.insertBefore(item, before?.parentNode === taken.list ? before : null);
  if (taken.slot === null) taken.list.removeAttribute("slot");
  else taken.list.setAttribute("slot", taken.slot);
  setSlideAside(taken.list, false);
}
