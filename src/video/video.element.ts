import { attr, declare, event, method, property, writableProperty } from "../define/declare";
import { PLATFORMS } from "./platforms";

export default declare({
  tag: "x-video",
  summary:
    "A video on video.js, or on YouTube or Vimeo, behind a light facade (poster and play button); the player loads on the first press of play.",
  description:
    "A YouTube or Vimeo address in src (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, vimeo.com/…), or a platform and video-id, plays in the platform's player in an iframe (YouTube's from youtube-nocookie.com, Vimeo's with dnt=1) that starts at once; nothing is asked of the platform before the visitor presses play (hovering or focusing the button preconnects to it), and the poster is the page's own (platform-poster opts in to YouTube's picture). Its methods and properties work for either kind of video. The element's own content is its fallback without JavaScript: a link to the video.",
  attributes: {
    src: attr.url("", {
      use: "media",
      description:
        "The video's URL (a file, or a YouTube or Vimeo address); absent: the sources of the child <video> (its src or <source> elements), or platform and video-id.",
    }),
    platform: attr.enum(PLATFORMS, "youtube", { description: "With video-id: the platform the video is on, youtube or vimeo." }),
    videoId: attr.string("", {
      pattern: /^[A-Za-z0-9_-]*$/,
      problem: "is not a video id (letters, digits, - and _)",
      description: "The video's id on its platform (YouTube: dQw4w9WgXcQ; Vimeo: 76979871), instead of an address in src.",
    }),
    start: attr.number(0, {
      min: 0,
      description:
        "Start this many seconds in (0: the beginning, or a YouTube or Vimeo address's own t=); a file's address gets a media fragment (#t=).",
    }),
    end: attr.optionalNumber({
      min: 0,
      description: "Stop this many seconds in (a file: a media fragment; YouTube too; not Vimeo); absent: at the end.",
    }),
    muted: attr.boolean(false, { description: "Start without sound." }),
    captionsLanguage: attr.string("", {
      pattern: /^(?:[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)?$/,
      problem: "is not a language tag (en, pt-BR)",
      description: "YouTube and Vimeo: the captions' language (en, pt-BR); absent: YouTube's choice, or with captions the page's language.",
    }),
    platformPoster: attr.boolean(false, {
      description:
        "YouTube: show YouTube's picture of the video on the facade when there is no poster (a request to i.ytimg.com before any press). Off: a neutral frame.",
    }),
    poster: attr.url("", {
      use: "media",
      accepts: "image",
      description: "Image shown on the facade and before playback; absent: the child <video>'s poster.",
    }),
    pauseOutOfView: attr.boolean(false, {
      description: "Pause when less than half of the video is visible (scrolled away). It never resumes by itself.",
    }),
    autoplay: attr.boolean(false, {
      description:
        "Start muted once the video is in view, unless the visitor asks for reduced motion (then the facade waits for a press). Not for YouTube and Vimeo, which wait for a press.",
    }),
    loop: attr.boolean(false, { description: "Start again at the end." }),
    controls: attr.boolean(true, { description: "Show the player's controls." }),
    captions: attr.boolean(false, {
      description:
        "Show captions from the start: the first captions or subtitles track of the child <video> (its <track>s are always offered), or the platform's.",
    }),
    volume: attr.number(1, { min: 0, max: 1, description: "Start volume, 0 to 1." }),
    preload: attr.enum(["none", "metadata", "auto"], "none", {
      description:
        'When the player loads: "none", on the first press of play; "metadata" or "auto", as soon as the video is in view. YouTube and Vimeo always wait for a press.',
    }),
    label: attr.string("", { description: "The player's accessible name; absent: \"Video\" in the language of the element's text." }),
    playLabel: attr.string("", { description: "The play button's accessible name; absent: \"Play video\" in the language of the element's text." }),
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
  methods: {
    play: method<() => void>({ description: "Plays; on the facade, loads the player first (as a press of play does, without moving focus)." }),
    pause: method<() => void>({ description: "Pauses (nothing on the facade)." }),
  },
  properties: {
    currentTime: writableProperty<number>({
      type: "number",
      default: 0,
      description:
        "Seconds from the start, as the player last told; set it to seek (before the player loads: where it starts). A value that is not 0 or more warns and is ignored.",
    }),
    paused: property<boolean>({ type: "boolean", default: true, description: "Whether the video is not playing (true on the facade)." }),
  },
  slots: {},
  parts: {
    play: "The facade's play button (poster and icon), shown until the player loads.",
    poster: "The poster image on the facade.",
    player: "The box of the player (video.js's, or the platform's iframe).",
    iframe: "The platform's player (YouTube or Vimeo), once play is pressed.",
  },
  cssProperties: {
    "--x-video-aspect-ratio": "Aspect ratio of the box (reserved before the upgrade too). Default 16 / 9.",
    "--x-video-background": "Background behind the poster and the video.",
    "--x-video-play-color": "Colour of the facade's play button.",
  },
  states: { playing: "Set while the video plays.", loaded: "Set once the player has loaded." },
  wordpress: { block: { title: "Click-to-play video", icon: "video-alt3", keywords: ["video", "youtube", "vimeo", "player"] } },
  demo: "/media.html",
  examples: [
    {
      title: "A video with captions, pausing out of view",
      html: `<x-video pause-out-of-view captions poster="/media/clip-poster.svg"><video controls preload="none" width="640" height="360" poster="/media/clip-poster.svg"><source src="/media/clip.webm" type="video/webm"><track kind="captions" src="/media/clip.en.vtt" srclang="en" label="English"><a href="/media/clip.webm">Download the video</a></video></x-video>`,
    },
    {
      title: "From a src attribute, looping, without controls",
      html: `<x-video src="/media/clip.webm" loop controls="false" volume="0.5" label="Looping clip" play-label="Play the looping clip"><a href="/media/clip.webm">Download the clip</a></x-video>`,
      acts: [
        { call: "pause", fires: [], reads: { paused: true, currentTime: 0 } },
        { call: "play", fires: [] },
      ],
    },
    {
      title: "A YouTube video from 30 seconds in, with captions (nothing loads from YouTube before play)",
      html: `<x-video src="https://www.youtube.com/watch?v=aqz-KE-bpKQ" start="30" captions captions-language="en" poster="/media/clip-poster.svg" label="Big Buck Bunny" play-label="Play Big Buck Bunny"><a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">Watch Big Buck Bunny on YouTube</a></x-video>`,
    },
    {
      title: "A Vimeo video by id, muted and looping",
      html: `<x-video platform="vimeo" video-id="76979871" muted loop label="The New Vimeo Player" play-label="Play the video"><a href="https://vimeo.com/76979871">Watch on Vimeo</a></x-video>`,
    },
  ],
});
