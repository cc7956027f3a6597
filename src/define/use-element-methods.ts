import { useLayoutEffect, useRef } from "react";
import type { ElementDeclaration } from "./declaration";
import { handleArrived, registerHandle } from "./element-methods";
import type { HandleOf } from "./types";

/**
 * Serves the declaration's methods and properties (`methods`, `properties`) on the element: the view calls it on
 * every render with a handle, `useElementMethods<typeof declaration>(host, { show: () => ..., get current() {...} })`,
 * or null while it cannot serve them yet. Calls read the latest render's handle. Calls made before (on the prototype
 * from the definition on: element-methods.ts) wait for it; after unmount they wait for the next mount.
 */
export function useElementMethods<D extends ElementDeclaration>(host: HTMLElement, handle: HandleOf<D> | null): void {
  const latest = useRef<HandleOf<D> | null>(handle);
  useLayoutEffect(() => {
    latest.current = handle;
    handleArrived(host);
  });
  // Cast: a handle is a record of its methods and property values by name, as the bridge reads it.
  useLayoutEffect(() => registerHandle(host, () => latest.current as Record<string, unknown> | null), [host]);
}
