// A stand-in for YouTube's and Vimeo's embedded players, so that the demo and its tests run without the internet:
// the page an x-video's iframe loads after play, speaking the part of each platform's postMessage API the element
// uses. It "plays" a clock: no video. The platform is the one whose address it answers for (YouTube's /embed/…,
// Vimeo's /video/…), or ?platform=.
const params = new URLSearchParams(location.search);
const platform = params.get("platform") ?? (location.pathname.includes("/embed/") ? "youtube" : "vimeo");
const DURATION = 60;
const status = document.querySelector("output") ?? document.body.appendChild(document.createElement("output"));

let offset = Number(params.get("start") ?? /t=(\d+)s?/.exec(location.hash)?.[1] ?? 0);
let since = null;
const listened = new Set();

const time = () => Math.min(DURATION, offset + (since === null ? 0 : (performance.now() - since) / 1000));

function post(message) {
  parent.postMessage(platform === "youtube" ? JSON.stringify(message) : message, "*");
}

function report(vimeoEvent, youtubeState) {
  const seconds = time();
  status.textContent = `${platform} stand-in: ${since === null ? "paused" : "playing"} at ${seconds.toFixed(1)} s`;
  if (platform === "youtube") {
    post({
      event: "infoDelivery",
      info: { currentTime: seconds, duration: DURATION, ...(youtubeState === undefined ? {} : { playerState: youtubeState }) },
    });
    if (youtubeState !== undefined) post({ event: "onStateChange", info: youtubeState });
  } else if (listened.has(vimeoEvent)) {
    post({ event: vimeoEvent, data: { seconds, duration: DURATION, percent: seconds / DURATION } });
  }
}

function play() {
  if (since !== null) return;
  since = performance.now();
  report("play", 1);
}

function pause() {
  if (since === null) return;
  offset = time();
  since = null;
  report("pause", 2);
}

function seek(seconds) {
  offset = Number(seconds) || 0;
  if (since !== null) since = performance.now();
  report("timeupdate");
}

window.addEventListener("message", (event) => {
  let data = event.data;
  if (typeof data === "string") {
    try {
      data = JSON.parse(data);
    } catch {
      return;
    }
  }
  if (!data || typeof data !== "object") return;
  if (platform === "youtube") {
    if (data.event === "listening") {
      post({ event: "onReady", info: null });
      report();
    } else if (data.event === "command") {
      if (data.func === "playVideo") play();
      else if (data.func === "pauseVideo") pause();
      else if (data.func === "seekTo") seek(data.args?.[0]);
    }
  } else if (data.method === "addEventListener") listened.add(data.value);
  else if (data.method === "getPaused") post({ method: "getPaused", value: since === null });
  else if (data.method === "play") play();
  else if (data.method === "pause") pause();
  else if (data.method === "setCurrentTime") seek(data.value);
});

setInterval(() => {
  if (since !== null) report("timeupdate");
}, 250);

if (platform === "vimeo") post({ event: "ready" });
if (params.get("autoplay") === "1") play();
