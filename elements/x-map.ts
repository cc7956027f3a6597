import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/map/map.element";
import { MapView } from "../src/map/MapView";
import styles from "../src/map/map.css?inline";

export default defineElement(declaration, { component: MapView, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-map": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-map": JsxOf<typeof declaration>;
    }
  }
}
