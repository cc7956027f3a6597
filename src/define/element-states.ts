/*
 * Runtime states: what an element shows about itself while it runs (open, playing, complete) goes out as custom
 * states (`ElementInternals.states`, matched in CSS by `:state(open)`), never as attributes. Attributes are the
 * page's configuration: markup a page builder saves after a visitor (or an editor's preview) changed something
 * must equal the markup the page set. Each element declares its states (`states` in its declaration: name →
 * description) for the manifest and the README.
 */

const internalsOf = new WeakMap<Element, ElementInternals>();

/** Gives a new element its internals (states, default role); the bridge calls it once, from the constructor. */
export function attachStates(element: HTMLElement): void {
  internalsOf.set(element, element.attachInternals());
}

/** Sets or clears one of the element's custom states (`:state(name)`). */
export function setElementState(element: Element, name: string, on: boolean): void {
  const states = internalsOf.get(element)?.states;
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
  return internalsOf.get(element)?.states?.has(name) ?? false;
}

/** The element's custom states, for tests and tools. */
export function elementStates(element: Element): string[] {
  return [...(internalsOf.get(element)?.states ?? [])];
}

/**
 * Sets the element's own ARIA role (`null`: none), as the browser's default for it: announced like a role
 * attribute, but, like a state, never written into the markup. A role attribute the page writes still wins.
 */
export function setElementRole(element: Element, role: string | null): void {
  const internals = internalsOf.get(element);
  if (internals) internals.role = role;
}

/** The element's own ARIA role (ElementInternals), for tests and tools. */
export function elementRole(element: Element): string | null {
  return internalsOf.get(element)?.role ?? null;
}
