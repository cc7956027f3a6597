import { countInstance } from "../shared/live-instances";
import type { MediaCallbacks, MediaController } from "./controller";
import type { Platform } from "./platforms";

/*
 * A platform's player (YouTube's or Vimeo's) in an iframe, driven through the platform's postMessage API: no
 * script of the platform's runs in the page. YouTube (enablejsapi=1) takes {"event":"command","func":…} and,
 * once told {"event":"listening"}, reports onReady, onStateChange and infoDelivery (currentTime, playerState);
 * Vimeo takes {"method":…} and reports ready, then the events it was asked to (addEventListener).
 */

const YOUTUBE_PLAYING = 1;
const YOUTUBE_PAUSED = 2;
const YOUTUBE_ENDED = 0;
/** YouTube answers "listening" only once its player script runs: asked again meanwhile, as its own API does. */
const LISTEN_EVERY_MS = 250;
const LISTEN_TRIES = 40;

type State = "unstarted" | "playing" | "paused" | "ended";

export class PlatformPlayer implements MediaController {
  readonly #iframe: HTMLIFrameElement;
  readonly #platform: Platform;
  readonly #origin: string;
  readonly #callbacks: MediaCallbacks;
  readonly #listening = new AbortController();
  readonly #released: () => void;
  /** Commands sent before the player said it is ready, sent once it has. */
  #queue: unknown[] = [];
  #ready = false;
  #listenTimer: ReturnType<typeof setInterval> | undefined;
  #state: State = "unstarted";
  #time = 0;
  #duration = 0;

  constructor(container: HTMLElement, platform: Platform, src: string, label: string, callbacks: MediaCallbacks) {
    this.#platform = platform;
    this.#origin = new URL(src, document.baseURI).origin;
    this.#callbacks = callbacks;
    const iframe = document.createElement("iframe");
    iframe.src = src;
    iframe.title = label;
    iframe.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
    iframe.allowFullscreen = true;
    iframe.setAttribute("part", "iframe");
    this.#iframe = iframe;
    const { signal } = this.#listening;
    window.addEventListener("message", (event) => this.#receive(event), { signal });
    iframe.addEventListener("load", () => this.#greet(), { signal });
    container.append(iframe);
    this.#released = countInstance("platform player");
  }

  play(): void {
    this.#send(this.#platform === "youtube" ? command("playVideo") : { method: "play" });
  }

  playMuted(): void {
    this.#send(this.#platform === "youtube" ? command("mute") : { method: "setMuted", value: true });
    this.play();
  }

  pause(): void {
    this.#send(this.#platform === "youtube" ? command("pauseVideo") : { method: "pause" });
  }

  focus(): void {
    this.#iframe.focus({ preventScroll: true });
  }

  get currentTime(): number {
    return this.#time;
  }

  set currentTime(seconds: number) {
    this.#time = seconds;
    this.#send(this.#platform === "youtube" ? command("seekTo", [seconds, true]) : { method: "setCurrentTime", value: seconds });
  }

  get paused(): boolean {
    return this.#state !== "playing";
  }

  get duration(): number {
    return this.#duration;
  }

  destroy(): void {
    clearInterval(this.#listenTimer);
    this.#listening.abort();
    this.#iframe.remove();
    this.#released();
  }

  #post(message: unknown): void {
    // YouTube reads JSON text; Vimeo takes either.
    this.#iframe.contentWindow?.postMessage(this.#platform === "youtube" ? JSON.stringify(message) : message, this.#origin);
  }

  #send(message: unknown): void {
    if (this.#ready) this.#post(message);
    else this.#queue.push(message);
  }

  /** Once the player's page is in: ask YouTube to report (until it does); Vimeo says ready by itself. */
  #greet(): void {
    if (this.#platform !== "youtube") return;
    let tries = 0;
    const listen = () => {
      if (this.#ready || ++tries > LISTEN_TRIES) clearInterval(this.#listenTimer);
      else this.#post({ event: "listening", id: 1, channel: "widget" });
    };
    clearInterval(this.#listenTimer);
    this.#listenTimer = setInterval(listen, LISTEN_EVERY_MS);
    listen();
  }

  #receive(event: MessageEvent): void {
    if (event.source !== this.#iframe.contentWindow || event.origin !== this.#origin) return;
    const data = readMessage(event.data);
    if (!data) return;
    if (this.#platform === "youtube") this.#fromYouTube(data);
    else this.#fromVimeo(data);
  }

  #becomeReady(): void {
    if (this.#ready) return;
    this.#ready = true;
    clearInterval(this.#listenTimer);
    const queued = this.#queue;
    this.#queue = [];
    for (const message of queued) this.#post(message);
  }

  #fromYouTube(data: Record<string, unknown>): void {
    // Any answer means the player listens (onReady may have been sent before our "listening").
    this.#becomeReady();
    const info = data["info"];
    if (data["event"] === "onStateChange" && typeof info === "number") this.#youtubeState(info);
    if (data["event"] === "infoDelivery" && info && typeof info === "object") {
      const { currentTime, duration, playerState } = info as Record<string, unknown>;
      if (typeof currentTime === "number") this.#time = currentTime;
      if (typeof duration === "number") this.#duration = duration;
      if (typeof playerState === "number") this.#youtubeState(playerState);
    }
  }

  #youtubeState(state: number): void {
    if (state === YOUTUBE_PLAYING) this.#change("playing");
    else if (state === YOUTUBE_PAUSED) this.#change("paused");
    else if (state === YOUTUBE_ENDED) this.#change("ended");
  }

  #fromVimeo(data: Record<string, unknown>): void {
    const name = data["event"];
    if (name === "ready") {
      for (const value of ["play", "pause", "ended", "timeupdate"]) this.#post({ method: "addEventListener", value });
      // Playback may have started (autoplay) before those listeners were in place.
      this.#post({ method: "getPaused" });
      this.#becomeReady();
      return;
    }
    if (data["method"] === "getPaused" && typeof data["value"] === "boolean") {
      this.#change(data["value"] ? "paused" : "playing");
      return;
    }
    const { seconds, duration } = (data["data"] ?? {}) as Record<string, unknown>;
    if (typeof seconds === "number") this.#time = seconds;
    if (typeof duration === "number") this.#duration = duration;
    if (name === "play" || name === "playing") this.#change("playing");
    else if (name === "pause") this.#change("paused");
    else if (name === "ended" || name === "finish") this.#change("ended");
  }

  #change(state: State): void {
    if (state === this.#state) return;
    const before = this.#state;
    this.#state = state;
    // Not started yet is no pause.
    if (before === "unstarted" && state === "paused") return;
    if (state === "playing") this.#callbacks.play(this.#time);
    else if (state === "paused") this.#callbacks.pause(this.#time);
    else if (state === "ended") this.#callbacks.ended();
  }
}

function command(func: string, args: unknown[] = []) {
  return { event: "command", func, args };
}

/** A message of the player's, as an object: YouTube posts JSON text, Vimeo objects or JSON text. */
function readMessage(data: unknown): Record<string, unknown> | null {
  if (typeof data === "string") {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return null;
    }
  }
  return data && typeof data === "object" ? (data as Record<string, unknown>) : null;
}
