/*
 * Runtime states: what an element shows about itself while it runs (open, playing, complete) goes out as custom
 * states (`ElementInternals.states`, matched in CSS by `:state(open)`), never as attributes. Attributes are the
 * page's configuration: markup a page builder saves after a visitor (or an editor's preview) changed something
 * must equal the markup the page set. Each element declares its states (`states` in its declaration: name →
 * description) for the manifest and the README.
 */

const stateSets = new WeakMap<Element, CustomStateSet>();

/** Gives a new element its state set; the bridge calls it once, from the element's constructor. */
export function attachStates(element: HTMLElement): void {
  stateSets.set(element, element.attachInternals().states);
}

/** Sets or clears one of the element's custom states (`:state(name)`). */
export function setElementState(element: Element, name: string, on: boolean): void {
  const states = stateSets.get(element);
  if (!states) return;
  try {
    if (on) states.add(name);
    else states.delete(name);
  } catch {
    // Engines before `:state()` (Chromium 90-124) take only `--name`: the state is not shown there, nothing breaks.
  }
}

/** Whether the element shows the custom state. */
export function hasElementState(element: Element, name: string): boolean {
  return stateSets.get(element)?.has(name) ?? false;
}

/** The element's custom states, for tests and tools. */
export function elementStates(element: Element): string[] {
  return [...(stateSets.get(element) ?? [])];
}
