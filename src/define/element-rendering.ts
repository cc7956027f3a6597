import type { R2WCRenderer } from "@r2wc/core";
import type { ReactElement } from "react";
import type { PortalEntry, Props } from "./portal-entry";
import { mountPortal, unmountPortal } from "./shared-root";

/*
 * The renderer handed to r2wc, which calls it on connect (mount, or update when mounted already) and on
 * disconnect (unmount), with the element's shadow root as the container. r2wc's props are not used: the renderer
 * finds the element's own rendering from that shadow root, and the rendering gives the shared root the values the
 * declaration parsed. The element also updates it directly when an attribute changes, since r2wc is told of none.
 */

/** One element's rendering through the shared root: its component and props, and its portal entry while mounted. */
export class ElementRendering {
  private current: PortalEntry | undefined;

  constructor(
    private readonly container: ShadowRoot,
    /** The element's component with the given props (one function per tag). */
    private readonly render: (props: Props) => ReactElement,
    /** A new copy of the element's props as they are now. */
    private readonly props: () => Props,
  ) {}

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

/**
 * The renderer for one tag, for a component of any props: it reads neither r2wc's component nor its props.
 * `renderingOf` finds an element's rendering from its shadow root (through the element class's private field:
 * cheaper than a WeakMap filled by every constructor).
 */
export function elementRenderer<P>(renderingOf: (container: Node) => ElementRendering | undefined): R2WCRenderer<P, ElementRendering> {
  return {
    mount(container) {
      const rendering = renderingOf(container);
      if (!rendering) throw new Error(`no rendering for ${container.nodeName}`);
      rendering.mount();
      return rendering;
    },
    update: (rendering) => rendering.update(),
    unmount: (rendering) => rendering.unmount(),
  };
}
