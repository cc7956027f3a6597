import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/slider/slider.element";
import { Slider } from "../src/slider/Slider";
import styles from "../src/slider/slider.css?inline";
import type { SliderApi } from "../src/slider/use-host-api";

export default defineElement(declaration, { component: Slider, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-slider": ElementOf<typeof declaration> & SliderApi;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-slider": JsxOf<typeof declaration>;
    }
  }
}
