import { expect, fixture, html } from "@open-wc/testing";
import { emulateMedia } from "@web/test-runner-commands";
import "../../elements/x-feature-box";
import { captureConsole } from "../testing/console";
import { nextFrame, scrollTopTo, until } from "../testing/scroll";
import { installFakeTimers } from "../testing/fake-clock";
import { part } from "../testing/parts";

type FeatureBox = HTMLElementTagNameMap["x-feature-box"];

const content = '<span slot="graphic" aria-hidden="true">1</span><h3>Sign up</h3><p>It takes a minute.</p>';

/** A box a screen and a half down the page, once it knows where it is. */
async function belowTheFold(attributes: Record<string, string>): Promise<FeatureBox> {
  const page = await fixture(
    html`<div>
      <div style="height: 150vh"></div>
      <x-feature-box .innerHTML=${content}></x-feature-box>
      <div style="height: 150vh"></div>
    </div>`,
  );
  const el = page.querySelector<FeatureBox>("x-feature-box")!;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await el.updateComplete;
  return el;
}

const graphicState = (el: FeatureBox) => part(el, "graphic")!.dataset["state"];

describe("x-feature-box", () => {
  afterEach(() => scrollTo(0, 0));

  it("puts the graphic in the start column and the text beside it", async () => {
    const page = await fixture(html`<div style="width: 400px"><x-feature-box .innerHTML=${content}></x-feature-box></div>`);
    const el = page.querySelector<FeatureBox>("x-feature-box")!;
    await el.updateComplete;
    const box = el.getBoundingClientRect();
    const graphic = el.querySelector("[slot=graphic]")!.getBoundingClientRect();
    const heading = el.querySelector("h3")!.getBoundingClientRect();
    expect(graphic.left - box.left).to.equal(20); // centred in a 3rem column
    expect(heading.left - box.left).to.equal(48 + 16);
    expect(box.height).to.be.at.least(48);
    await expect(el).to.be.accessible();
  });

  it("plays the graphic's animation after its delay once its top crosses graphic-animation-offset, once", async () => {
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const el = await belowTheFold({ "graphic-animation": "zoom", "graphic-animation-delay": "150", "graphic-animation-offset": "60%" });
      await until(() => graphicState(el) === "exit");
      const graphic = part(el, "graphic")!;
      expect(getComputedStyle(graphic).opacity).to.equal("0");
      await scrollTopTo(el, 65);
      expect(graphicState(el)).to.equal("exit");
      await scrollTopTo(el, 55);
      await until(() => graphicState(el) === "entering");
      await nextFrame();
      expect(getComputedStyle(graphic).transitionDelay).to.equal("0.15s, 0.15s");
      await clock.tickAsync(150 + 750);
      await until(() => graphicState(el) === "enter");
      await scrollTopTo(el, 90);
      expect(graphicState(el)).to.equal("enter");
    } finally {
      clock.restore();
    }
  });

  it("draws its connector down to the next box with connector-animation", async () => {
    const el = await belowTheFold({ connector: "", "connector-animation": "" });
    const connector = part(el, "connector")!;
    await until(() => connector.dataset["state"] === "exit");
    expect(getComputedStyle(connector).transform).to.equal("matrix(1, 0, 0, 0, 0, 0)");
    await scrollTopTo(el, 50);
    await until(() => connector.dataset["state"] === "entering");
    await nextFrame();
    expect(getComputedStyle(connector).transitionDuration).to.equal("0.75s");
    connector.getAnimations().forEach((animation) => animation.finish());
    expect(getComputedStyle(connector).transform).to.equal("none");
    // It reaches below the box, to the next one.
    expect(connector.getBoundingClientRect().bottom).to.be.greaterThan(el.getBoundingClientRect().bottom);
    el.removeAttribute("connector");
    await el.updateComplete;
    expect(part(el, "connector")).to.equal(null);
  });

  it("shows a static connector without connector-animation, and nothing moves without a graphic animation", async () => {
    const el = await belowTheFold({ connector: "" });
    await nextFrame();
    expect(getComputedStyle(part(el, "connector")!).transform).to.equal("none");
    expect(graphicState(el)).to.equal(undefined);
  });

  it("warns once of a bad offset or effect, naming the attribute, and uses the default", async () => {
    const log = captureConsole();
    try {
      const el = await belowTheFold({ "graphic-animation-offset": "lower", "graphic-animation": "spin" });
      expect(el.graphicAnimationOffset).to.equal(85);
      expect(el.graphicAnimation).to.equal("none");
      expect(log.warnings).to.have.length(2);
      expect(log.warnings.filter((warning) => warning.startsWith('[x-feature-box] attribute "graphic-animation-offset"'))).to.have.length(1);
      expect(log.warnings.filter((warning) => warning.startsWith('[x-feature-box] attribute "graphic-animation"'))).to.have.length(1);
    } finally {
      log.restore();
    }
  });

  it("shows the graphic and the connector at once under prefers-reduced-motion: reduce", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      const el = await belowTheFold({ "graphic-animation": "flip", connector: "", "connector-animation": "" });
      expect(graphicState(el)).to.equal("enter");
      expect(getComputedStyle(part(el, "graphic")!).opacity).to.equal("1");
      expect(getComputedStyle(part(el, "connector")!).transform).to.equal("none");
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("renders no <style> element (a strict CSP refuses it): the graphic's animation is an adopted sheet", async () => {
    const el = await belowTheFold({ "graphic-animation": "fade-in", "graphic-animation-delay": "150" });
    await until(() => graphicState(el) === "exit");
    const root = el.shadowRoot!;
    expect(root.querySelectorAll("style"), "style elements in the shadow root").to.have.length(0);
    expect(getComputedStyle(part(el, "graphic")!).opacity, "hidden at its start by the adopted sheet").to.equal("0");
    const cssText = () => root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join("\n");
    const sheets = root.adoptedStyleSheets.length;
    el.setAttribute("graphic-animation-delay", "400");
    await el.updateComplete;
    await until(() => cssText().includes("400ms"));
    expect(root.adoptedStyleSheets, "one sheet for the animation, replaced").to.have.length(sheets);
  });
});
