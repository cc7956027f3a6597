import clipDataUrl from "../../demo/media/clip.webm?inline";
import captionsDataUrl from "../../demo/media/clip.en.vtt?inline";

/** A data: URL as a same-origin blob: URL (the test server answers media files with modules). */
function blobUrl(dataUrl: string): string {
  const [head, data] = dataUrl.split(",", 2) as [string, string];
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? "application/octet-stream";
  const bytes = head.endsWith(";base64") ? Uint8Array.from(atob(data), (c) => c.charCodeAt(0)) : new TextEncoder().encode(decodeURIComponent(data));
  return URL.createObjectURL(new Blob([bytes], { type }));
}

/** The demo's clip (4 s of VP8 in WebM) and its captions, as URLs the test page can load. */
export const CLIP = blobUrl(clipDataUrl);
export const CAPTIONS = blobUrl(captionsDataUrl);

/** The player's <video> (video.js's tech), once loaded. */
export const playerVideo = (el: Element) => el.shadowRoot!.querySelector<HTMLVideoElement>("video.vjs-tech");

export const videoJsRequested = () => performance.getEntriesByType("resource").some((entry) => /video_+js|video\.js|video-js/.test(entry.name));
