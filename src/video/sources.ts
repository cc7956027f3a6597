/*
 * What the player plays, read from the element: the `src` attribute, or the author's <video> (its src, its
 * <source>s and <track>s), which is also the no-JavaScript fallback and stays untouched in the light DOM.
 */

export interface Source {
  src: string;
  type?: string | undefined;
}

export interface Track {
  src: string;
  kind: string;
  srclang: string;
  label: string;
  default: boolean;
}

/** A media type from a file's extension, for a `src` attribute given without one. */
export function typeOf(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return extension
    ? { mp4: "video/mp4", m4v: "video/mp4", webm: "video/webm", ogv: "video/ogg", ogg: "video/ogg", mov: "video/quicktime" }[extension]
    : undefined;
}

/** The author's <video>, if there is one among the element's children. */
export function authorVideo(host: Element): HTMLVideoElement | null {
  return host.querySelector(":scope > video");
}

export function readSources(host: Element, src: string): Source[] {
  if (src.trim()) return [{ src: src.trim(), type: typeOf(src.trim()) }];
  const video = authorVideo(host);
  if (!video) return [];
  const own = video.getAttribute("src");
  if (own) return [{ src: video.src, type: typeOf(own) }];
  return [...video.querySelectorAll("source")]
    .filter((source) => source.getAttribute("src"))
    .map((source) => ({ src: source.src, type: source.getAttribute("type") || typeOf(source.src) }));
}

export function readTracks(host: Element): Track[] {
  return [...(authorVideo(host)?.querySelectorAll("track") ?? [])]
    .filter((track) => track.getAttribute("src"))
    .map((track) => ({
      src: track.src,
      kind: track.kind || "subtitles",
      srclang: track.srclang,
      label: track.label || track.srclang || "Captions",
      default: track.default,
    }));
}

/**
 * The tracks with `captions` on: the first captions or subtitles track shows from the start, unless the author
 * made one the default already.
 */
export function withCaptions(tracks: Track[], captions: boolean): Track[] {
  if (!captions || tracks.some((track) => track.default)) return tracks;
  const first = tracks.findIndex((track) => track.kind === "captions" || track.kind === "subtitles");
  return tracks.map((track, index) => (index === first ? { ...track, default: true } : track));
}

/**
 * The sources played from `start` to `end` (seconds; null: to the end), as a media fragment on each address
 * (`#t=10,20`), which the browser's player honours: it starts there and pauses there. An address that has a
 * fragment of its own keeps it.
 */
export function withTimeRange(sources: Source[], start: number, end: number | null): Source[] {
  if (start <= 0 && end === null) return sources;
  const range = `#t=${start > 0 ? start : 0}${end === null ? "" : `,${end}`}`;
  return sources.map((source) => (source.src.includes("#") ? source : { ...source, src: source.src + range }));
}

/** The poster: the attribute, or the author's <video poster>. */
export function readPoster(host: Element, poster: string): string {
  return poster.trim() || authorVideo(host)?.getAttribute("poster") || "";
}

/** Readable messages for the media error codes (HTMLMediaElement's MediaError), for the console and x-error. */
const MESSAGES: Record<number, string> = {
  1: "The video download was cancelled.",
  2: "A network error stopped the video download.",
  3: "The video is corrupt or uses features the browser does not support.",
  4: "The video could not be loaded: the server or network failed, or the format is not supported.",
  5: "The video is encrypted and cannot be decrypted.",
};

export const NO_SOURCE_MESSAGE = "No video source was given.";

export function errorMessage(code: number, message?: string | null): string {
  return message?.trim() || MESSAGES[code] || "The video could not be played.";
}
