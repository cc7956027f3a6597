import { expect } from "@open-wc/testing";
import { browserViewerUrl, hostedViewerUrl, isValidUrl, openParamsFragment } from "./open-params";

describe("x-pdf open parameters", () => {
  it("writes page first, fdf last, the rest in order, encoded", () => {
    expect(openParamsFragment({ zoom: 50, pagemode: "none" }, 3)).to.equal("page=3&zoom=50&pagemode=none");
    expect(openParamsFragment({ fdf: "a b.fdf", search: "x&y", page: 9 }, null)).to.equal("page=9&search=x%26y&fdf=a%20b.fdf");
    expect(openParamsFragment({ highlight: "1,2,3,4" }, null)).to.equal("page=1&highlight=1%2C2%2C3%2C4");
    expect(openParamsFragment({}, null)).to.equal("");
  });

  it("builds the browser's and a hosted viewer's URL", () => {
    expect(browserViewerUrl("/a.pdf", "page=2")).to.equal("/a.pdf#page=2");
    expect(browserViewerUrl("/a.pdf#old", "")).to.equal("/a.pdf#old");
    expect(hostedViewerUrl("/pdfjs/web/viewer.html", "/docs/a b.pdf", "page=2")).to.equal("/pdfjs/web/viewer.html?file=%2Fdocs%2Fa%20b.pdf#page=2");
  });

  it("tells a URL from what cannot be one", () => {
    expect(isValidUrl("/a.pdf")).to.equal(true);
    expect(isValidUrl("http://[bad")).to.equal(false);
    expect(isValidUrl(" javascript:alert(1)")).to.equal(false);
    expect(isValidUrl("data:application/pdf;base64,JVBER")).to.equal(false);
    expect(isValidUrl("  ")).to.equal(false);
  });
});
