import { attr, declare, event } from "../define/declare";

export default declare({
  tag: "x-video",
  summary: "A video on video.js behind a light facade (poster and play button); the player loads on the first press of play.",
  attributes: {
    src: attr.url("", { description: "The video's URL; absent: the sources of the child <video> (its src or <source> elements)." }),
    poster: attr.url("", {
      accepts: "image",
      description: "Image shown on the facade and before playback; absent: the child <video>'s poster.",
    }),
    pauseOutOfView: attr.boolean(false, {
      description: "Pause when less than half of the video is visible (scrolled away). It never resumes by itself.",
    }),
    autoplay: attr.boolean(false, {
      description: "Start muted once the video is in view, unless the visitor asks for reduced motion (then the facade waits for a press).",
    }),
    loop: attr.boolean(false, { description: "Start again at the end." }),
    controls: attr.boolean(true, { description: "Show the player's controls." }),
    captions: attr.boolean(false, {
      description: "Show the first captions or subtitles track of the child <video> from the start (its <track>s are always offered).",
    }),
    volume: attr.number(1, { min: 0, max: 1, description: "Start volume, 0 to 1." }),
    preload: attr.enum(["none", "metadata", "auto"], "none", {
      description: 'When the player loads: "none", on the first press of play; "metadata" or "auto", as soon as the video is in view.',
    }),
    label: attr.string("Video", { description: "The player's accessible name." }),
    playLabel: attr.string("Play video", { description: "The play button's accessible name (translate it here)." }),
  },
  events: {
    "x-play": event<{ currentTime: number }>("Playback started or resumed (by the visitor, autoplay or a script)."),
    "x-pause": event<{ currentTime: number; reason: "player" | "out-of-view" }>(
      "Playback paused: by the visitor or a script (reason player), or scrolled out of view (reason out-of-view).",
    ),
    "x-ended": event<{ duration: number }>("Playback reached the end (not fired while looping)."),
    "x-error": event<{ code: number; message: string }>(
      "A media error once the visitor pressed play: no or missing source, unsupported format, network failure. An error met while preloading or autoplaying shows in the player and is logged, without this event.",
    ),
  },
  slots: {},
  parts: {
    play: "The facade's play button (poster and icon), shown until the player loads.",
    poster: "The poster image on the facade.",
    player: "The box of the video.js player.",
  },
  cssProperties: {
    "--x-video-aspect-ratio": "Aspect ratio of the box (reserved before the upgrade too). Default 16 / 9.",
    "--x-video-background": "Background behind the poster and the video.",
    "--x-video-play-color": "Colour of the facade's play button.",
  },
  states: { playing: "Set while the video plays.", loaded: "Set once the player has loaded." },
  demo: "/media.html",
  examples: [
    {
      title: "A video with captions, pausing out of view",
      html: `<x-video pause-out-of-view captions poster="/media/clip-poster.svg"><video controls preload="none" width="640" height="360" poster="/media/clip-poster.svg"><source src="/media/clip.webm" type="video/webm"><track kind="captions" src="/media/clip.en.vtt" srclang="en" label="English"><a href="/media/clip.webm">Download the video</a></video></x-video>`,
    },
    {
      title: "From a src attribute, looping, without controls",
      html: `<x-video src="/media/clip.webm" loop controls="false" volume="0.5" label="Looping clip" play-label="Play the looping clip"><a href="/media/clip.webm">Download the clip</a></x-video>`,
    },
  ],
});
