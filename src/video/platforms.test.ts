import { expect } from "@open-wc/testing";
import { embedUrl, parsePlatformUrl, platformVideoOf, type EmbedOptions } from "./platforms";

const plain: EmbedOptions = {
  start: 0,
  end: null,
  muted: false,
  loop: false,
  controls: true,
  captions: false,
  captionsLanguage: "",
  origin: "https://example.com",
};
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("platform videos", () => {
  it("reads YouTube's addresses: watch, youtu.be, shorts, embed, with a t= start", () => {
    expect(parsePlatformUrl("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).to.deep.equal({ platform: "youtube", id: "aqz-KE-bpKQ" });
    expect(parsePlatformUrl("https://youtu.be/aqz-KE-bpKQ?t=90")).to.deep.equal({ platform: "youtube", id: "aqz-KE-bpKQ", start: 90 });
    expect(parsePlatformUrl("https://youtube.com/shorts/aqz-KE-bpKQ")).to.deep.equal({ platform: "youtube", id: "aqz-KE-bpKQ" });
    expect(parsePlatformUrl("https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=1m30s")).to.deep.equal({
      platform: "youtube",
      id: "aqz-KE-bpKQ",
      start: 90,
    });
    expect(parsePlatformUrl("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ")).to.deep.equal({ platform: "youtube", id: "aqz-KE-bpKQ" });
  });

  it("reads Vimeo's addresses, with an unlisted video's hash and a #t= start", () => {
    expect(parsePlatformUrl("https://vimeo.com/76979871")).to.deep.equal({ platform: "vimeo", id: "76979871" });
    expect(parsePlatformUrl("https://vimeo.com/76979871/8272103f6e#t=45s")).to.deep.equal({
      platform: "vimeo",
      id: "76979871",
      hash: "8272103f6e",
      start: 45,
    });
    expect(parsePlatformUrl("https://player.vimeo.com/video/76979871?h=8272103f6e")).to.deep.equal({
      platform: "vimeo",
      id: "76979871",
      hash: "8272103f6e",
    });
  });

  it("takes no other address for a platform video: files, channels, other hosts", () => {
    for (const src of [
      "/media/clip.webm",
      "https://example.com/watch?v=aqz-KE-bpKQ",
      "https://www.youtube.com/@channel",
      "https://vimeo.com/channels/staffpicks",
    ]) {
      expect(parsePlatformUrl(src), src).to.equal(null);
    }
  });

  it("takes a platform and a video id, and says why a malformed id is not one", () => {
    expect(platformVideoOf("", "vimeo", "76979871").video).to.deep.equal({ platform: "vimeo", id: "76979871" });
    expect(platformVideoOf("", "youtube", "aqz-KE-bpKQ").video).to.deep.equal({ platform: "youtube", id: "aqz-KE-bpKQ" });
    const bad = platformVideoOf("", "vimeo", "abc");
    expect(bad.video).to.equal(null);
    expect(bad.problem).to.match(/^attribute "video-id": "abc" is not a Vimeo id/);
  });

  it("plays YouTube from youtube-nocookie.com at once, with its API on, and the options as YouTube names them", () => {
    const video = { platform: "youtube", id: "aqz-KE-bpKQ" } as const;
    const bare = new URL(embedUrl(video, plain));
    expect(bare.origin + bare.pathname).to.equal("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    expect(query(bare.href)).to.deep.equal({ autoplay: "1", playsinline: "1", enablejsapi: "1", origin: "https://example.com", rel: "0" });
    const full = query(
      embedUrl(video, { ...plain, start: 30.6, end: 75.2, muted: true, loop: true, controls: false, captions: true, captionsLanguage: "fr" }),
    );
    expect(full).to.include({
      start: "30",
      end: "76",
      mute: "1",
      loop: "1",
      playlist: "aqz-KE-bpKQ",
      controls: "0",
      cc_load_policy: "1",
      cc_lang_pref: "fr",
    });
  });

  it("plays Vimeo at once without tracking, with the options as Vimeo names them", () => {
    const url = new URL(
      embedUrl(
        { platform: "vimeo", id: "76979871", hash: "8272103f6e" },
        { ...plain, start: 45, muted: true, loop: true, controls: false, captions: true, captionsLanguage: "de" },
      ),
    );
    expect(url.origin + url.pathname).to.equal("https://player.vimeo.com/video/76979871");
    expect(query(url.href)).to.deep.equal({ autoplay: "1", h: "8272103f6e", dnt: "1", muted: "1", loop: "1", controls: "0", texttrack: "de" });
    expect(url.hash).to.equal("#t=45s");
  });

  it("starts where the address says unless start says otherwise", () => {
    const video = { platform: "youtube", id: "aqz-KE-bpKQ", start: 90 } as const;
    expect(query(embedUrl(video, plain))["start"]).to.equal("90");
    expect(query(embedUrl(video, { ...plain, start: 10 }))["start"]).to.equal("10");
  });
});
