import { expect, fixture, html } from "@open-wc/testing";
import { emulateMedia } from "@web/test-runner-commands";
import sinon from "sinon";
import "../../elements/x-animate";
import { scrollFrameCount } from "../shared/scroll-frame";
import { waypointState } from "../shared/waypoint";
import { captureConsole } from "../testing/console";
import { belowTheFold as pageWith, nextFrame, scrollTopTo, until } from "../testing/scroll";

/** An element a screen and a half down the page, once it knows it is out of view (its first state). */
async function belowTheFold(template: ReturnType<typeof html>): Promise<Animate> {
  const el = await pageWith<Animate>(template, "x-animate");
  await until(() => state(el) !== null);
  return el;
}
import { underEachMotionPreference } from "../testing/motion";
import { installFakeTimers } from "../testing/fake-clock";

type Animate = HTMLElementTagNameMap["x-animate"];

/** The element's entrance state: the one of its custom states it shows (at most one). */
const state = (el: Element) => ["exit", "entering", "enter", "exiting"].find((name) => el.matches(`:state(${name})`)) ?? null;
/** Runs the transitions under way to their end (timers are faked; the browser's transitions run in real time). */
const finishTransitions = (...elements: Element[]) => elements.forEach((el) => el.getAnimations().forEach((animation) => animation.finish()));
/** Waits for a state, then a frame: the effects that follow a render (its timers) have run. */
async function untilState(el: Element, wanted: string): Promise<void> {
  await until(() => state(el) === wanted);
  await nextFrame();
}
const opacity = (el: Element) => getComputedStyle(el).opacity;
/** What the effect moves and fades: the box around the content, inside the element (never the watched element). */
const moved = (el: Element) => el.shadowRoot!.querySelector(".effect")!;

describe("x-animate", () => {
  // Faked timers, for the tests that time a transition (axe needs real ones).
  let clock: sinon.SinonFakeTimers | undefined;
  const fakeTimers = () => (clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    scrollTo(0, 0);
  });

  it("shows content already in view as it is, without moving it", async () => {
    const el = await fixture<Animate>(html`<x-animate effect="slide-up"><p>Hello</p></x-animate>`);
    await el.updateComplete;
    await until(() => state(el) === "enter");
    expect(opacity(moved(el))).to.equal("1");
    expect(getComputedStyle(moved(el)).transform).to.equal("none");
    await expect(el).to.be.accessible();
  });

  it("waits hidden below the fold, enters with the effect after its delay, and leaves again", async () => {
    const clock = fakeTimers();
    const el = await belowTheFold(html`<x-animate effect="slide-up" delay="100" duration="500"><p>Hello</p></x-animate>`);
    await until(() => state(el) === "exit");
    expect(opacity(moved(el))).to.equal("0");
    expect(getComputedStyle(moved(el)).transform).to.match(/^matrix\(1, 0, 0, 1, 0, 32\)$/);
    expect(getComputedStyle(el).transform, "the element itself stays where the page put it").to.equal("none");
    await scrollTopTo(el, 50);
    await untilState(el, "entering");
    const timing = getComputedStyle(moved(el));
    expect([timing.transitionDuration, timing.transitionDelay]).to.deep.equal(["0.5s, 0.5s", "0.1s, 0.1s"]);
    await clock.tickAsync(599);
    expect(state(el)).to.equal("entering");
    await clock.tickAsync(1);
    await until(() => state(el) === "enter");
    finishTransitions(moved(el));
    expect(opacity(moved(el))).to.equal("1");
    // Out of the band at the top (the element's bottom above 10% of the viewport): it leaves.
    scrollTo(0, el.getBoundingClientRect().bottom + scrollY);
    await untilState(el, "exiting");
    await clock.tickAsync(600);
    await until(() => state(el) === "exit");
  });

  it("rests out of the band when the effect's start would move it back in: its own moved box is not what it watches", async () => {
    const clock = fakeTimers();
    // The first documented example: its start is 2rem (32 px) lower, and it stops 10 px above the band's top (15%).
    const el = await belowTheFold(html`<x-animate effect="slide-up" delay="100" top-offset="15%"><p>Hello, visitor.</p></x-animate>`);
    await scrollTopTo(el, 50);
    await untilState(el, "entering");
    await clock.tickAsync(700);
    await until(() => state(el) === "enter");
    document.getAnimations().forEach((animation) => animation.finish());
    const bandTop = document.documentElement.clientHeight * 0.15;
    scrollTo(0, el.getBoundingClientRect().bottom + scrollY - (bandTop - 10));
    await untilState(el, "exiting");
    await clock.tickAsync(700);
    await until(() => state(el) === "exit");
    document.getAnimations().forEach((animation) => animation.finish());
    const seen: Array<string | null> = [];
    for (let frame = 0; frame < 10; frame++) {
      await nextFrame();
      seen.push(state(el));
    }
    expect(seen, "the page stands still: so does the element").to.deep.equal(Array(10).fill("exit"));
  });

  it("stays once it has entered, with once", async () => {
    const clock = fakeTimers();
    const el = await belowTheFold(html`<x-animate once effect="zoom"><p>Hello</p></x-animate>`);
    await scrollTopTo(el, 50);
    await untilState(el, "entering");
    await clock.tickAsync(600);
    await until(() => state(el) === "enter");
    await scrollTopTo(el, 120);
    await nextFrame();
    expect(state(el)).to.equal("enter");
  });

  it("counts the viewport less top-offset and bottom-offset as in view", async () => {
    const el = await belowTheFold(html`<x-animate bottom-offset="30%" top-offset="0%"><p>Hello</p></x-animate>`);
    await scrollTopTo(el, 75);
    await until(() => state(el) === "exit");
    await scrollTopTo(el, 65);
    await until(() => state(el) === "entering");
    expect(el.topOffset).to.equal(0);
    expect(el.bottomOffset).to.equal(30);
  });

  it("warns once, naming the attribute, of an offset that is no percentage, and uses 10%", async () => {
    const log = captureConsole();
    try {
      const el = await belowTheFold(html`<x-animate top-offset="high"><p>Hello</p></x-animate>`);
      expect(el.topOffset).to.equal(10);
      expect(log.warnings).to.have.length(1);
      expect(log.warnings[0]).to.match(/^\[x-animate\] attribute "top-offset": "high" is not a percentage/);
    } finally {
      log.restore();
    }
  });

  it("plays recent-posts at 75%: each child fades in over 750 ms, 90 ms after the one before", async () => {
    const clock = fakeTimers();
    const el = await belowTheFold(
      html`<x-animate preset="recent-posts"><a href="#1">One</a> <a href="#2">Two</a> <a href="#3">Three</a></x-animate>`,
    );
    const links = [...el.querySelectorAll("a")];
    await scrollTopTo(el, 80);
    await until(() => state(el) === "exit");
    expect(links.map(opacity)).to.deep.equal(["0", "0", "0"]);
    expect(opacity(el), "the element itself does not move").to.equal("1");
    await scrollTopTo(el, 70);
    await untilState(el, "entering");
    expect(links.map((link) => getComputedStyle(link).transitionDelay)).to.deep.equal(["0s, 0s", "0.09s", "0.18s"]);
    expect(getComputedStyle(links[0]!).transitionDuration).to.equal("0.75s, 0.75s");
    await clock.tickAsync(930);
    await until(() => state(el) === "enter");
    finishTransitions(...links);
    expect(links.map(opacity)).to.deep.equal(["1", "1", "1"]);
    // once: scrolling back up leaves the posts shown.
    await scrollTopTo(el, 90);
    expect(state(el)).to.equal("enter");
    clock.restore();
    await expect(el).to.be.accessible();
  });

  it("plays column-fade at 65%", async () => {
    const el = await belowTheFold(html`<x-animate preset="column-fade"><p>Column</p></x-animate>`);
    await scrollTopTo(el, 70);
    await until(() => state(el) === "exit");
    await scrollTopTo(el, 60);
    await until(() => state(el) === "entering");
  });

  it("with trigger=scroll, sets --x-progress from 0 to 1 through the band and applies the effect by it", async () => {
    const el = await belowTheFold(html`<x-animate trigger="scroll" effect="fade-in" style="height: 100px"><p>Scroll</p></x-animate>`);
    const progress = () => Number(getComputedStyle(el).getPropertyValue("--x-progress"));
    await until(() => getComputedStyle(el).getPropertyValue("--x-progress") === "0");
    expect(state(el)).to.equal("exit");
    const viewport = document.documentElement.clientHeight;
    // The band's bottom is at 90%: with the top at 90% - a quarter of the travel up, progress is 0.25.
    const travel = viewport * 0.8 + 100;
    scrollTo(0, el.getBoundingClientRect().top + scrollY - viewport * 0.9 + travel / 4);
    await until(() => Math.abs(progress() - 0.25) < 0.01);
    expect(state(el)).to.equal("enter");
    expect(Number(opacity(moved(el)))).to.be.closeTo(0.5, 0.02);
    scrollTo(0, el.getBoundingClientRect().bottom + scrollY);
    await until(() => progress() === 1);
    expect(state(el)).to.equal("exit");
  });

  it("follows the scroll with one shared listener, released when the elements go", async () => {
    await nextFrame();
    const before = { frames: scrollFrameCount(), waypoints: waypointState() };
    const page = await fixture(
      html`<div>
        <x-animate trigger="scroll"><p>A</p></x-animate><x-animate trigger="scroll"><p>B</p></x-animate>
      </div>`,
    );
    await until(() => scrollFrameCount() === before.frames + 2);
    page.remove();
    await nextFrame();
    expect({ frames: scrollFrameCount(), waypoints: waypointState() }).to.deep.equal(before);
  });

  it("shows every end state at once under prefers-reduced-motion: reduce", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      const entrance = await belowTheFold(html`<x-animate effect="flip"><p>Flip</p></x-animate>`);
      expect(state(entrance)).to.equal("enter");
      expect(opacity(moved(entrance))).to.equal("1");
      const scroll = await belowTheFold(html`<x-animate trigger="scroll" effect="zoom"><p>Zoom</p></x-animate>`);
      await until(() => getComputedStyle(scroll).getPropertyValue("--x-progress") === "1");
      expect(getComputedStyle(moved(scroll)).transform).to.equal("none");
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
    // A page whose state says exit (a theme's own rule) is still not hidden under reduced motion.
    const el = await belowTheFold(html`<x-animate effect="fade-in"><p>Fade</p></x-animate>`);
    await until(() => state(el) === "exit");
    await underEachMotionPreference((reduce) => expect(opacity(moved(el))).to.equal(reduce ? "1" : "0"));
  });

  it("renders no <style> element (a strict CSP refuses it): its effect is an adopted sheet, rewritten when attributes change", async () => {
    const el = await belowTheFold(html`<x-animate effect="fade-in" duration="500"><p>Fade</p></x-animate>`);
    await until(() => state(el) === "exit");
    const root = el.shadowRoot!;
    expect(root.querySelectorAll("style"), "style elements in the shadow root").to.have.length(0);
    expect(opacity(moved(el)), "hidden at its start by the adopted sheet").to.equal("0");
    const sheets = root.adoptedStyleSheets.length;
    const cssText = () => root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join("\n");
    el.setAttribute("duration", "900");
    await el.updateComplete;
    await until(() => cssText().includes("900ms"));
    expect(cssText()).not.to.include("500ms");
    expect(root.adoptedStyleSheets, "one sheet for the effect, replaced").to.have.length(sheets);
    el.remove();
    // The view goes once the element has stayed out of the page (a move keeps it): its sheet goes with it.
    await until(() => root.adoptedStyleSheets.length === sheets - 1);
  });
});
