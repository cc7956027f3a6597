import { useLayoutEffect, useRef } from "react";

/** What x-video offers scripts besides its attributes, for a video of the site's and a YouTube or Vimeo one alike. */
export interface VideoApi {
  /** Plays; on the facade, loads the player first (as a press of play does, without moving focus). */
  play(): void;
  /** Pauses (nothing on the facade). */
  pause(): void;
  /** Seconds from the start, as the player last told; set it to seek (before the player loads: where it starts). */
  currentTime: number;
  /** Whether the video is not playing (true on the facade). */
  readonly paused: boolean;
}

/** The view's side of the API: the latest render's handlers. */
export interface VideoHandlers {
  play(): void;
  pause(): void;
  time(): number;
  seek(seconds: number): void;
  paused(): boolean;
}

/**
 * Puts the API on the host while the component is mounted (the bridge gives attributes only): configurable
 * properties on the element itself, reading the latest render's handlers, removed on unmount.
 */
export function useHostApi(host: HTMLElement, handlers: VideoHandlers): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useLayoutEffect(() => {
    Object.defineProperties(host, {
      play: { configurable: true, value: () => latest.current.play() },
      pause: { configurable: true, value: () => latest.current.pause() },
      currentTime: { configurable: true, get: () => latest.current.time(), set: (seconds: number) => latest.current.seek(seconds) },
      paused: { configurable: true, get: () => latest.current.paused() },
    });
    return () => {
      for (const name of ["play", "pause", "currentTime", "paused"]) Reflect.deleteProperty(host, name);
    };
  }, [host]);
}
