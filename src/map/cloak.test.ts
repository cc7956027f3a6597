import { expect } from "@open-wc/testing";
import { blankBelowFallback, withoutJavaScript } from "../testing/without-javascript";
import cloak from "./map.cloak.css?inline";

describe("x-map cloak", () => {
  it("without JavaScript reserves no blank box: the fallback link takes its own height", async () => {
    const { frame, doc } = await withoutJavaScript(
      cloak,
      `<x-map lat="48.5" lng="6"><a href="https://www.openstreetmap.org/#map=4/48.5/6">Map of Europe on OpenStreetMap</a></x-map>`,
    );
    try {
      const map = doc.querySelector("x-map")!;
      expect(map.getBoundingClientRect().height, "not the 400 px of a map").to.be.below(100);
      expect(blankBelowFallback(map)).to.be.at.most(1);
      expect(getComputedStyle(map.firstElementChild!).visibility).to.equal("visible");
    } finally {
      frame.remove();
    }
  });
});
