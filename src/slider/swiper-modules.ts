/*
 * The Swiper modules x-slider uses, re-exported statically: a dynamic import of Swiper's barrel of modules keeps all of
 * them (some 25 KB gzip), while the build leaves out what a static re-export does not name.
 */
export { EffectFade, FreeMode } from "swiper/modules";
