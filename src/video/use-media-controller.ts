import { useEffect, useRef, useState, type RefObject } from "react";
import type { Emit, EventSpecs } from "../define/declare";
import type { Logger } from "../shared/log";
import type { MediaCallbacks, MediaController } from "./controller";
import type { PlayerController } from "./player";
import { NO_SOURCE_MESSAGE } from "./sources";
import type { VideoSource } from "./use-video-source";

const loadPlayer = () => import("./player");
const loadPlatformPlayer = () => import("./platform-player");

/** Fetches a player's chunk ahead of a likely press. */
export function preloadPlayer(platform: boolean): void {
  void (platform ? loadPlatformPlayer() : loadPlayer()).catch(() => undefined);
}

export interface MediaControllerState {
  /** The player once built: video.js for files, the platform's iframe player for YouTube and Vimeo. */
  controller: RefObject<MediaController | null>;
  /** The video.js player, which takes changed options. */
  videoJs: RefObject<PlayerController | null>;
  playing: boolean;
  /** Whether the visitor has asked for playback (pressed play): only then is a media error an event. */
  playRequested: RefObject<boolean>;
  /** A time set by a script before the player loaded, where it starts. */
  pendingSeek: RefObject<number | null>;
  /** Set before the element pauses a video that left the view: its pause event gives that reason. */
  pausedOutOfView: RefObject<boolean>;
}

interface MediaControllerInput {
  container: RefObject<HTMLDivElement | null>;
  /** Whether the player is wanted (loading or loaded). */
  loading: boolean;
  source: VideoSource;
  emit: Emit<EventSpecs>;
  /** Told once the player is built, or that it could not be. */
  loaded: () => void;
  failed: () => void;
  log: Logger;
}

/**
 * The player: video.js and its CSS come in a chunk of their own, the platform's iframe player in a small one; it is
 * built once the player is wanted, and disposed with the element. Its play, pause, ended and error become the
 * element's events.
 */
export function useMediaController({ container, loading, source, emit, loaded, failed, log }: MediaControllerInput): MediaControllerState {
  const controller = useRef<MediaController | null>(null);
  const videoJs = useRef<PlayerController | null>(null);
  const [playing, setPlaying] = useState(false);
  const playRequested = useRef(false);
  const pendingSeek = useRef<number | null>(null);
  const pausedOutOfView = useRef(false);
  const latest = useRef({ source, emit, loaded, failed });
  latest.current = { source, emit, loaded, failed };

  useEffect(() => {
    const element = container.current;
    if (!loading || !element) return undefined;
    let cancelled = false;
    let warnedFor = "";
    const callbacks: MediaCallbacks = {
      play: (currentTime) => {
        setPlaying(true);
        latest.current.emit("x-play", { currentTime });
      },
      pause: (currentTime) => {
        setPlaying(false);
        latest.current.emit("x-pause", { currentTime, reason: pausedOutOfView.current ? "out-of-view" : "player" });
        pausedOutOfView.current = false;
      },
      ended: () => {
        setPlaying(false);
        latest.current.emit("x-ended", { duration: controller.current?.duration ?? 0 });
      },
      error: (code, message) => {
        setPlaying(false);
        const key = JSON.stringify(latest.current.source.options.sources);
        if (warnedFor !== key) {
          warnedFor = key;
          log.warn(`media error ${code}: ${message}`);
        }
        // Only once the visitor asked for playback: a preload or autoplay set by the page (an attribute) fires no event.
        if (playRequested.current) latest.current.emit("x-error", { code, message });
      },
    };
    const video = latest.current.source.platformVideo;
    const build: Promise<MediaController> = video
      ? loadPlatformPlayer().then(
          ({ PlatformPlayer }) =>
            new PlatformPlayer(element, video.platform, latest.current.source.embed() ?? "", latest.current.source.options.label, callbacks),
        )
      : loadPlayer().then(async ({ PlayerController }) => {
          const player = await PlayerController.create(element, latest.current.source.options, callbacks);
          videoJs.current = player;
          if (latest.current.source.options.sources.length === 0) player.fail(NO_SOURCE_MESSAGE);
          return player;
        });
    build
      .then((player) => {
        if (cancelled) return player.destroy();
        controller.current = player;
        if (pendingSeek.current !== null) player.currentTime = pendingSeek.current;
        pendingSeek.current = null;
        latest.current.loaded();
      })
      .catch((cause: unknown) => {
        if (cancelled) return;
        log.error("the video player could not be loaded; the video stays as it is", cause);
        latest.current.failed();
      });
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
      videoJs.current = null;
      setPlaying(false);
    };
  }, [container, loading, log]);

  return { controller, videoJs, playing, playRequested, pendingSeek, pausedOutOfView };
}
