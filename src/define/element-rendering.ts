import type { R2WCRenderer } from "@r2wc/core";
import type { ReactElement } from "react";
import type { PortalEntry } from "./portal-entry";
import { mountPortal, unmountPortal } from "./shared-root";

/*
 * The renderer handed to r2wc, which calls it on connect (mount, or update when mounted already) and on
 * disconnect (unmount), with the element's shadow root as the container. r2wc's props are not used: each element
 * registers its rendering by its shadow root, and the rendering builds the view from the values the declaration
 * parsed. The element also updates it directly when an attribute changes, since r2wc is told of no attribute.
 */
const renderings = new WeakMap<Node, ElementRendering>();

/** One element's rendering through the shared root: its view, and its portal entry while mounted. */
export class ElementRendering {
  private current: PortalEntry | undefined;

  constructor(
    private readonly container: ShadowRoot,
    private readonly view: () => ReactElement,
  ) {
    renderings.set(container, this);
  }

  get entry(): PortalEntry | undefined {
    return this.current;
  }

  /** Whether a render of the element is on screen. */
  get hasCommitted(): boolean {
    return this.current?.hasCommitted ?? false;
  }

  mount(): void {
    this.current = mountPortal(this.container, this.view());
  }

  /** The element's values changed: its mounted portal gets the new view. */
  update(): void {
    this.current?.setView(this.view());
  }

  unmount(): void {
    if (this.current) unmountPortal(this.current);
    this.current = undefined;
  }
}

function renderingOf(container: Node): ElementRendering {
  const rendering = renderings.get(container);
  if (!rendering) throw new Error(`no rendering registered for ${container.nodeName}`);
  return rendering;
}

const renderer = {
  mount(container: HTMLElement): ElementRendering {
    const rendering = renderingOf(container);
    rendering.mount();
    return rendering;
  },
  update(rendering: ElementRendering): void {
    rendering.update();
  },
  unmount(rendering: ElementRendering): void {
    rendering.unmount();
  },
};

/** The one renderer, for a component of any props: it reads neither r2wc's component nor its props. */
export function elementRenderer<P>(): R2WCRenderer<P, ElementRendering> {
  return renderer;
}
