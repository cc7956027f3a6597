import videojs from "video.js";
import videojsCss from "video.js/dist/video-js.css?inline";
import { countInstance } from "../shared/live-instances";
import { adoptStyles } from "../shared/stylesheets";
import type { MediaCallbacks, MediaController } from "./controller";
import { playerLanguage } from "./player-language";
import { errorMessage, type Source, type Track } from "./sources";

/*
 * The player, on video.js: this module, video.js and its CSS are one lazy chunk, imported on the first press of
 * play (or when preload asks for it). The player lives in the element's shadow root, on a <video> of its own built
 * from the author's sources and tracks; the author's <video> stays in the light DOM, untouched.
 */

type VideoJsPlayer = ReturnType<typeof videojs>;

// video.js's own console messages ("VIDEOJS: ERROR: ..."): off. The element reports a player's errors itself, once,
// with its tag, as every message of the product starts.
videojs.log.level("off");

export interface PlayerOptions {
  sources: Source[];
  tracks: Track[];
  poster: string;
  controls: boolean;
  loop: boolean;
  muted: boolean;
  volume: number;
  label: string;
  /** The language of the element's text: video.js's controls speak it (see player-language.ts). */
  language: string;
}

/** @font-face is ignored inside a shadow root: video.js's icon font is declared in the document. */
function splitFontFaces(css: string): { fonts: string; rest: string } {
  const fonts: string[] = [];
  const rest = css.replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    fonts.push(rule);
    return "";
  });
  return { fonts: fonts.join("\n"), rest };
}

export class PlayerController implements MediaController {
  readonly #player: VideoJsPlayer;
  #options: PlayerOptions;

  /** A player whose controls speak the options' language from the start. */
  static async create(container: HTMLElement, options: PlayerOptions, callbacks: MediaCallbacks): Promise<PlayerController> {
    return new PlayerController(container, options, callbacks, await playerLanguage(options.language));
  }

  private constructor(container: HTMLElement, options: PlayerOptions, callbacks: MediaCallbacks, language: string) {
    const root = container.getRootNode();
    const { fonts, rest } = splitFontFaces(videojsCss);
    if (root instanceof ShadowRoot) adoptStyles(root, rest);
    adoptStyles(document, fonts);
    this.#options = options;
    const video = document.createElement("video");
    video.className = "video-js vjs-fill";
    video.setAttribute("playsinline", "");
    for (const track of options.tracks) {
      const node = document.createElement("track");
      Object.assign(node, { kind: track.kind, src: track.src, srclang: track.srclang, label: track.label, default: track.default });
      video.append(node);
    }
    container.append(video);
    this.#player = videojs(video, {
      controls: options.controls,
      loop: options.loop,
      muted: options.muted,
      poster: options.poster || undefined,
      preload: "auto",
      sources: options.sources,
      language,
      // The hotkeys while the player has focus: space or k plays and pauses, f fullscreen, m mutes.
      userActions: { hotkeys: true },
      // The page decides the size: the player fills the element.
      fill: true,
      // video.js would otherwise fetch vtt.js from its CDN in browsers that need emulated text tracks.
      html5: { nativeTextTracks: true },
    });
    // Counted alive until video.js itself reports the player disposed.
    this.#player.on("dispose", countInstance("video.js player"));
    this.#player.el().setAttribute("aria-label", options.label);
    this.#player.volume(options.volume);
    this.#player.on("play", () => callbacks.play(this.#player.currentTime() ?? 0));
    this.#player.on("pause", () => {
      // The end of the video pauses it too: that is an end, not a pause.
      if (!this.#player.ended()) callbacks.pause(this.#player.currentTime() ?? 0);
    });
    this.#player.on("ended", () => callbacks.ended());
    this.#player.on("error", () => {
      const error = this.#player.error();
      const code = error?.code ?? 0;
      callbacks.error(code, errorMessage(code, error?.message));
    });
  }

  play(): void {
    this.#whenLoaded(() => this.#player.play()?.catch(() => undefined));
  }

  focus(): void {
    (this.#player.el() as HTMLElement).focus({ preventScroll: true });
  }

  get currentTime(): number {
    return this.#player.currentTime() ?? 0;
  }

  set currentTime(seconds: number) {
    this.#whenLoaded(() => this.#player.currentTime(seconds));
  }

  /**
   * Runs once the video's metadata is in. A play() asked for while video.js is still setting the source can be
   * lost (it waits for a loadstart that may have passed); a refused play (autoplay rules) shows in the player's
   * own state, and a source that fails shows its error instead.
   */
  #whenLoaded(run: () => void): void {
    if ((this.#player.readyState() ?? 0) >= 1) run();
    else this.#player.one("loadedmetadata", run);
  }

  /** Autoplay: muted, as browsers allow without a press. */
  playMuted(): void {
    this.#player.muted(true);
    this.#whenLoaded(() => this.#player.play()?.catch(() => undefined));
  }

  get duration(): number {
    return this.#player.duration() ?? 0;
  }

  pause(): void {
    this.#player.pause();
  }

  get paused(): boolean {
    return this.#player.paused();
  }

  /** A media error of our own (no source): video.js shows it in its error display and reports it. */
  fail(message: string): void {
    // Cast: video.js takes {code, message} and makes its MediaError of it; its types name only the class.
    this.#player.error({ code: 4, message } as unknown as Parameters<VideoJsPlayer["error"]>[0]);
  }

  update(options: PlayerOptions): void {
    const before = this.#options;
    this.#options = options;
    if (before.controls !== options.controls) this.#player.controls(options.controls);
    if (before.loop !== options.loop) this.#player.loop(options.loop);
    if (before.muted !== options.muted) this.#player.muted(options.muted);
    if (before.volume !== options.volume) this.#player.volume(options.volume);
    if (before.poster !== options.poster) this.#player.poster(options.poster);
    if (before.label !== options.label) this.#player.el().setAttribute("aria-label", options.label);
    if (before.language !== options.language) {
      void playerLanguage(options.language).then((language) => {
        if (!this.#player.isDisposed()) this.#player.language(language);
      });
    }
    if (JSON.stringify(before.sources) !== JSON.stringify(options.sources)) this.#player.src(options.sources);
  }

  destroy(): void {
    this.#player.dispose();
  }
}
