import { expect } from "@open-wc/testing";
import { blankBelowFallback, withoutJavaScript } from "../testing/without-javascript";
import cloak from "./video.cloak.css?inline";

describe("x-video cloak", () => {
  it("without JavaScript a link alone takes its own height on the page's background; a <video> of the page keeps the 16:9 box", async () => {
    const { frame, doc } = await withoutJavaScript(
      cloak,
      `<x-video src="/clip.webm"><a href="/clip.webm">Download the demo clip (WebM)</a></x-video>` +
        `<x-video><video controls><source src="/clip.webm" type="video/webm"></video></x-video>`,
    );
    try {
      const [linkOnly, withVideo] = [...doc.querySelectorAll<HTMLElement>("x-video")] as [HTMLElement, HTMLElement];
      expect(linkOnly.getBoundingClientRect().height, "not a 16:9 box").to.be.below(100);
      expect(blankBelowFallback(linkOnly)).to.be.at.most(1);
      expect(getComputedStyle(linkOnly).backgroundColor, "the link is not on black").to.equal("rgba(0, 0, 0, 0)");
      const box = withVideo.getBoundingClientRect();
      expect(box.width).to.equal(360);
      expect(box.height).to.be.closeTo((360 * 9) / 16, 0.5);
      expect(withVideo.querySelector("video")!.getBoundingClientRect().height, "the video fills it").to.be.closeTo(box.height, 0.5);
    } finally {
      frame.remove();
    }
  });
});
