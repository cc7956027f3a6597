import { RENDERED } from "./bridge-states";
import { setElementState } from "./element-states";

/*
 * Until an element's first render commits, slots in its shadow root keep the light-DOM fallback (what the page
 * author wrote) visible: one for each slot name its children use (a toggle's trigger), and the default slot, in
 * the order they first appear, so that the fallback looks as it did before the definition. The first commit drops
 * them and sets the element's :state(rendered), in the same commit: the page's and the cloak's rules for the
 * fallback hold until then (`:not(:state(rendered))`), not only until the definition (`:not(:defined)`), so the
 * moment between the two moves nothing. An unmount puts them back and clears the state.
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
  setElementState(shadowRoot.host, RENDERED, false);
}

export function hideFallback(shadowRoot: ShadowRoot): void {
  for (const slot of shadowRoot.querySelectorAll(`slot[${FALLBACK_SLOT}]`)) slot.remove();
  setElementState(shadowRoot.host, RENDERED, true);
}
