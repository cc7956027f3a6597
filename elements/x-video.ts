import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/video/video.element";
import { Video } from "../src/video/Video";
import styles from "../src/video/video.css?inline";
import type { VideoApi } from "../src/video/use-host-api";

export default defineElement(declaration, { component: Video, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-video": ElementOf<typeof declaration> & VideoApi;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-video": JsxOf<typeof declaration>;
    }
  }
}
