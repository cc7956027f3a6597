import { expect } from "@open-wc/testing";
import { withoutJavaScript } from "../testing/without-javascript";
import cloak from "./skill-bar.cloak.css?inline";

describe("x-skill-bar cloak", () => {
  it("without JavaScript a vertical bar reserves no blank column: its text takes the box a horizontal bar's does", async () => {
    const { frame, doc } = await withoutJavaScript(
      cloak,
      `<x-skill-bar orientation="vertical" percent="64" label="Returning visitors">Returning visitors 64%</x-skill-bar>` +
        `<x-skill-bar percent="64" label="Returning visitors">Returning visitors 64%</x-skill-bar>`,
    );
    try {
      const [vertical, horizontal] = [...doc.querySelectorAll<HTMLElement>("x-skill-bar")] as [HTMLElement, HTMLElement];
      // Not the vertical track's 10rem (160 px): the text's line and the thin strip of a horizontal track.
      expect(vertical.getBoundingClientRect().height).to.equal(horizontal.getBoundingClientRect().height);
      expect(vertical.getBoundingClientRect().height).to.be.below(60);
    } finally {
      frame.remove();
    }
  });
});
