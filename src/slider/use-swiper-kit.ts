import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { logger } from "../shared/log";
import { taskInTurn } from "../shared/next-task";
import { loadSwiper, loadedSwiper, type SwiperKit } from "./load-swiper";

const log = logger("x-slider");

/**
 * Swiper, loaded once a paged slider has slides: the kit when it is here (at once if another slider loaded it), and
 * whether it could not load (the slides then stay where they are).
 */
export function useSwiperKit(paged: boolean): [kit: SwiperKit | undefined, failed: boolean] {
  const [kit, setKit] = useState<SwiperKit | undefined>(loadedSwiper);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!paged || kit) return undefined;
    let live = true;
    loadSwiper().then(
      async (loaded) => {
        // Swiper arrives for every slider of the page at once; each starts in a task of its own, rendered there
        // (flushSync) rather than in one render React would batch for all of them: no long task.
        await taskInTurn();
        if (live) flushSync(() => setKit(loaded));
      },
      (cause: unknown) => {
        log.error("could not load Swiper", cause);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [paged, kit]);
  return [kit, failed];
}
