import { defineElement, type ElementOf, type EventMapOf, type JsxOf } from "../src/define";
import declaration from "../src/toggle/toggle.element";
import { Toggle, type ToggleMethods } from "../src/toggle/Toggle";
import styles from "../src/toggle/toggle.css?inline";

export default defineElement(declaration, { component: Toggle, styles });

/** The events of x-toggle, for `addEventListener` on the element: `(event as ToggleEvents["x-open"]).detail`. */
export type ToggleEvents = EventMapOf<typeof declaration>;

declare global {
  interface HTMLElementTagNameMap {
    "x-toggle": ElementOf<typeof declaration> & ToggleMethods;
  }
  // No GlobalEventHandlersEventMap entry: x-open and x-close are x-popover's event names too, with another detail,
  // and one global map cannot hold both. ToggleEvents (above) types them.
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-toggle": JsxOf<typeof declaration>;
    }
  }
}
