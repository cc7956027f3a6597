import { expect, fixture, html, oneEvent, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import "../../elements/x-video";
import { liveInstances } from "../shared/live-instances";
import { captureConsole } from "../testing/console";
import { CAPTIONS, CLIP, playerVideo, videoJsRequested } from "./test-helpers";
import { part } from "../testing/parts";

type XVideo = HTMLElementTagNameMap["x-video"];

async function video(template: ReturnType<typeof html>): Promise<XVideo> {
  const el = await fixture<XVideo>(template);
  await el.updateComplete;
  return el;
}

/** Presses the facade's play button from the keyboard (a real key press: the browser lets it start sound). */
async function pressPlay(el: XVideo): Promise<void> {
  part(el, "play")!.focus();
  await sendKeys({ press: "Enter" });
}

const withClip = (attributes = "") =>
  `<x-video ${attributes}><video controls preload="none"><source src="${CLIP}" type="video/webm"><track kind="captions" src="${CAPTIONS}" srclang="en" label="English"></video></x-video>`;

async function fromHtml(markup: string): Promise<XVideo> {
  const box = await fixture<HTMLDivElement>(html`<div></div>`);
  box.innerHTML = markup;
  const el = box.querySelector("x-video")!;
  await customElements.whenDefined("x-video");
  await el.updateComplete;
  return el;
}

describe("x-video", () => {
  it("shows a facade (poster and a named play button) and loads no video.js until play is pressed", async () => {
    const el = await video(html`<x-video poster="/poster.svg" play-label="Play the clip"><video controls preload="none"></video></x-video>`);
    const button = part(el, "play")!;
    expect(button.tagName).to.equal("BUTTON");
    expect(button.getAttribute("aria-label")).to.equal("Play the clip");
    expect(part(el, "poster")!.getAttribute("src")).to.equal("/poster.svg");
    expect(part(el, "player")!.hidden).to.equal(true);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(videoJsRequested(), "video.js requested before play").to.equal(false);
    await expect(el).to.be.accessible();
  });

  it("takes the poster of the child video, and keeps the author's video in the light DOM", async () => {
    const el = await video(html`<x-video><video poster="/from-video.svg" preload="none"></video></x-video>`);
    expect(part(el, "poster")!.getAttribute("src")).to.equal("/from-video.svg");
    expect(el.querySelector(":scope > video")).to.not.equal(null);
  });

  it("plays on a press with x-play, pauses with x-pause, and fires nothing when attributes change", async () => {
    const el = await fromHtml(withClip());
    const played = oneEvent(el, "x-play");
    await pressPlay(el);
    const play = await played;
    expect(play.detail).to.have.property("currentTime");
    expect(videoJsRequested()).to.equal(true);
    await waitUntil(() => el.matches(":state(playing)"), "playing state");
    expect(part(el, "play")!.hidden).to.equal(true);
    expect(el.shadowRoot!.activeElement?.classList.contains("video-js"), "focus moves to the player").to.equal(true);
    const events: string[] = [];
    for (const name of ["x-play", "x-pause", "x-ended", "x-error"]) el.addEventListener(name, () => events.push(name));
    el.setAttribute("volume", "0.3");
    el.setAttribute("loop", "");
    el.setAttribute("controls", "false");
    await el.updateComplete;
    await waitUntil(() => playerVideo(el)!.volume === 0.3 && playerVideo(el)!.loop);
    expect(el.shadowRoot!.querySelector(".video-js")!.classList.contains("vjs-controls-disabled")).to.equal(true);
    expect(events).to.deep.equal([]);
    const paused = oneEvent(el, "x-pause");
    // video.js's hotkey: k plays and pauses while the player has focus.
    await sendKeys({ press: "k" });
    expect((await paused).detail.reason).to.equal("player");
    await waitUntil(() => !el.matches(":state(playing)"), "not playing");
  });

  it("is driven by play(), pause() and currentTime from a script, without taking focus", async () => {
    const el = await fromHtml(withClip());
    expect(el.paused, "on the facade").to.equal(true);
    el.currentTime = 1.5;
    expect(el.currentTime).to.equal(1.5);
    const played = oneEvent(el, "x-play");
    el.play();
    await played;
    expect(el.paused).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(null);
    await waitUntil(() => el.currentTime >= 1.5, "starts where it was set", { timeout: 4000 });
    const paused = oneEvent(el, "x-pause");
    el.pause();
    expect((await paused).detail.reason).to.equal("player");
    expect(el.paused).to.equal(true);
    el.currentTime = 0.5;
    await waitUntil(() => Math.abs(playerVideo(el)!.currentTime - 0.5) < 0.05, "seeks");
    expect(el.currentTime).to.be.closeTo(0.5, 0.05);
  });

  it("warns once and ignores a currentTime that is not a time", async () => {
    const log = captureConsole();
    try {
      const el = await fromHtml(withClip());
      el.currentTime = -3;
      expect(el.currentTime).to.equal(0);
      expect(log.warnings).to.deep.equal(["[x-video] currentTime: -3 is not a time in seconds (0 or more); ignored"]);
    } finally {
      log.restore();
    }
  });

  it("starts muted with muted", async () => {
    const el = await fromHtml(withClip("muted"));
    await pressPlay(el);
    await waitUntil(() => el.matches(":state(playing)"), "playing", { timeout: 4000 });
    expect(playerVideo(el)!.muted).to.equal(true);
  });

  it("plays a file from start to end (a media fragment on its address)", async () => {
    const el = await fromHtml(withClip('start="1" end="2"'));
    await pressPlay(el);
    await waitUntil(() => el.matches(":state(playing)"), "playing", { timeout: 4000 });
    const tech = playerVideo(el)!;
    expect(tech.currentSrc).to.match(/#t=1,2$/);
    expect(tech.currentTime).to.be.at.least(1);
    await waitUntil(() => tech.paused, "paused at the end", { timeout: 4000 });
    expect(tech.currentTime).to.be.closeTo(2, 0.3);
  });

  it("fires x-ended at the end", async () => {
    const el = await fromHtml(withClip());
    await pressPlay(el);
    await waitUntil(() => playerVideo(el) && playerVideo(el)!.readyState >= 1, "metadata", { timeout: 4000 });
    const tech = playerVideo(el)!;
    expect(tech.duration, "the clip tells its duration").to.be.closeTo(4, 0.3);
    const ended = oneEvent(el, "x-ended");
    tech.currentTime = tech.duration - 0.3;
    expect((await ended).detail.duration).to.be.closeTo(4, 0.3);
  });

  it("pauses when scrolled out of view (x-pause out-of-view) and does not resume when back", async () => {
    const el = await fromHtml(`<div style="height: 300vh">${withClip("pause-out-of-view")}</div>`);
    await pressPlay(el);
    await waitUntil(() => el.matches(":state(playing)"), "playing", { timeout: 4000 });
    const paused = oneEvent(el, "x-pause");
    window.scrollTo(0, document.documentElement.scrollHeight);
    expect((await paused).detail.reason).to.equal("out-of-view");
    el.scrollIntoView();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(playerVideo(el)!.paused).to.equal(true);
    window.scrollTo(0, 0);
  });

  it("shows captions with captions, and offers the child's tracks", async () => {
    const el = await fromHtml(withClip("captions"));
    await pressPlay(el);
    await waitUntil(() => playerVideo(el)?.textTracks.length === 1, "track offered");
    await waitUntil(() => playerVideo(el)!.textTracks[0]!.mode === "showing", "captions showing");
  });

  it("shows a readable error, warns once and fires x-error for a source that is not a video", async () => {
    const log = captureConsole();
    try {
      const el = await video(html`<x-video src="/not-a-video.webm"><video preload="none"></video></x-video>`);
      const failed = oneEvent(el, "x-error");
      await pressPlay(el);
      const { detail } = await failed;
      expect(detail.code).to.equal(4);
      expect(detail.message).to.be.a("string").and.not.equal("");
      await waitUntil(() => el.shadowRoot!.querySelector(".vjs-error-display .vjs-modal-dialog-content")?.textContent?.trim(), "error shown");
      expect(log.warnings).to.have.length(1);
      expect(log.warnings[0]).to.match(/^\[x-video\] media error 4: /);
    } finally {
      log.restore();
    }
  });

  it("says there is no source when there is none", async () => {
    const log = captureConsole();
    try {
      const el = await video(html`<x-video><p>No video</p></x-video>`);
      const failed = oneEvent(el, "x-error");
      await pressPlay(el);
      expect((await failed).detail.message).to.equal("No video source was given.");
      expect(log.warnings).to.deep.equal(["[x-video] media error 4: No video source was given."]);
    } finally {
      log.restore();
    }
  });

  it("loads the player in view with preload, without playing", async () => {
    const el = await fromHtml(withClip('preload="metadata"'));
    await waitUntil(() => el.matches(":state(loaded)"), "player loaded", { timeout: 4000 });
    expect(playerVideo(el)!.paused).to.equal(true);
  });

  it("ten videos on a page load video.js once", async function () {
    this.timeout(20_000); // ten players, each loading its clip's metadata
    // Small enough for all ten to be in view, where preload loads the player.
    const box = await fixture<HTMLDivElement>(html`<div style="display: grid; grid-template-columns: repeat(5, 120px)"></div>`);
    box.innerHTML = Array.from({ length: 10 }, () => withClip('preload="metadata"')).join("");
    const videos = [...box.querySelectorAll("x-video")];
    await waitUntil(() => videos.every((el) => el.matches(":state(loaded)")), "ten players loaded", { timeout: 8000 });
    // video.js's script and its stylesheet, each fetched once.
    const files = performance
      .getEntriesByType("resource")
      .filter((entry) => /video_+js|video\.js|video-js/.test(entry.name))
      .map((entry) => entry.name);
    expect(new Set(files).size, files.join("\n")).to.equal(files.length);
    expect(files.filter((name) => /\.js(\?|$)/.test(name))).to.have.length(1);
  });

  it("autoplays muted in view", async () => {
    const el = await fromHtml(withClip("autoplay"));
    await waitUntil(() => el.matches(":state(playing)"), "playing", { timeout: 4000 });
    expect(playerVideo(el)!.muted).to.equal(true);
  });

  it("disposes the player when removed", async () => {
    const el = await fromHtml(withClip('preload="auto"'));
    await waitUntil(() => el.matches(":state(loaded)"), "player loaded", { timeout: 4000 });
    const box = part(el, "player")!;
    expect(liveInstances()["video.js player"], "a player while it is on the page").to.be.at.least(1);
    el.remove();
    await waitUntil(() => box.childElementCount === 0 || !box.isConnected, "player disposed");
    await waitUntil(() => liveInstances()["video.js player"] === undefined, "no video.js player left");
  });
});
