import { useEffect, useMemo } from "react";
import type { Logger } from "../shared/log";
import type { ElementProps } from "../define/declare";
import type declaration from "./video.element";
import type { PlayerOptions } from "./player";
import { embedUrl, platformVideoOf, thumbnailUrl, type PlatformVideo } from "./platforms";
import { readPoster, readSources, readTracks, withCaptions, withTimeRange } from "./sources";

export interface VideoSource {
  /** The platform's video (YouTube, Vimeo), or null for a file. */
  platformVideo: PlatformVideo | null;
  /** Which video this is: another one puts the facade back. */
  videoKey: string;
  posterUrl: string;
  /** The file player's options. */
  options: PlayerOptions;
  /** The platform player's address, the options in it (null for a file). */
  embed: () => string | null;
}

/** What the element plays, read from its attributes and children: a platform's video or files, and how. */
export function useVideoSource(props: ElementProps<typeof declaration>, label: string, language: string, log: Logger): VideoSource {
  const { src, platform, videoId, start, end, muted, captionsLanguage, platformPoster } = props;
  const { poster, loop, controls, captions, volume, host } = props;

  const { video: platformVideo, problem } = useMemo(() => platformVideoOf(src, platform, videoId), [src, platform, videoId]);
  const videoKey = platformVideo ? `${platformVideo.platform}:${platformVideo.id}:${platformVideo.hash ?? ""}` : "file";
  useEffect(() => {
    if (problem) log.warn(problem);
  }, [problem, log]);

  const posterUrl = readPoster(host, poster) || (platformPoster && platformVideo ? thumbnailUrl(platformVideo) : "");

  const options = useMemo<PlayerOptions>(
    () => ({
      sources: withTimeRange(readSources(host, src), start, end),
      tracks: withCaptions(readTracks(host), captions),
      poster: posterUrl,
      controls,
      loop,
      muted,
      volume,
      label,
      language,
    }),
    [host, src, start, end, captions, posterUrl, controls, loop, muted, volume, label, language],
  );
  const embed = () =>
    platformVideo &&
    embedUrl(platformVideo, {
      start,
      end,
      muted,
      loop,
      controls,
      captions,
      captionsLanguage: captionsLanguage || (captions ? (host.closest("[lang]")?.getAttribute("lang") ?? "") : ""),
      origin: location.origin,
    });
  return { platformVideo, videoKey, posterUrl, options, embed };
}
