import type { ReactElement } from "react";
import type { PortalEntry, Props } from "./portal-entry";
import { mountPortal, unmountPortal } from "./shared-root";

/*
 * One element's rendering through the shared root: the element (define-element.ts) mounts it on connect, updates it
 * when an attribute changes or when it is moved, and unmounts it once it has left the page.
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
