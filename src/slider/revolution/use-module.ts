import { useEffect, useLayoutEffect, useState } from "react";
import { logger } from "../../shared/log";
import { wrappedModule } from "./wrapped-module";
import type { Module } from "./module";

type Kit = typeof import("./module-kit");
/** The module's code, loaded once, by the first slider that shows a module. */
let kitLoading: Promise<Kit> | undefined;
const loadKit = () => (kitLoading ??= import("./module-kit"));

const log = logger("x-slider");

/**
 * A Slider Revolution module as the slider's slides: from `source` (a module's REST route), else from the module
 * markup the element wraps (its inline data, else its site's route). While the module's data comes, and if it never
 * does, the wrapped markup stays the slides' fallback; once it came, the markup is set aside and the module's slides
 * stand in the element, its settings filling the attributes the page left out. One console note names what of the
 * module shows still or not at all.
 * Returns whether the slider should wait for the module: a module is coming and its slides and settings are not in
 * the slider's props yet. Swiper then starts once, with them, rather than first with the markup as its one slide.
 */
export function useModule(host: HTMLElement, source: string): boolean {
  const [wrapped] = useState(() => wrappedModule(host));
  const [shown, setShown] = useState<{ module: Module; kit: Kit } | null>(null);
  /** The module is in the slider's props, or will not come: nothing to wait for any more. */
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!source && !wrapped) return undefined;
    const abort = new AbortController();
    const read = async () => {
      const kit = await loadKit();
      const data = await kit.moduleData(source, wrapped, abort.signal);
      if (abort.signal.aborted) return;
      if (data) setShown({ module: kit.readModule(data), kit });
      else setSettled(true);
    };
    read().catch((cause: unknown) => {
      if (abort.signal.aborted) return;
      log.warn(`could not read the slider module: ${cause instanceof Error ? cause.message : String(cause)}; its own markup stays`);
      setSettled(true);
    });
    return () => abort.abort();
  }, [source, wrapped]);

  useLayoutEffect(() => {
    if (!shown) return undefined;
    return shown.kit.showModule(host, shown.module, wrapped, () => setSettled(true));
  }, [host, shown, wrapped]);

  return (!!source || !!wrapped) && !settled;
}
