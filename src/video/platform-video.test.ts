import { expect, fixture, html, oneEvent, waitUntil } from "@open-wc/testing";
import "../../elements/x-video";
import { liveInstances } from "../shared/live-instances";
import { captureConsole } from "../testing/console";
import { platformHosts } from "./platforms";
import { part } from "../testing/parts";

type XVideo = HTMLElementTagNameMap["x-video"];

/** How long a wait may take on a busy machine (the player's frame loads and answers): a bound, not a speed. */
const WAIT = { timeout: 5000 };

/*
 * The platforms' players are stood in for by the reference server's stand-in page, served here by the test
 * server: every address the element would ask of YouTube or Vimeo points at it, so that a request shows in the
 * page's resource timing and nothing leaves the machine.
 */
const STAND_IN = "/src/video/platform-stand-in.html";
const original = structuredClone(platformHosts);
before(() => {
  platformHosts.youtube = {
    embed: `${location.origin}${STAND_IN}?platform=youtube&v=`,
    thumbnail: "http://127.0.0.1:9/vi/",
    warm: ["http://127.0.0.1:1"],
  };
  platformHosts.vimeo = { embed: `${location.origin}${STAND_IN}?platform=vimeo&v=`, thumbnail: "", warm: ["http://127.0.0.1:2"] };
});
after(() => Object.assign(platformHosts, original));

const platformRequests = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => name.includes(STAND_IN) || name.includes("127.0.0.1:9") || name.includes("platform-player"));

async function video(template: ReturnType<typeof html>): Promise<XVideo> {
  const el = await fixture<XVideo>(template);
  await el.updateComplete;
  return el;
}

const iframe = (el: XVideo) => el.shadowRoot!.querySelector<HTMLIFrameElement>('iframe[part="iframe"]');
const params = (el: XVideo) => Object.fromEntries(new URL(iframe(el)!.src).searchParams);
const preconnects = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => link.href);

/**
 * A press of the facade's button. A click event, not a real key press: the key's release would go to the player's
 * iframe, which takes focus while it loads, and a browser command waiting on a loading frame can stall the run.
 */
function pressPlay(el: XVideo): void {
  part(el, "play")!.click();
}

describe("x-video with YouTube and Vimeo", () => {
  beforeEach(() => performance.clearResourceTimings());

  it("shows the facade with the page's poster and asks nothing of the platform before play", async () => {
    const el = await video(
      html`<x-video src="https://www.youtube.com/watch?v=aqz-KE-bpKQ" poster="/poster.svg" play-label="Play the film"
        ><a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">Watch on YouTube</a></x-video
      >`,
    );
    expect(part(el, "play")!.getAttribute("aria-label")).to.equal("Play the film");
    expect(part(el, "poster")!.getAttribute("src")).to.equal("/poster.svg");
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(iframe(el)).to.equal(null);
    expect(platformRequests()).to.deep.equal([]);
    expect(preconnects()).to.not.include("http://127.0.0.1:1/");
    await expect(el).to.be.accessible();
  });

  it("in a preview (data-x-elements-preview on the root), (before any other test warms the platform) a press and a hover load and ask nothing of the platform", async () => {
    document.documentElement.setAttribute("data-x-elements-preview", "");
    try {
      const el = await video(html`<x-video src="https://youtu.be/aqz-KE-bpKQ" poster="/poster.svg"></x-video>`);
      part(el, "play")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, composed: true }));
      pressPlay(el);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(iframe(el)).to.equal(null);
      expect(part(el, "play")!.hidden, "the facade stays").to.equal(false);
      expect(platformRequests()).to.deep.equal([]);
      expect(preconnects()).to.not.include("http://127.0.0.1:1/");
    } finally {
      document.documentElement.removeAttribute("data-x-elements-preview");
    }
  });

  it("has a neutral frame without a poster, and YouTube's picture only with platform-poster", async () => {
    const plain = await video(html`<x-video src="https://youtu.be/aqz-KE-bpKQ"></x-video>`);
    expect(part(plain, "poster")).to.equal(null);
    const pictured = await video(html`<x-video src="https://youtu.be/aqz-KE-bpKQ" platform-poster></x-video>`);
    expect(part(pictured, "poster")!.getAttribute("src")).to.equal("http://127.0.0.1:9/vi/aqz-KE-bpKQ/hqdefault.jpg");
  });

  it("preconnects to the platform on hover or focus of the play button, once", async () => {
    const el = await video(html`<x-video src="https://vimeo.com/76979871"></x-video>`);
    expect(preconnects()).to.not.include("http://127.0.0.1:2/");
    part(el, "play")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, composed: true }));
    expect(preconnects().filter((href) => href === "http://127.0.0.1:2/")).to.have.length(1);
    part(el, "play")!.focus();
    expect(preconnects().filter((href) => href === "http://127.0.0.1:2/")).to.have.length(1);
    expect(iframe(el), "a preconnect, not the player").to.equal(null);
    const other = await video(html`<x-video src="https://youtu.be/aqz-KE-bpKQ"></x-video>`);
    part(other, "play")!.focus();
    expect(preconnects()).to.include("http://127.0.0.1:1/");
  });

  it("on a press, plays YouTube's player in an iframe at once, with the options in its address, and focuses it", async () => {
    const el = await video(
      html`<x-video
        src="https://www.youtube.com/shorts/aqz-KE-bpKQ"
        start="30"
        end="75"
        muted
        loop
        controls="false"
        captions
        captions-language="fr"
        label="The film"
      ></x-video>`,
    );
    const played = oneEvent(el, "x-play");
    pressPlay(el);
    await waitUntil(() => iframe(el), "iframe", WAIT);
    expect(params(el)).to.deep.include({
      v: "aqz-KE-bpKQ",
      autoplay: "1",
      enablejsapi: "1",
      start: "30",
      end: "75",
      mute: "1",
      loop: "1",
      playlist: "aqz-KE-bpKQ",
      controls: "0",
      cc_load_policy: "1",
      cc_lang_pref: "fr",
      origin: location.origin,
    });
    expect(iframe(el)!.title).to.equal("The film");
    expect(iframe(el)!.allow).to.include("autoplay");
    // The iframe is in the page as the player loads; focus moves to it once the player is in place, a render later.
    await waitUntil(() => el.shadowRoot!.activeElement === iframe(el), "the player takes focus", WAIT);
    await played;
    await waitUntil(() => el.matches(":state(playing)"), "playing", WAIT);
    expect(part(el, "play")!.hidden).to.equal(true);
  });

  it("plays Vimeo's player by platform and video-id, and pauses it out of view with pause-out-of-view", async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div style="height: 300vh"><x-video platform="vimeo" video-id="76979871" pause-out-of-view></x-video></div>`,
    );
    const el = box.querySelector("x-video")!;
    await el.updateComplete;
    pressPlay(el);
    await waitUntil(() => el.matches(":state(playing)"), "playing", { timeout: 4000 });
    expect(params(el)).to.deep.include({ v: "76979871", autoplay: "1", dnt: "1" });
    const paused = oneEvent(el, "x-pause");
    window.scrollTo(0, document.documentElement.scrollHeight);
    expect((await paused).detail.reason).to.equal("out-of-view");
    expect(el.paused).to.equal(true);
    window.scrollTo(0, 0);
  });

  it("pauses YouTube's player out of view too (its pauseVideo command)", async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div style="height: 300vh"><x-video src="https://youtu.be/aqz-KE-bpKQ" pause-out-of-view></x-video></div>`,
    );
    const el = box.querySelector("x-video")!;
    await el.updateComplete;
    pressPlay(el);
    await waitUntil(() => el.matches(":state(playing)"), "playing", { timeout: 4000 });
    const paused = oneEvent(el, "x-pause");
    window.scrollTo(0, document.documentElement.scrollHeight);
    expect((await paused).detail.reason).to.equal("out-of-view");
    window.scrollTo(0, 0);
  });

  for (const src of ["https://youtu.be/aqz-KE-bpKQ", "https://vimeo.com/76979871"]) {
    it(`is driven by play(), pause() and currentTime: ${src}`, async () => {
      const el = await video(html`<x-video src=${src}></x-video>`);
      expect(el.paused, "on the facade").to.equal(true);
      el.currentTime = 12;
      expect(el.currentTime).to.equal(12);
      const played = oneEvent(el, "x-play");
      el.play();
      await played;
      expect(el.paused).to.equal(false);
      expect(el.shadowRoot!.activeElement, "a script's play() leaves focus where it is").to.equal(null);
      await waitUntil(() => el.currentTime >= 12, "starts where it was set", WAIT);
      const paused = oneEvent(el, "x-pause");
      el.pause();
      expect((await paused).detail.reason).to.equal("player");
      expect(el.paused).to.equal(true);
      el.currentTime = 3;
      await waitUntil(() => el.currentTime < 4, "seeks", WAIT);
    });
  }

  it("warns once for a video id the platform does not use, and plays nothing", async () => {
    const log = captureConsole();
    try {
      const el = await video(html`<x-video platform="youtube" video-id="short"></x-video>`);
      expect(log.warnings).to.deep.equal([
        '[x-video] attribute "video-id": "short" is not a YouTube id (11 letters, digits, - or _); there is no video to play',
      ]);
      expect(iframe(el)).to.equal(null);
    } finally {
      log.restore();
    }
  });

  it("removes the player with the element", async () => {
    const el = await video(html`<x-video src="https://youtu.be/aqz-KE-bpKQ"></x-video>`);
    pressPlay(el);
    await waitUntil(() => iframe(el), "iframe", WAIT);
    expect(liveInstances()["platform player"]).to.be.at.least(1);
    el.remove();
    await waitUntil(() => liveInstances()["platform player"] === undefined, "no platform player left", WAIT);
  });
});
