import type Swiper from "swiper";
import type { SwiperModule } from "swiper/types";

/*
 * Swiper and its CSS, imported only from here and only when a slider starts: a page without x-slider fetches none
 * of it (its own chunk in the build). Loaded once per page; later sliders get it at once.
 */
export interface SwiperKit {
  Swiper: typeof Swiper;
  modules: SwiperModule[];
  /** Swiper's core CSS, wrapped in a cascade layer so that the element's own CSS wins over it. */
  css: string;
}

let kit: SwiperKit | undefined;
let loading: Promise<SwiperKit> | undefined;

/** The kit if it is here already (a later slider starts in the same render), else undefined. */
export function loadedSwiper(): SwiperKit | undefined {
  return kit;
}

export function loadSwiper(): Promise<SwiperKit> {
  loading ??= Promise.all([import("swiper"), import("./swiper-modules"), import("swiper/swiper.css?inline")])
    .then(([core, modules, css]) => {
      kit = { Swiper: core.default, modules: [modules.EffectFade, modules.FreeMode], css: `@layer swiper {\n${css.default}\n}` };
      return kit;
    })
    .catch((cause: unknown) => {
      loading = undefined; // a later slider may try again
      throw cause;
    });
  return loading;
}
