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
 */
export function useModule(host: HTMLElement, source: string): void {
  const [wrapped] = useState(() => wrappedModule(host));
  const [shown, setShown] = useState<{ module: Module; kit: Kit } | null>(null);

  useEffect(() => {
    if (!source && !wrapped) return undefined;
    const abort = new AbortController();
    const read = async () => {
      const kit = await loadKit();
      const inline = wrapped && !source ? kit.inlineData(wrapped) : undefined;
      const url = source || (wrapped && !inline ? kit.routeOf(wrapped) : null);
      const data = url ? await kit.fetchModule(url, abort.signal) : inline;
      if (data && !abort.signal.aborted) setShown({ module: kit.readModule(data), kit });
    };
    read().catch((cause: unknown) => {
      if (!abort.signal.aborted)
        log.warn(`could not read the slider module: ${cause instanceof Error ? cause.message : String(cause)}; its own markup stays`);
    });
    return () => abort.abort();
  }, [source, wrapped]);

  useLayoutEffect(() => {
    if (!shown) return undefined;
    return shown.kit.showModule(host, shown.module, wrapped);
  }, [host, shown, wrapped]);
}
