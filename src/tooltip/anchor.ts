/*
 * The element an x-tooltip or x-popover belongs to, and the id-references between them. ids do not cross shadow
 * roots: the anchor is looked up in the tree the element is in, and the anchor refers to the element itself (a
 * node of the same tree), never to anything inside its shadow root.
 */

/** The anchor: the element with id `forId` in the element's tree, or without `for`, the element just before it. */
export function findAnchor(host: HTMLElement, forId: string): HTMLElement | null {
  if (forId === "") return host.previousElementSibling instanceof HTMLElement ? host.previousElementSibling : null;
  const root = host.getRootNode();
  const found = root instanceof Document || root instanceof ShadowRoot ? root.getElementById(forId) : null;
  return found instanceof HTMLElement && found !== host ? found : null;
}

let counter = 0;

/** Gives the element an id if it has none; returns the function that takes back what it gave. */
export function ensureId(element: HTMLElement, prefix: string): () => void {
  if (element.id) return () => {};
  const id = `${prefix}-${++counter}`;
  element.id = id;
  return () => {
    if (element.id === id) element.removeAttribute("id");
  };
}

/** Adds a token to an id-list attribute (aria-describedby); returns the function that takes it out again. */
export function addIdRef(element: Element, attribute: string, id: string): () => void {
  const tokens = (element.getAttribute(attribute) ?? "").split(/\s+/).filter(Boolean);
  if (tokens.includes(id)) return () => {};
  element.setAttribute(attribute, [...tokens, id].join(" "));
  return () => {
    const left = (element.getAttribute(attribute) ?? "").split(/\s+/).filter((token) => token && token !== id);
    if (left.length) element.setAttribute(attribute, left.join(" "));
    else element.removeAttribute(attribute);
  };
}

/** Sets attributes on an element and returns the function that puts back what was there. */
export function setAttributes(element: Element, values: Record<string, string>): () => void {
  const before = Object.keys(values).map((name) => [name, element.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(values)) element.setAttribute(name, value);
  return () => {
    for (const [name, value] of before) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}
