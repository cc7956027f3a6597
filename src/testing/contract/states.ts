import { BRIDGE_STATES } from "../../define/bridge-states";
import { elementStates } from "../../define/element-states";
import type { ContractTag } from "./declarations";

/*
 * Runtime states are custom states, never attributes (ARCHITECTURE.md, "Methods and states are declared too"): what
 * a person does leaves the element's attributes as the page wrote them, so saved markup holds no visitor's state.
 */

/** The element's attributes, name → value, in the order it has them. */
export const attributesOf = (el: Element): Record<string, string | null> =>
  Object.fromEntries(el.getAttributeNames().map((name) => [name, el.getAttribute(name)]));

/** Whether the declaration lists the state: by its name, or by a name ending in "…" that it starts with. */
function declaresState(tag: ContractTag, name: string): boolean {
  return Object.keys(tag.declaration.states ?? {}).some(
    (declared) => declared === name || (declared.endsWith("…") && name.startsWith(declared.slice(0, -1))),
  );
}

/** The custom states the element shows that neither its declaration nor the bridge (which gives every element some) lists. */
export const undeclaredStates = (tag: ContractTag, el: Element): string[] =>
  elementStates(el).filter((name) => !declaresState(tag, name) && !Object.hasOwn(BRIDGE_STATES, name));

/** Declared states that the element carries as attributes, though they are no attribute of its declaration. */
export const statesAsAttributes = (tag: ContractTag, el: Element): string[] =>
  Object.keys(tag.declaration.states ?? {}).filter((name) => el.hasAttribute(name) && !tag.attributes.some((attribute) => attribute.name === name));
