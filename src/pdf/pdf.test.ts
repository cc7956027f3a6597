import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import sinon from "sinon";
import "../../elements/x-pdf";
import { liveInstances } from "../shared/live-instances";
import { captureConsole } from "../testing/console";
import { pdfjsRequested, SAMPLE } from "./test-helpers";
import { stubFetch } from "../testing/fetch";
import { part, parts } from "../testing/parts";

type XPdf = HTMLElementTagNameMap["x-pdf"];

async function pdf(template: ReturnType<typeof html>): Promise<XPdf> {
  const el = await fixture<XPdf>(template);
  await el.updateComplete;
  return el;
}

const ready = (el: XPdf) => waitUntil(() => el.matches(":state(ready)"), "document shown", { timeout: 4000 });
const status = (el: XPdf) => parts(el, "status")[0]!.textContent;

describe("x-pdf", () => {
  afterEach(() => sinon.restore());

  describe('viewer="browser"', () => {
    it("embeds the PDF with its open parameters in an iframe named by label", async () => {
      const el = await pdf(
        html`<x-pdf src="/docs/guide.pdf" page="2" open-params='{"zoom":50,"pagemode":"none"}' label="Guide"
          ><a href="/docs/guide.pdf">Download</a></x-pdf
        >`,
      );
      const frame = part(el, "frame") as HTMLIFrameElement;
      expect(frame.getAttribute("src")).to.equal("/docs/guide.pdf#page=2&zoom=50&pagemode=none");
      expect(frame.title).to.equal("Guide");
      el.removeAttribute("page");
      await el.updateComplete;
      expect(frame.getAttribute("src")).to.equal("/docs/guide.pdf#zoom=50&pagemode=none");
    });

    describe('the page\'s viewer setting, <meta name="x-pdf-viewer-url">', () => {
      let meta: HTMLMetaElement;
      beforeEach(() => {
        meta = Object.assign(document.createElement("meta"), { name: "x-pdf-viewer-url", content: "/pdfjs/web/viewer.html" });
        document.head.append(meta);
      });
      afterEach(() => meta.remove());

      it("opens every PDF of the page in that hosted viewer; an element's own viewer-url wins", async () => {
        const plain = await pdf(html`<x-pdf src="/docs/a.pdf" page="2"><a href="/docs/a.pdf">Download</a></x-pdf>`);
        expect(part(plain, "frame")!.getAttribute("src")).to.equal("/pdfjs/web/viewer.html?file=%2Fdocs%2Fa.pdf#page=2");
        const own = await pdf(html`<x-pdf src="/docs/a.pdf" viewer-url="/other/viewer.html"><a href="/docs/a.pdf">Download</a></x-pdf>`);
        expect(part(own, "frame")!.getAttribute("src")).to.equal("/other/viewer.html?file=%2Fdocs%2Fa.pdf#");
      });

      it("ignores a setting that is no web address, with one warning naming it", async () => {
        meta.content = "javascript:alert(1)";
        const log = captureConsole();
        try {
          const el = await pdf(html`<x-pdf src="/docs/a.pdf"><a href="/docs/a.pdf">Download</a></x-pdf>`);
          await waitUntil(() => log.warnings.length > 0, "warned");
          expect(part(el, "frame")!.getAttribute("src")).to.equal("/docs/a.pdf");
          expect(log.warnings).to.deep.equal([
            '[x-pdf] <meta name="x-pdf-viewer-url">: "javascript:alert(1)" is not an http, https, blob or relative URL; it is ignored',
          ]);
        } finally {
          log.restore();
        }
      });
    });

    it("keeps the page's own download link below the browser's viewer, inside the element's box", async () => {
      const el = await pdf(html`<x-pdf src="/docs/guide.pdf" height="400px"><a href="/docs/guide.pdf">Read it here, or download it</a></x-pdf>`);
      const link = el.querySelector("a")!;
      const frame = part(el, "frame")!.getBoundingClientRect();
      const linkBox = link.getBoundingClientRect();
      expect(linkBox.height, "the link is rendered").to.be.greaterThan(0);
      expect(linkBox.top, "below the frame").to.be.at.least(frame.bottom - 0.5);
      expect(linkBox.bottom, "inside the element's box").to.be.at.most(el.getBoundingClientRect().bottom + 0.5);
      expect(el.getBoundingClientRect().height).to.equal(400);
      await expect(el).to.be.accessible();
    });

    it("opens a hosted PDF.js viewer as viewer-url?file=<src>#<parameters>", async () => {
      const el = await pdf(html`<x-pdf src="/docs/a b.pdf" viewer-url="/pdfjs/web/viewer.html" page="3"><a href="/a.pdf">Download</a></x-pdf>`);
      expect(part(el, "frame")!.getAttribute("src")).to.equal("/pdfjs/web/viewer.html?file=%2Fdocs%2Fa%20b.pdf#page=3");
    });

    it("without a PDF viewer, logs the specification's message and offers the download", async () => {
      sinon.stub(navigator, "pdfViewerEnabled").get(() => false);
      const log = captureConsole();
      try {
        const el = await pdf(html`<x-pdf src="/docs/guide.pdf"><a href="/docs/guide.pdf">Download</a></x-pdf>`);
        await waitUntil(() => log.errors.length > 0, "logged");
        const fallback = part(el, "fallback")!;
        expect(fallback.textContent).to.equal("This browser does not support inline PDFs. Please download the PDF to view it: Download PDF");
        expect(fallback.querySelector("a")!.getAttribute("href")).to.equal("/docs/guide.pdf");
        expect(log.errors).to.deep.equal(["[x-pdf] This browser does not support embedded PDFs"]);
        await expect(el).to.be.accessible();
      } finally {
        log.restore();
      }
    });
  });

  it("takes the height it is given (600px by default); a bad length warns, and the property and the box fall back", async () => {
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    box.innerHTML = `<x-pdf src="/docs/guide.pdf" height="30rem"><a href="/docs/guide.pdf">Download</a></x-pdf><x-pdf src="/docs/guide.pdf"><a href="/docs/guide.pdf">Download</a></x-pdf>`;
    const [sized, plain] = [...box.querySelectorAll<XPdf>("x-pdf")] as [XPdf, XPdf];
    await Promise.all([sized.updateComplete, plain.updateComplete]);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(sized.getBoundingClientRect().height).to.equal(30 * rem);
    expect(plain.getBoundingClientRect().height).to.equal(600);
    const log = captureConsole();
    try {
      sized.setAttribute("height", "tall");
      await sized.updateComplete;
      expect(sized.height).to.equal("600px");
      expect(sized.getBoundingClientRect().height).to.equal(600);
      expect(log.warnings).to.have.length(1);
      expect(log.warnings[0]).to.match(/^\[x-pdf\] attribute "height": "tall" is not a CSS length/);
    } finally {
      log.restore();
    }
  });

  it("logs 'URL is not valid' for a src that cannot be a URL, and keeps its fallback", async () => {
    const log = captureConsole();
    try {
      const el = await pdf(html`<x-pdf src="http://[bad"><a href="/x.pdf">Download</a></x-pdf>`);
      await waitUntil(() => log.errors.length > 0, "logged");
      expect(log.errors).to.deep.equal(["[x-pdf] URL is not valid"]);
      expect(el.shadowRoot!.querySelector("slot")).to.not.equal(null);
    } finally {
      log.restore();
    }
  });

  it("logs 'URL is not valid' for a src that is no web address (javascript:, data:), and shows no frame", async () => {
    for (const bad of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>"]) {
      const log = captureConsole();
      try {
        const el = await pdf(html`<x-pdf src=${bad}><a href="/x.pdf">Download</a></x-pdf>`);
        await waitUntil(() => log.errors.length > 0, "logged");
        expect(log.errors, bad).to.deep.equal(["[x-pdf] URL is not valid"]);
        expect(el.shadowRoot!.querySelector("iframe"), bad).to.equal(null);
      } finally {
        log.restore();
      }
    }
  });

  describe('viewer="built-in"', () => {
    it("loads pdf.js only in view, then renders pages with a text layer", async () => {
      const el = await pdf(
        html`<x-pdf style="margin-top: 300vh" src=${SAMPLE} viewer="built-in" label="Field guide"><a href="/x.pdf">Download</a></x-pdf>`,
      );
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(pdfjsRequested(), "pdf.js requested before the element is in view").to.equal(false);
      el.scrollIntoView();
      await ready(el);
      expect(pdfjsRequested()).to.equal(true);
      expect(parts(el, "page")).to.have.length(4);
      expect(status(el)).to.equal("Page 1 of 4");
      await waitUntil(() => parts(el, "page")[0]!.hasAttribute("data-drawn"), "first page drawn", { timeout: 4000 });
      expect(parts(el, "page")[0]!.querySelector(".textLayer")!.textContent).to.contain("Field guide to the demo");
      await expect(el).to.be.accessible();
    });

    it("gives each page its size as it adds it: the document does not grow or shrink in a later frame", async () => {
      const el = await pdf(html`<x-pdf style="margin-top: 300vh" src=${SAMPLE} viewer="built-in"><a href="/x.pdf">Download</a></x-pdf>`);
      // The size each page box has when it is added (a mutation record comes before any frame can draw it).
      const sizesAdded: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.part.contains("page")) sizesAdded.push(`${node.style.width} × ${node.style.height}`);
      });
      observer.observe(part(el, "pages")!, { childList: true });
      el.scrollIntoView();
      await ready(el);
      observer.disconnect();
      const sizes = parts(el, "page").map((page) => `${page.style.width} × ${page.style.height}`);
      expect(sizes).to.have.length(4);
      expect(sizesAdded).to.deep.equal(sizes);
    });

    it("offers a download in its toolbar, and keeps the page's own link below the pages", async () => {
      const el = await pdf(html`<x-pdf src=${SAMPLE} viewer="built-in"><a href="/x.pdf">Read it here, or download it</a></x-pdf>`);
      await ready(el);
      const download = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="toolbar"] a[download]')!;
      expect(download, "a download link in the toolbar").to.not.equal(null);
      expect(download.getAttribute("href")).to.equal(SAMPLE);
      expect(download.textContent).to.equal("Download");
      expect(download.getBoundingClientRect().width).to.be.greaterThan(0);
      const link = el.querySelector("a")!.getBoundingClientRect();
      const pages = part(el, "pages")!.getBoundingClientRect();
      expect(link.height, "the page's link is rendered").to.be.greaterThan(0);
      expect(link.top, "below the pages").to.be.at.least(pages.bottom - 0.5);
      expect(link.bottom, "inside the element's box").to.be.at.most(el.getBoundingClientRect().bottom + 0.5);
      await expect(el).to.be.accessible();
    });

    it("pages with buttons and keys (x-page-change), zooms, and opens at page without an event", async () => {
      const el = await pdf(html`<x-pdf src=${SAMPLE} viewer="built-in" page="2"><a href="/x.pdf">Download</a></x-pdf>`);
      const changes: number[] = [];
      el.addEventListener("x-page-change", (event) => changes.push(event.detail.page));
      await ready(el);
      await waitUntil(() => status(el) === "Page 2 of 4", "opened at page 2");
      await waitUntil(() => parts(el, "page")[1]!.querySelector(".textLayer")?.textContent?.includes("lighthouse"), "page 2's text", {
        timeout: 4000,
      });
      const [previous, next, zoomOut, zoomIn] = parts(el, "button");
      next!.click();
      await waitUntil(() => status(el) === "Page 3 of 4");
      previous!.click();
      await waitUntil(() => status(el) === "Page 2 of 4");
      part(el, "pages")!.focus();
      await sendKeys({ press: "PageDown" });
      await waitUntil(() => status(el) === "Page 3 of 4");
      await sendKeys({ press: "End" });
      await waitUntil(() => status(el) === "Page 4 of 4");
      expect(next!.hasAttribute("disabled")).to.equal(true);
      const width = parts(el, "page")[0]!.getBoundingClientRect().width;
      zoomIn!.click();
      await waitUntil(() => parts(el, "page")[0]!.getBoundingClientRect().width > width, "zoomed in");
      zoomOut!.click();
      await waitUntil(() => Math.abs(parts(el, "page")[0]!.getBoundingClientRect().width - width) < 1, "zoomed out");
      expect(changes).to.deep.equal([3, 2, 3, 4]);
      el.setAttribute("page", "1");
      await waitUntil(() => status(el) === "Page 1 of 4");
      expect(changes, "no event for the attribute").to.deep.equal([3, 2, 3, 4]);
    });

    for (const [title, answer] of [
      ["is not found", new Response("Not found", { status: 404 })],
      ["is not a PDF", new Response("<html>hello</html>", { headers: { "content-type": "text/html" } })],
    ] as const) {
      it(`shows the download link when the PDF ${title}`, async () => {
        stubFetch(() => answer);
        const log = captureConsole();
        try {
          const el = await pdf(html`<x-pdf src="/missing.pdf" viewer="built-in"><a href="/x.pdf">Download</a></x-pdf>`);
          await waitUntil(() => el.matches(":state(failed)"), "failed", { timeout: 4000 });
          expect(part(el, "fallback")!.textContent).to.equal(
            "This browser does not support inline PDFs. Please download the PDF to view it: Download PDF",
          );
          expect(log.errors.length).to.equal(1);
          expect(log.errors[0]).to.match(/^\[x-pdf\] the PDF "\/missing.pdf" could not be shown/);
        } finally {
          log.restore();
        }
      });
    }

    it("closes the document when removed", async () => {
      const el = await pdf(html`<x-pdf src=${SAMPLE} viewer="built-in"><a href="/x.pdf">Download</a></x-pdf>`);
      await ready(el);
      const pages = part(el, "pages")!;
      const pdfjs = () => [liveInstances()["pdf.js document"] ?? 0, liveInstances()["pdf.js worker"] ?? 0];
      expect(pdfjs(), "a document and its worker while it is on the page").to.deep.equal([1, 1]);
      el.remove();
      await waitUntil(() => pages.childElementCount === 0 || !pages.isConnected, "pages removed");
      await waitUntil(() => pdfjs().every((count) => count === 0), "no pdf.js document or worker left");
    });
  });
});
