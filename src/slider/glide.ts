import type Swiper from "swiper";

/** The fastest a free glide (snap=false) may start, in px per ms: the source engine's velocity clamp. */
const VELOCITY_CLAMP = 7;

/**
 * Bounds the glide after a flick in free mode. Swiper glides on at the release's velocity for a second, however
 * fast the flick (20 px/ms would carry the track 10,000 px). The ratio it scales that velocity by, read just after it
 * has computed it, is made to bring it down to the clamp.
 */
export function clampGlide(swiper: Swiper): void {
  const freeMode = swiper.params.freeMode;
  if (typeof freeMode !== "object" || !freeMode.enabled) return;
  Object.defineProperty(freeMode, "momentumVelocityRatio", {
    configurable: true,
    enumerable: true,
    get: () => Math.min(1, VELOCITY_CLAMP / Math.abs(swiper.velocity)),
  });
}
