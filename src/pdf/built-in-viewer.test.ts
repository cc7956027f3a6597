import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import sinon from "sinon";
import "../../elements/x-pdf";
import { SAMPLE } from "./test-helpers";
import { stubFetch } from "../testing/fetch";
import { part, parts } from "../testing/parts";

type XPdf = HTMLElementTagNameMap["x-pdf"];

const ready = (el: XPdf) => waitUntil(() => el.matches(":state(ready)"), "document shown", { timeout: 4000 });
const firstPageDrawn = (el: XPdf) => waitUntil(() => parts(el, "page")[0]?.hasAttribute("data-drawn"), "first page drawn", { timeout: 4000 });
const pixels = (el: XPdf) => {
  const canvas = parts(el, "page")[0]!.querySelector("canvas")!;
  return canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
};

describe("x-pdf's built-in viewer", () => {
  afterEach(() => document.documentElement.removeAttribute("dir"));

  it("draws the document in its own direction in a right-to-left page: the same pixels as in a left-to-right one", async () => {
    document.documentElement.dir = "rtl";
    const box = await fixture<HTMLElement>(html`
      <div>
        <x-pdf style="width: 400px" src=${SAMPLE} viewer="built-in"></x-pdf>
        <div dir="ltr"><x-pdf style="width: 400px" src=${SAMPLE} viewer="built-in"></x-pdf></div>
      </div>
    `);
    const [rtl, ltr] = [...box.querySelectorAll<XPdf>("x-pdf")] as [XPdf, XPdf];
    await Promise.all([firstPageDrawn(rtl), firstPageDrawn(ltr)]);
    expect(getComputedStyle(rtl).direction, "the page runs right to left").to.equal("rtl");
    const [drawn, reference] = [pixels(rtl), pixels(ltr)];
    expect(drawn.length).to.equal(reference.length);
    const differing = drawn.filter((value, index) => value !== reference[index]).length;
    expect(differing, "channels drawn differently").to.equal(0);
  });

  it("lays the text layer out as in a left-to-right page", async () => {
    document.documentElement.dir = "rtl";
    const el = await fixture<XPdf>(html`<x-pdf style="width: 400px" src=${SAMPLE} viewer="built-in"></x-pdf>`);
    await firstPageDrawn(el);
    const page = parts(el, "page")[0]!;
    expect(getComputedStyle(page.querySelector(".textLayer")!).direction).to.equal("ltr");
  });

  it("downloads the PDF under the file name of its URL, instead of leaving the page for it", async () => {
    const names: Record<string, string> = {
      "/docs/field%20guide.pdf?v=2#page=3": "field guide.pdf",
      "https://example.com/files/report-2024.pdf": "report-2024.pdf",
      "/docs/": "",
    };
    for (const [src, name] of Object.entries(names)) {
      const el = await fixture<XPdf>(html`<x-pdf src=${src} viewer="built-in"></x-pdf>`);
      await el.updateComplete;
      const download = part(el, "download") as HTMLAnchorElement;
      expect(download.getAttribute("download"), src).to.equal(name);
      expect(download.getAttribute("href")).to.equal(src);
    }
  });

  it("saves a PDF of another site from the copy it shows, under its file name, instead of leaving the page for it", async () => {
    const bytes = await (await fetch(SAMPLE)).arrayBuffer();
    const network = stubFetch(() => new Response(bytes.slice(0), { headers: { "content-type": "application/pdf" } }));
    const saved: string[] = [];
    const click = sinon.stub(HTMLAnchorElement.prototype, "click").callsFake(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.protocol}`);
    });
    let leftThePage = false;
    // Last to hear the click: a link whose click nothing prevented would take the test page away.
    const stay = (event: MouseEvent) => {
      leftThePage ||= !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", stay);
    try {
      const el = await fixture<XPdf>(html`<x-pdf src="https://cdn.example.com/files/field-guide.pdf" viewer="built-in"></x-pdf>`);
      await ready(el);
      part(el, "download")!.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true, cancelable: true }));
      await waitUntil(() => saved.length > 0, "a copy saved", { timeout: 4000 });
      expect(leftThePage, "the click would have left the page").to.equal(false);
      expect(saved).to.deep.equal(["field-guide.pdf blob:"]);
    } finally {
      window.removeEventListener("click", stay);
      click.restore();
      network.restore();
    }
  });

  it("keeps previous, page and next together, and zoom out, zoom and zoom in together, in a 360 px wide toolbar", async () => {
    for (const language of ["en", "de", "ar"]) {
      const el = await fixture<XPdf>(html`<x-pdf lang=${language} style="width: 360px" src=${SAMPLE} viewer="built-in"></x-pdf>`);
      el.scrollIntoView(); // the viewer loads its document in view
      await ready(el);
      const toolbar = part(el, "toolbar")!;
      expect(toolbar.getBoundingClientRect().width).to.be.at.most(360);
      const [previous, next, zoomOut, zoomIn] = parts(el, "button");
      const [page, zoom] = parts(el, "status");
      const line = (node: HTMLElement) => Math.round(node.getBoundingClientRect().top + node.getBoundingClientRect().height / 2);
      expect(
        [page, next].map((node) => line(node!)),
        `${language}: paging`,
      ).to.deep.equal([line(previous!), line(previous!)]);
      expect(
        [zoom, zoomIn].map((node) => line(node!)),
        `${language}: zoom`,
      ).to.deep.equal([line(zoomOut!), line(zoomOut!)]);
      for (const node of [previous, next, zoomOut, zoomIn, page, zoom])
        expect(node!.getBoundingClientRect().right, `${language}: inside the toolbar`).to.be.at.most(toolbar.getBoundingClientRect().right + 0.5);
    }
  });
});
