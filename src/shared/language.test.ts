import { expect, fixture, html } from "@open-wc/testing";
import { elementLanguage, watchLanguage } from "./language";

describe("elementLanguage", () => {
  it("is the element's lang, else the nearest ancestor's, written as Intl writes it", async () => {
    const block = await fixture(
      html`<div lang="PL">
        <p><span></span></p>
        <p lang="ar-eg"></p>
      </div>`,
    );
    expect(elementLanguage(block.querySelector("span")!)).to.equal("pl");
    expect(elementLanguage(block.querySelector("[lang='ar-eg']")!)).to.equal("ar-EG");
  });

  it('is "" without a lang, with lang="", and with a lang that is no language tag', async () => {
    const block = await fixture(html`<div><span></span><i lang=""></i><b lang="en_US"></b></div>`);
    expect(elementLanguage(block.querySelector("span")!)).to.equal("");
    expect(elementLanguage(block.querySelector("i")!)).to.equal("");
    expect(elementLanguage(block.querySelector("b")!)).to.equal("");
  });

  it("crosses shadow roots to the host's language", async () => {
    const host = await fixture(html`<div lang="pl"></div>`);
    const inner = document.createElement("span");
    host.attachShadow({ mode: "open" }).append(inner);
    expect(elementLanguage(inner)).to.equal("pl");
  });
});

describe("watchLanguage", () => {
  it("tells each change of the element's language, from its own lang or an ancestor's, until unwatched", async () => {
    const block = await fixture(html`<div lang="en"><span></span></div>`);
    const span = block.querySelector("span")!;
    const told: string[] = [];
    const stop = watchLanguage(span, (language) => told.push(language));
    const settled = () => new Promise((resolve) => setTimeout(resolve)); // mutation records arrive as microtasks
    block.setAttribute("lang", "pl");
    await settled();
    block.setAttribute("title", "not a language"); // no record: only lang attributes are watched
    span.setAttribute("lang", "pl"); // the same language: nothing to tell
    await settled();
    span.setAttribute("lang", "ar");
    await settled();
    stop();
    span.setAttribute("lang", "de");
    await settled();
    expect(told).to.deep.equal(["pl", "ar"]);
  });

  it("tells every listener of the same element (an element's texts of several kinds each watch it)", async () => {
    const block = await fixture(html`<div lang="pl"><span></span></div>`);
    const span = block.querySelector("span")!;
    const [first, second]: string[][] = [[], []];
    const stops = [watchLanguage(span, (language) => first.push(language)), watchLanguage(span, (language) => second.push(language))];
    block.setAttribute("lang", "ar");
    await new Promise((resolve) => setTimeout(resolve));
    for (const stop of stops) stop();
    expect([first, second]).to.deep.equal([["ar"], ["ar"]]);
  });
});
