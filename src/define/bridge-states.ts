/*
 * The custom states the bridge gives every element, whatever its declaration lists: set by src/define, documented
 * beside each element's own states in the manifest (tools/build/manifest.mjs) and known to the contract suite.
 */

/** From the commit of the element's first render on (fallback-slot.ts): its view, no longer the page's fallback, shows. */
export const RENDERED = "rendered";

export const BRIDGE_STATES: Record<string, string> = {
  [RENDERED]:
    "From the element's first render on: its own view shows. Until then, after its definition too, the page's markup inside it shows; a rule for that markup on :not(:state(rendered)) holds until the view replaces it.",
};
