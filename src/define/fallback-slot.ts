/*
 * Until an element's first render commits, slots in its shadow root keep the light-DOM fallback (what the page
 * author wrote) visible: one for each slot name its children use (a toggle's trigger), and the default slot, in
 * the order they first appear, so that the fallback looks as it did before the definition. The first commit drops
 * them, and an unmount puts them back.
 */
const FALLBACK_SLOT = "data-x-fallback";

function fallbackSlot(name: string): HTMLSlotElement {
  const slot = document.createElement("slot");
  slot.setAttribute(FALLBACK_SLOT, "");
  if (name) slot.name = name;
  return slot;
}

export function showFallback(shadowRoot: ShadowRoot): void {
  if (shadowRoot.querySelector(`slot[${FALLBACK_SLOT}]`)) return;
  // Slot names in order of first appearance; "" is the default slot, for text and unslotted children.
  const names: string[] = [];
  for (const node of shadowRoot.host.childNodes) {
    const name = node instanceof Element ? node.slot : node.textContent?.trim() ? "" : null;
    if (name !== null && !names.includes(name)) names.push(name);
  }
  // Children that come later go to the default slot.
  if (!names.includes("")) names.push("");
  shadowRoot.prepend(...names.map(fallbackSlot));
}

export function hideFallback(shadowRoot: ShadowRoot): void {
  for (const slot of shadowRoot.querySelectorAll(`slot[${FALLBACK_SLOT}]`)) slot.remove();
}
