import { expect, fixture, html } from "@open-wc/testing";
import "../../elements/x-pdf";
import { captureConsole } from "../testing/console";

import { allowHosts } from "../testing/allowed-hosts";
import { part } from "../testing/parts";

type XPdf = HTMLElementTagNameMap["x-pdf"];

async function pdf(viewerUrl: string): Promise<XPdf> {
  const el = await fixture<XPdf>(html`<x-pdf src="/docs/a.pdf" viewer="browser" viewer-url=${viewerUrl}><a href="/docs/a.pdf">Download</a></x-pdf>`);
  await el.updateComplete;
  return el;
}

/** The addresses of the frames the element opens. */
const frames = (el: XPdf) => [...el.shadowRoot!.querySelectorAll("iframe")].map((frame) => frame.getAttribute("src"));

/**
 * The test server under another origin of this machine (127.0.0.1 for localhost, and the reverse): a host the page
 * does not own, whose frame still never leaves the machine.
 */
const otherHost = `${location.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1"}:${location.port}`;

/** What a visitor's browser does with a viewer-url on a host the page does not allow, and with one it allows. */
describe("x-pdf and the hosts the page allows", () => {
  let log: ReturnType<typeof captureConsole>;
  beforeEach(() => (log = captureConsole()));
  afterEach(() => log.restore());

  it('a viewer-url on another host: viewer="browser" opens the PDF in the browser\'s own viewer, no frame of that host, with one warning', async () => {
    const el = await pdf("https://evil.example/pdfjs/web/viewer.html");
    expect(frames(el)).to.deep.equal(["/docs/a.pdf"]);
    expect(el.viewerUrl).to.equal("");
    expect(log.warnings).to.deep.equal([
      '[x-pdf] attribute "viewer-url": "https://evil.example/pdfjs/web/viewer.html" is refused: a frame on evil.example, a host this page does not allow (allowed: this site, a host of <meta name="x-elements-allowed-hosts">)',
    ]);
  });

  it("a viewer-url on this site's own origin opens the hosted viewer, without a warning", async () => {
    const el = await pdf(`${location.origin}/pdfjs/web/viewer.html`);
    expect(frames(el)).to.deep.equal([`${location.origin}/pdfjs/web/viewer.html?file=%2Fdocs%2Fa.pdf#`]);
    expect(log.warnings).to.deep.equal([]);
  });

  it("a viewer-url on a host of the head's <meta name=x-elements-allowed-hosts> opens that hosted viewer, without a warning", async () => {
    const forget = allowHosts(otherHost);
    try {
      const el = await pdf(`http://${otherHost}/pdfjs/web/viewer.html`);
      expect(part(el, "frame")!.getAttribute("src")).to.equal(`http://${otherHost}/pdfjs/web/viewer.html?file=%2Fdocs%2Fa.pdf#`);
      expect(log.warnings).to.deep.equal([]);
    } finally {
      forget();
    }
  });

  it("the same viewer-url without that meta is refused: the test server under another origin is another host", async () => {
    const el = await pdf(`http://${otherHost}/pdfjs/web/viewer.html`);
    expect(frames(el)).to.deep.equal(["/docs/a.pdf"]);
    expect(log.warnings).to.have.length(1);
    expect(log.warnings[0]).to.include(
      `[x-pdf] attribute "viewer-url": "http://${otherHost}/pdfjs/web/viewer.html" is refused: a frame on ${otherHost}, `,
    );
  });

  describe('the page\'s viewer setting, <meta name="x-pdf-viewer-url">', () => {
    const pageViewer = (where: HTMLElement, content: string) => {
      const meta = Object.assign(document.createElement("meta"), { name: "x-pdf-viewer-url", content });
      where.append(meta);
      return () => meta.remove();
    };
    const plainPdf = async () => {
      const el = await fixture<XPdf>(html`<x-pdf src="/docs/a.pdf" viewer="browser"><a href="/docs/a.pdf">Download</a></x-pdf>`);
      await el.updateComplete;
      return el;
    };

    it("in the body (where a CMS's authors write) it is not read: no frame of its host, nothing to warn", async () => {
      const forget = pageViewer(document.body, "https://evil.example/viewer.html");
      try {
        expect(frames(await plainPdf())).to.deep.equal(["/docs/a.pdf"]);
        expect(log.warnings).to.deep.equal([]);
      } finally {
        forget();
      }
    });

    it("in the head, on a host the page does not allow: ignored with one warning, the browser's own viewer", async () => {
      const forget = pageViewer(document.head, "https://evil.example/head-viewer.html");
      try {
        expect(frames(await plainPdf())).to.deep.equal(["/docs/a.pdf"]);
        expect(frames(await plainPdf())).to.deep.equal(["/docs/a.pdf"]);
        expect(log.warnings).to.deep.equal([
          '[x-pdf] <meta name="x-pdf-viewer-url">: "https://evil.example/head-viewer.html" is a frame on evil.example, a host this page does not allow; it is ignored',
        ]);
      } finally {
        forget();
      }
    });
  });
});
