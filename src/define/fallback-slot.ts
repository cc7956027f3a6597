/*
 * Until an element's first render commits, a plain slot in its shadow root keeps the light-DOM fallback (what the
 * page author wrote) visible; the first commit drops it, and an unmount puts it back.
 */
const FALLBACK_SLOT = "data-x-fallback";

export function showFallback(shadowRoot: ShadowRoot): void {
  if (shadowRoot.querySelector(`slot[${FALLBACK_SLOT}]`)) return;
  const fallback = document.createElement("slot");
  fallback.setAttribute(FALLBACK_SLOT, "");
  shadowRoot.prepend(fallback);
}

export function hideFallback(shadowRoot: ShadowRoot): void {
  shadowRoot.querySelector(`slot[${FALLBACK_SLOT}]`)?.remove();
}
