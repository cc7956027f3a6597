import { useEffect, useMemo, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { useElementMethods } from "../define/use-element-methods";
import { logger } from "../shared/log";
import { inPreview } from "../shared/preview";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { useLanguage } from "../shared/use-language";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import type declaration from "./video.element";
import type { MediaCallbacks, MediaController } from "./controller";
import { observeHalfVisible } from "./half-visible";
import type { PlayerController, PlayerOptions } from "./player";
import { embedUrl, platformHosts, platformVideoOf, thumbnailUrl } from "./platforms";
import { NO_SOURCE_MESSAGE, readPoster, readSources, readTracks, withCaptions, withTimeRange } from "./sources";
import { warmConnections } from "./warm-connections";

export type VideoProps = ElementProps<typeof declaration>;

const log = logger("x-video");
/** The built-in texts in English (the other languages' are in the shared catalogues). */
const ENGLISH = { label: "Video", play: "Play video" };

const loadPlayer = () => import("./player");
const loadPlatformPlayer = () => import("./platform-player");

type Phase = "facade" | "loading" | "player";
/** What the player is asked to do once it has loaded: a press plays and takes focus; a script's play() only plays. */
type Start = "press" | "play" | "muted" | "idle";

export function Video(props: VideoProps) {
  const { src, platform, videoId, start: startAt, end, muted, captionsLanguage, platformPoster } = props;
  const { poster, pauseOutOfView, autoplay, loop, controls, captions, volume, preload, host, emit } = props;
  const texts = useTexts(host, "video", ENGLISH, { label: props.label, play: props.playLabel });
  const label = texts.label;
  const language = useLanguage(host);
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<MediaController | null>(null);
  const videoJs = useRef<PlayerController | null>(null);
  const [phase, setPhase] = useState<Phase>("facade");
  const [start, setStart] = useState<Start>("idle");
  const [playing, setPlaying] = useState(false);
  const [halfVisible, setHalfVisible] = useState(false);
  /** Whether the visitor has asked for playback (pressed play): only then is a media error an event. */
  const playRequested = useRef(false);
  /** A time set by a script before the player loaded, where it starts. */
  const pendingSeek = useRef<number | null>(null);

  const { video: platformVideo, problem } = useMemo(() => platformVideoOf(src, platform, videoId), [src, platform, videoId]);
  const videoKey = platformVideo ? `${platformVideo.platform}:${platformVideo.id}:${platformVideo.hash ?? ""}` : "file";
  useEffect(() => {
    if (problem) log.warn(problem);
  }, [problem]);

  const posterUrl = readPoster(host, poster) || (platformPoster && platformVideo ? thumbnailUrl(platformVideo) : "");

  const options = useMemo<PlayerOptions>(
    () => ({
      sources: withTimeRange(readSources(host, src), startAt, end),
      tracks: withCaptions(readTracks(host), captions),
      poster: posterUrl,
      controls,
      loop,
      muted,
      volume,
      label,
      language,
    }),
    [host, src, startAt, end, captions, posterUrl, controls, loop, muted, volume, label, language],
  );
  const embed = () =>
    platformVideo &&
    embedUrl(platformVideo, {
      start: startAt,
      end,
      muted,
      loop,
      controls,
      captions,
      captionsLanguage: captionsLanguage || (captions ? (host.closest("[lang]")?.getAttribute("lang") ?? "") : ""),
      origin: location.origin,
    });
  const latest = useRef({ options, emit, embed, platformVideo });
  latest.current = { options, emit, embed, platformVideo };

  useEffect(() => observeHalfVisible(host, setHalfVisible), [host]);

  // Another platform video (or a file instead of one): back to the facade, nothing loaded until the next press.
  const loadedKey = useRef(videoKey);
  useEffect(() => {
    if (loadedKey.current === videoKey) return;
    loadedKey.current = videoKey;
    setPhase("facade");
  }, [videoKey]);

  // Autoplay (muted, never under reduced motion) and preload load the player once the video is in view; a
  // platform's player waits for a press.
  const wantedInView = !platformVideo && ((autoplay && !prefersReducedMotion()) || preload !== "none");
  useEffect(() => {
    if (phase === "facade" && halfVisible && wantedInView) {
      setStart(autoplay && !prefersReducedMotion() ? "muted" : "idle");
      setPhase("loading");
    }
  }, [phase, halfVisible, wantedInView, autoplay]);

  // video.js and its CSS come in a chunk of their own, the platform's iframe player in a small one; the player is
  // built once, and disposed with the element.
  const loading = phase !== "facade";
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
        const key = JSON.stringify(latest.current.options.sources);
        if (warnedFor !== key) {
          warnedFor = key;
          log.warn(`media error ${code}: ${message}`);
        }
        // Only once the visitor asked for playback: a preload or autoplay set by the page (an attribute) fires no event.
        if (playRequested.current) latest.current.emit("x-error", { code, message });
      },
    };
    const video = latest.current.platformVideo;
    const build: Promise<MediaController> = video
      ? loadPlatformPlayer().then(
          ({ PlatformPlayer }) => new PlatformPlayer(element, video.platform, latest.current.embed() ?? "", latest.current.options.label, callbacks),
        )
      : loadPlayer().then(async ({ PlayerController }) => {
          const player = await PlayerController.create(element, latest.current.options, callbacks);
          videoJs.current = player;
          if (latest.current.options.sources.length === 0) player.fail(NO_SOURCE_MESSAGE);
          return player;
        });
    build
      .then((player) => {
        if (cancelled) return player.destroy();
        controller.current = player;
        if (pendingSeek.current !== null) player.currentTime = pendingSeek.current;
        pendingSeek.current = null;
        setPhase("player");
      })
      .catch((cause: unknown) => {
        if (cancelled) return;
        log.error("the video player could not be loaded; the video stays as it is", cause);
        setPhase("facade");
      });
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
      videoJs.current = null;
      setPlaying(false);
    };
  }, [loading]);

  // Once loaded: start as asked (a press plays with sound and takes focus; autoplay is muted).
  useEffect(() => {
    const player = controller.current;
    if (phase !== "player" || !player) return;
    if (start === "press" || start === "play") player.play();
    if (start === "press") player.focus();
    if (start === "muted") player.playMuted();
    setStart("idle");
  }, [phase, start]);

  useEffect(() => {
    videoJs.current?.update(options);
  }, [options, phase]);

  // Out of view (less than half visible), a playing video pauses; it never resumes by itself.
  const pausedOutOfView = useRef(false);
  useEffect(() => {
    const player = controller.current;
    if (!pauseOutOfView || halfVisible || !playing || !player) return;
    pausedOutOfView.current = true;
    player.pause();
  }, [pauseOutOfView, halfVisible, playing]);

  useElementState(host, "playing", playing);
  useElementState(host, "loaded", phase === "player");

  const begin = (how: "press" | "play") => {
    if (platformVideo && inPreview(host)) return; // a preview loads no platform's player
    playRequested.current = true;
    if (phase === "player") controller.current?.play();
    else {
      setStart((current) => (current === "press" ? current : how));
      setPhase("loading");
    }
  };

  useElementMethods<typeof declaration>(host, {
    play: () => begin("play"),
    pause: () => controller.current?.pause(),
    get currentTime() {
      return controller.current?.currentTime ?? pendingSeek.current ?? 0;
    },
    set currentTime(seconds: number) {
      if (!Number.isFinite(seconds) || seconds < 0) log.warn(`currentTime: ${String(seconds)} is not a time in seconds (0 or more); ignored`);
      else if (controller.current) controller.current.currentTime = seconds;
      else pendingSeek.current = seconds;
    },
    get paused() {
      return controller.current?.paused ?? true;
    },
  });

  // A likely press: fetch the player's chunk meanwhile, and for a platform's player connect to the platform.
  const warm = () => {
    if (platformVideo && inPreview(host)) return;
    if (platformVideo) {
      warmConnections(platformHosts[platformVideo.platform].warm);
      void loadPlatformPlayer().catch(() => undefined);
    } else void loadPlayer().catch(() => undefined);
  };

  return (
    <div part="frame">
      <div part="player" ref={container} hidden={phase !== "player"} />
      <button
        part="play"
        type="button"
        aria-label={texts.play}
        aria-busy={phase === "loading" ? "true" : undefined}
        hidden={phase === "player"}
        onClick={() => phase === "facade" && begin("press")}
        onPointerOver={warm}
        onFocus={warm}
      >
        {posterUrl ? <img part="poster" src={posterUrl} alt="" decoding="async" /> : null}
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="31" fill="rgb(0 0 0 / 0.6)" />
          <path d="M25 19v26l21-13z" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}
