import { anchorOfClick } from "./in-page-links";

/*
 * In-page links scroll smoothly on every page with an element, whichever it is: the specification makes it the
 * page's behaviour. This module is loaded by every element's script and stays small: it only recognises the click
 * (on the window, after the page's anchor behaviour on the document, which a navigation element may have started).
 * The first such click loads that behaviour (page-anchors.ts), which follows it and every one after it; if its code
 * cannot load, the browser's own jump does.
 */
function click(event: MouseEvent): void {
  const anchor = anchorOfClick(event);
  if (!anchor) return;
  event.preventDefault();
  void import("./page-anchors").then(
    ({ holdAnchorLinks, followAnchor }) => {
      holdAnchorLinks();
      followAnchor(anchor);
    },
    () => (location.hash = anchor.link.hash),
  );
}

if (typeof window !== "undefined") window.addEventListener("click", click);
