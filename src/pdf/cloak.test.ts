import { expect } from "@open-wc/testing";
import { blankBelowFallback, withoutJavaScript } from "../testing/without-javascript";
import cloak from "./pdf.cloak.css?inline";

describe("x-pdf cloak", () => {
  it("without JavaScript reserves no blank box: the download link takes its own height, with or without a height", async () => {
    const { frame, doc } = await withoutJavaScript(
      cloak,
      `<x-pdf src="/guide.pdf"><a href="/guide.pdf">Download the field guide (PDF, 4 pages)</a></x-pdf>` +
        `<x-pdf src="/guide.pdf" height="32rem"><a href="/guide.pdf">Download the field guide (PDF, 4 pages)</a></x-pdf>`,
    );
    try {
      for (const pdf of doc.querySelectorAll("x-pdf")) {
        expect(pdf.getBoundingClientRect().height, "not the 600 px of a viewer").to.be.below(100);
        expect(blankBelowFallback(pdf)).to.be.at.most(1);
      }
    } finally {
      frame.remove();
    }
  });
});
