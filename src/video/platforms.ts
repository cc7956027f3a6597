/*
 * Videos hosted on YouTube or Vimeo: which video an address or an id names, and the address of the platform's
 * embedded player with the element's options. Pure: no DOM, no request. Nothing here is fetched before the visitor
 * presses play; the element builds the iframe only then.
 */

export const PLATFORMS = ["youtube", "vimeo"] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface PlatformVideo {
  platform: Platform;
  id: string;
  /** Vimeo's privacy hash of an unlisted video (vimeo.com/123/abcdef). */
  hash?: string;
  /** A start time written in the address (YouTube's t=1m30s, Vimeo's #t=90s), in seconds. */
  start?: number;
}

/**
 * Where each platform's player and pictures come from. The embed base is followed by the video's id; the warm
 * origins are preconnected when the play button is hovered or focused. Tests point these at a local stand-in.
 */
export const platformHosts: Record<Platform, { embed: string; thumbnail: string; warm: string[] }> = {
  // YouTube's privacy-enhanced mode: no cookie until the visitor plays the video.
  youtube: {
    embed: "https://www.youtube-nocookie.com/embed/",
    thumbnail: "https://i.ytimg.com/vi/",
    warm: ["https://www.youtube-nocookie.com", "https://www.google.com"],
  },
  vimeo: {
    embed: "https://player.vimeo.com/video/",
    thumbnail: "",
    warm: ["https://player.vimeo.com", "https://i.vimeocdn.com", "https://f.vimeocdn.com"],
  },
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;

/** Whether an id is one the platform gives its videos (YouTube: 11 letters, digits, - or _; Vimeo: digits). */
export function isVideoId(platform: Platform, id: string): boolean {
  return (platform === "youtube" ? YOUTUBE_ID : VIMEO_ID).test(id);
}

/** `90`, `90s`, `1m30s`, `1h2m3s` → seconds; undefined for anything else. */
export function parseTimestamp(raw: string | null | undefined): number | undefined {
  const match = raw ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw.trim()) : null;
  if (!match || !raw?.trim()) return undefined;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/**
 * The YouTube or Vimeo video an address names: youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…,
 * /embed/…, /live/…, vimeo.com/123, vimeo.com/123/hash, player.vimeo.com/video/123. Null for any other address.
 */
export function parsePlatformUrl(src: string): PlatformVideo | null {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null; // relative: the site's own file
  }
  const host = url.hostname.replace(/^(?:www\.|m\.)/, "");
  const withStart = (video: PlatformVideo, start: number | undefined): PlatformVideo => (start === undefined ? video : { ...video, start });
  if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "youtu.be") {
    const id =
      host === "youtu.be"
        ? url.pathname.split("/")[1]
        : url.pathname === "/watch"
          ? url.searchParams.get("v")
          : /^\/(?:shorts|embed|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1];
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return withStart({ platform: "youtube", id }, parseTimestamp(url.searchParams.get("t") ?? url.searchParams.get("start")));
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const match = /^\/(?:video\/)?(\d+)(?:\/([0-9a-f]+))?\/?$/.exec(url.pathname);
    if (!match?.[1]) return null;
    const hash = match[2] ?? url.searchParams.get("h") ?? undefined;
    const video: PlatformVideo = hash ? { platform: "vimeo", id: match[1], hash } : { platform: "vimeo", id: match[1] };
    return withStart(video, parseTimestamp(/(?:^#|&)t=([^&]+)/.exec(url.hash)?.[1]));
  }
  return null;
}

export interface EmbedOptions {
  /** Seconds; 0 from the beginning (or the address's own start time). */
  start: number;
  /** Seconds; null to the end. YouTube only. */
  end: number | null;
  muted: boolean;
  loop: boolean;
  controls: boolean;
  captions: boolean;
  /** The captions' language (BCP 47); "" the platform's choice. */
  captionsLanguage: string;
  /** The page's origin, which YouTube's player checks the messages of its API against. */
  origin: string;
}

/**
 * The address of the platform's player for the video, starting to play at once (the visitor pressed play) and
 * listening to the element's messages (pause, play, seek). YouTube's from youtube-nocookie.com.
 */
export function embedUrl(video: PlatformVideo, options: EmbedOptions): string {
  const url = new URL(platformHosts[video.platform].embed + encodeURIComponent(video.id));
  const set = (name: string, value: string | number) => url.searchParams.set(name, String(value));
  const start = Math.floor(options.start || video.start || 0);
  set("autoplay", 1);
  if (video.platform === "youtube") {
    set("playsinline", 1);
    set("enablejsapi", 1);
    set("origin", options.origin);
    // Related videos from the same channel only.
    set("rel", 0);
    if (start > 0) set("start", start);
    if (options.end !== null) set("end", Math.ceil(options.end));
    if (options.muted) set("mute", 1);
    // YouTube loops a single video only as a playlist of that video.
    if (options.loop) {
      set("loop", 1);
      set("playlist", video.id);
    }
    if (!options.controls) set("controls", 0);
    if (options.captions) set("cc_load_policy", 1);
    if (options.captionsLanguage) set("cc_lang_pref", options.captionsLanguage);
  } else {
    if (video.hash) set("h", video.hash);
    // Vimeo's do-not-track mode: no session data or cookies.
    set("dnt", 1);
    if (options.muted) set("muted", 1);
    if (options.loop) set("loop", 1);
    if (!options.controls) set("controls", 0);
    if (options.captions && options.captionsLanguage) set("texttrack", options.captionsLanguage);
    if (start > 0) url.hash = `t=${start}s`;
  }
  return url.href;
}

/** The platform's own picture of the video, for the facade when the page opts in (YouTube only; "" otherwise). */
export function thumbnailUrl(video: PlatformVideo): string {
  const base = platformHosts[video.platform].thumbnail;
  return base ? `${base}${encodeURIComponent(video.id)}/hqdefault.jpg` : "";
}

/**
 * The platform video an element names: a YouTube or Vimeo address in src, else platform + videoId. `problem` says
 * why a video id was not taken (the element then has no platform video).
 */
export function platformVideoOf(src: string, platform: Platform, videoId: string): { video: PlatformVideo | null; problem?: string } {
  if (src.trim()) return { video: parsePlatformUrl(src) };
  if (!videoId) return { video: null };
  if (!isVideoId(platform, videoId)) {
    return {
      video: null,
      problem: `attribute "video-id": ${JSON.stringify(videoId)} is not a ${platform === "youtube" ? "YouTube id (11 letters, digits, - or _)" : "Vimeo id (digits)"}; there is no video to play`,
    };
  }
  return { video: { platform, id: videoId } };
}
