import type { R2WCRenderer } from "@r2wc/core";
import type { ReactElement } from "react";
import type { PortalEntry, Props } from "./portal-entry";
import { mountPortal, unmountPortal } from "./shared-root";

/*
 * One element's rendering through the shared root, and the renderer handed to r2wc, which calls it on connect
 * (mount, or update when mounted already) and on disconnect (unmount) with the element's shadow root. r2wc parses
 * no attribute, so its props hold nothing of ours: the renderer takes the rendering registered for that shadow
 * root, which gives the shared root the values the declaration parsed. An attribute change updates the rendering
 * directly (define-element.ts), since r2wc is told of none.
 */

/** Each element's rendering, by its shadow root (the container r2wc passes to the renderer, typed as an element). */
const renderings = new WeakMap<Node, ElementRendering>();

/** One element's rendering through the shared root: its component and props, and its portal entry while mounted. */
export class ElementRendering {
  private current: PortalEntry | undefined;

  constructor(
    private readonly container: ShadowRoot,
    /** The element's component with the given props (one function per tag). */
    private readonly render: (props: Props) => ReactElement,
    /** A new copy of the element's props as they are now. */
    private readonly props: () => Props,
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
    this.current = mountPortal(this.container, this.render, this.props());
  }

  /** The element's values changed: its mounted portal gets the new props. */
  update(): void {
    this.current?.setProps(this.props());
  }

  unmount(): void {
    if (this.current) unmountPortal(this.current);
    this.current = undefined;
  }
}

/** The renderer for a tag's component of any props: it reads neither r2wc's component nor its props (see above). */
export function elementRenderer<P>(): R2WCRenderer<P, ElementRendering> {
  return {
    mount(container) {
      const rendering = renderings.get(container);
      if (!rendering) throw new Error(`no rendering for ${container.nodeName}`);
      rendering.mount();
      return rendering;
    },
    update: (rendering) => rendering.update(),
    unmount: (rendering) => rendering.unmount(),
  };
}
