/*
 * DOM helpers of the contract suite: examples put on the page, renders waited for, what a visitor sees, and what
 * an element leaves behind.
 */

/** An element as the suite handles it: its properties by name, and the bridge's render promise once defined. */
export type ContractElement = HTMLElement & { readonly updateComplete?: Promise<void> };

export function property(el: Element, name: string): unknown {
  return (el as unknown as Record<string, unknown>)[name];
}

const containers = new Set<HTMLElement>();
/** The nodes each built element had before it was connected: its upgrade's fallback slot, the author's content. */
const initialNodes = new WeakMap<Element, Set<Node>>();

/**
 * Builds an example's markup, optionally edited (an attribute removed or changed), in a detached box: the element
 * is upgraded if its tag is defined, but not connected yet, so listeners can be added before anything renders.
 */
export function build(html: string, tag: string, edit?: (target: Element) => void): { box: HTMLElement; el: ContractElement } {
  const template = document.createElement("template");
  template.innerHTML = html;
  const target = template.content.querySelector(tag);
  if (!target) throw new Error(`the example has no <${tag}>: ${html}`);
  edit?.(target);
  const box = document.createElement("div");
  box.innerHTML = template.innerHTML;
  containers.add(box);
  const el = box.querySelector<ContractElement>(tag)!;
  initialNodes.set(el, new Set([...(el.shadowRoot?.children ?? []), ...el.children]));
  return { box, el };
}

/** Puts a built example on the page. */
export function attach(box: HTMLElement): void {
  document.body.append(box);
}

/** Builds and attaches an example, and waits for its render if the tag is defined. */
export async function mount(html: string, tag: string, edit?: (target: Element) => void): Promise<ContractElement> {
  const { box, el } = build(html, tag, edit);
  attach(box);
  await settle(el);
  return el;
}

/** Removes everything the suite put on the page. */
export function cleanup(): void {
  for (const box of containers) box.remove();
  containers.clear();
}

export const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** The next task: React's scheduler runs effects and the renders they ask for in tasks of its own. */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Waits for the element's pending renders, then a frame (observers report, effects run, renders they ask for are
 * scheduled) and a task, then those renders.
 */
export async function settle(el: ContractElement): Promise<void> {
  await el.updateComplete;
  await nextFrame();
  await nextTask();
  await el.updateComplete;
}

/** The author's content for the default slot: text and elements without a slot attribute (scripts aside). */
export function fallbackNodes(el: Element): Node[] {
  return [...el.childNodes].filter((node) =>
    node instanceof Text
      ? node.data.trim() !== ""
      : node instanceof Element && !node.hasAttribute("slot") && !["SCRIPT", "TEMPLATE", "STYLE"].includes(node.tagName),
  );
}

/** Whether a visitor sees the node: it is rendered (slotted, if under a shadow root), visible, and has a box. */
export function isShown(node: Node): boolean {
  if (node instanceof Element && !node.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const range = document.createRange();
  range.selectNodeContents(node);
  const rects = node instanceof Element ? [...node.getClientRects()] : [...range.getClientRects()];
  return rects.some((rect) => rect.width > 0 && rect.height > 0);
}

/** A short description of what of the fallback is not shown, or "" when all of it is. */
export function hiddenFallback(el: Element): string {
  return fallbackNodes(el)
    .filter((node) => !isShown(node))
    .map((node) => JSON.stringify((node.textContent ?? "").trim().slice(0, 60)))
    .join(", ");
}

/**
 * What the element rendered: the elements in its shadow root, and those it added to its light DOM (a form rendered
 * from config), that were not there when it was built (the upgrade's fallback slot, the author's content).
 */
export function renderedNodes(el: Element): Element[] {
  const initial = initialNodes.get(el) ?? new Set<Node>();
  return [...(el.shadowRoot?.children ?? []), ...el.children].filter((node) => !initial.has(node));
}

/**
 * Listeners added to window and document while it runs and still there: what a removed element may have left.
 * Those with an AbortSignal are counted out once it aborts; `once` listeners are left out (the browser drops them
 * when they fire, without a call to removeEventListener).
 */
export function trackGlobalListeners(): { active(): string[]; stop(): void } {
  interface Entry {
    target: string;
    type: string;
    listener: unknown;
    capture: boolean;
    signal?: AbortSignal | undefined;
    once: boolean;
  }
  const entries: Entry[] = [];
  const proto = EventTarget.prototype;
  const { addEventListener: add, removeEventListener: remove } = proto;
  const nameOf = (target: EventTarget) => (target === window ? "window" : target === document ? "document" : undefined);
  const captureOf = (options?: boolean | EventListenerOptions) => (typeof options === "boolean" ? options : Boolean(options?.capture));
  proto.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    const target = nameOf(this);
    const capture = captureOf(options);
    if (target && listener && !entries.some((e) => e.target === target && e.type === type && e.listener === listener && e.capture === capture)) {
      const signal = typeof options === "object" ? options.signal : undefined;
      entries.push({ target, type, listener, capture, signal, once: typeof options === "object" && Boolean(options.once) });
    }
    add.call(this, type, listener, options);
  };
  proto.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    const target = nameOf(this);
    const capture = captureOf(options);
    const index = entries.findIndex((e) => e.target === target && e.type === type && e.listener === listener && e.capture === capture);
    if (index >= 0) entries.splice(index, 1);
    remove.call(this, type, listener, options);
  };
  return {
    active: () => entries.filter((e) => !e.once && !e.signal?.aborted).map((e) => `${e.target} ${e.type}`),
    stop() {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
    },
  };
}
