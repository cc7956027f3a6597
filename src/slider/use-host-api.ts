import { useLayoutEffect, useRef } from "react";

/** What the slider offers scripts besides its attributes: methods and read-only state. */
export interface SliderApi {
  /** Goes `n` pages on (a step that is not a positive integer is 1), wrapping round at the end. */
  next(n?: number): void;
  /** Goes `n` pages back, wrapping round at the start. */
  prev(n?: number): void;
  /** Goes to a page (1-based, clamped to the pages). */
  goTo(page: number): void;
  /** The current page, 1-based (0 without slides). */
  readonly current: number;
  /** The number of pages. */
  readonly total: number;
  readonly atStart: boolean;
  readonly atEnd: boolean;
  /** Swiper runs. */
  readonly ready: boolean;
}

const METHODS = ["next", "prev", "goTo"] as const;
const GETTERS = ["current", "total", "atStart", "atEnd", "ready"] as const;

/**
 * Puts the API on the host while the component is mounted (the bridge gives attributes only): methods and getters
 * defined on the element itself, configurable, reading the latest render's values, removed on unmount.
 */
export function useHostApi(host: HTMLElement, api: SliderApi): void {
  const latest = useRef(api);
  useLayoutEffect(() => {
    latest.current = api;
  });
  useLayoutEffect(() => {
    for (const name of METHODS) {
      Object.defineProperty(host, name, {
        configurable: true,
        writable: false,
        value: (arg?: number) => latest.current[name](arg as number),
      });
    }
    for (const name of GETTERS) Object.defineProperty(host, name, { configurable: true, get: () => latest.current[name] });
    return () => {
      for (const name of [...METHODS, ...GETTERS]) Reflect.deleteProperty(host, name);
    };
  }, [host]);
}
