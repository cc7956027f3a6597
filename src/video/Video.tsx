import { useEffect, useMemo, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { logger } from "../shared/log";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { useStateAttribute } from "../shared/use-state-attribute";
import type declaration from "./video.element";
import { observeHalfVisible } from "./half-visible";
import type { PlayerController, PlayerOptions } from "./player";
import { NO_SOURCE_MESSAGE, readPoster, readSources, readTracks, withCaptions } from "./sources";

export type VideoProps = ElementProps<typeof declaration>;

const log = logger("x-video");
const loadPlayer = () => import("./player");

type Phase = "facade" | "loading" | "player";
/** What the player is asked to do once it has loaded. */
type Start = "play" | "muted" | "idle";

export function Video(props: VideoProps) {
  const { src, poster, pauseOutOfView, autoplay, loop, controls, captions, volume, preload, label, playLabel, host, emit } = props;
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<PlayerController | null>(null);
  const [phase, setPhase] = useState<Phase>("facade");
  const [start, setStart] = useState<Start>("idle");
  const [playing, setPlaying] = useState(false);
  const [halfVisible, setHalfVisible] = useState(false);
  /** Whether the visitor has asked for playback (pressed play): only then is a media error an event. */
  const playRequested = useRef(false);
  const posterUrl = readPoster(host, poster);

  const options = useMemo<PlayerOptions>(
    () => ({
      sources: readSources(host, src),
      tracks: withCaptions(readTracks(host), captions),
      poster: posterUrl,
      controls,
      loop,
      muted: false,
      volume,
      label,
    }),
    [host, src, captions, posterUrl, controls, loop, volume, label],
  );
  const latest = useRef({ options, emit });
  latest.current = { options, emit };

  useEffect(() => observeHalfVisible(host, setHalfVisible), [host]);

  // Autoplay (muted, never under reduced motion) and preload load the player once the video is in view.
  const wantedInView = (autoplay && !prefersReducedMotion()) || preload !== "none";
  useEffect(() => {
    if (phase === "facade" && halfVisible && wantedInView) {
      setStart(autoplay && !prefersReducedMotion() ? "muted" : "idle");
      setPhase("loading");
    }
  }, [phase, halfVisible, wantedInView, autoplay]);

  // video.js and its CSS come in a chunk of their own; the player is built once, and disposed with the element.
  const loading = phase !== "facade";
  useEffect(() => {
    const element = container.current;
    if (!loading || !element) return undefined;
    let cancelled = false;
    let warnedFor = "";
    loadPlayer()
      .then(({ PlayerController }) => {
        if (cancelled) return;
        const player = new PlayerController(element, latest.current.options, {
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
            latest.current.emit("x-ended", { duration: player.duration });
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
        });
        controller.current = player;
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
      setPlaying(false);
    };
  }, [loading]);

  // Once loaded: start as asked (a press plays with sound; autoplay muted), or say that there is nothing to play.
  useEffect(() => {
    const player = controller.current;
    if (phase !== "player" || !player) return;
    if (latest.current.options.sources.length === 0) player.fail(NO_SOURCE_MESSAGE);
    else if (start === "play") player.play();
    else if (start === "muted") player.playMuted();
    setStart("idle");
  }, [phase, start]);

  useEffect(() => {
    controller.current?.update(options);
  }, [options, phase]);

  // Out of view (less than half visible), a playing video pauses; it never resumes by itself.
  const pausedOutOfView = useRef(false);
  useEffect(() => {
    const player = controller.current;
    if (!pauseOutOfView || halfVisible || !playing || !player) return;
    pausedOutOfView.current = true;
    player.pause();
  }, [pauseOutOfView, halfVisible, playing]);

  useStateAttribute(host, "playing", playing);
  useStateAttribute(host, "loaded", phase === "player");

  const press = () => {
    if (phase !== "facade") return;
    playRequested.current = true;
    setStart("play");
    setPhase("loading");
  };

  return (
    <div part="frame">
      <div part="player" ref={container} hidden={phase !== "player"} />
      <button
        part="play"
        type="button"
        aria-label={playLabel}
        aria-busy={phase === "loading" ? "true" : undefined}
        hidden={phase === "player"}
        onClick={press}
        // A likely press: fetch the player's chunk meanwhile.
        onPointerEnter={() => void loadPlayer().catch(() => undefined)}
        onFocus={() => void loadPlayer().catch(() => undefined)}
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
