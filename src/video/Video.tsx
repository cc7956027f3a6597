import { useEffect, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { useElementMethods } from "../define/use-element-methods";
import { logger } from "../shared/log";
import { inPreview } from "../shared/preview";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { useLanguage } from "../shared/use-language";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import type declaration from "./video.element";
import { observeHalfVisible } from "./half-visible";
import { platformHosts } from "./platforms";
import { preloadPlayer, useMediaController } from "./use-media-controller";
import { useVideoSource } from "./use-video-source";
import { VideoFacade } from "./VideoFacade";
import { warmConnections } from "./warm-connections";

export type VideoProps = ElementProps<typeof declaration>;

const log = logger("x-video");
/** The built-in texts in English (the other languages' are in the shared catalogues). */
const ENGLISH = { label: "Video", play: "Play video" };

type Phase = "facade" | "loading" | "player";
/** What the player is asked to do once it has loaded: a press plays and takes focus; a script's play() only plays. */
type Start = "press" | "play" | "muted" | "idle";

export function Video(props: VideoProps) {
  const { pauseOutOfView, autoplay, preload, host, emit } = props;
  const texts = useTexts(host, "video", ENGLISH, { label: props.label, play: props.playLabel });
  const language = useLanguage(host);
  const container = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("facade");
  const [start, setStart] = useState<Start>("idle");
  const [halfVisible, setHalfVisible] = useState(false);
  const source = useVideoSource(props, texts.label, language, log);
  const { platformVideo, videoKey, options } = source;

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

  const media = useMediaController({
    container,
    loading: phase !== "facade",
    source,
    emit,
    loaded: () => setPhase("player"),
    failed: () => setPhase("facade"),
    log,
  });
  const { controller, playing, pendingSeek } = media;

  // Once loaded: start as asked (a press plays with sound and takes focus; autoplay is muted).
  useEffect(() => {
    const player = controller.current;
    if (phase !== "player" || !player) return;
    if (start === "press" || start === "play") player.play();
    if (start === "press") player.focus();
    if (start === "muted") player.playMuted();
    setStart("idle");
  }, [controller, phase, start]);

  useEffect(() => {
    media.videoJs.current?.update(options);
  }, [media.videoJs, options, phase]);

  // Out of view (less than half visible), a playing video pauses; it never resumes by itself.
  useEffect(() => {
    const player = controller.current;
    if (!pauseOutOfView || halfVisible || !playing || !player) return;
    media.pausedOutOfView.current = true;
    player.pause();
  }, [controller, media.pausedOutOfView, pauseOutOfView, halfVisible, playing]);

  useElementState(host, "playing", playing);
  useElementState(host, "loaded", phase === "player");

  const begin = (how: "press" | "play") => {
    if (platformVideo && inPreview(host)) return; // a preview loads no platform's player
    media.playRequested.current = true;
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
    if (platformVideo) warmConnections(platformHosts[platformVideo.platform].warm);
    preloadPlayer(platformVideo !== null);
  };

  return (
    <div part="frame">
      <div part="player" ref={container} hidden={phase !== "player"} />
      <VideoFacade
        label={texts.play}
        posterUrl={source.posterUrl}
        busy={phase === "loading"}
        hidden={phase === "player"}
        press={() => phase === "facade" && begin("press")}
        warm={warm}
      />
    </div>
  );
}
