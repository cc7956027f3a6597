import { expect, html, waitUntil } from "@open-wc/testing";
import { emulateMedia, resetMouse, sendKeys, sendMouse } from "@web/test-runner-commands";
import sinon from "sinon";
import { liveInstances } from "../shared/live-instances";
import { belowTheFold } from "../testing/scroll";
import { boxes, record, slider, until, type SlideChange, type SliderElement } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";
import { part } from "../testing/parts";

/** A three-slide slider, ready, then autoplay switched on under fake timers. */
async function autoplaying(extra: (el: SliderElement) => void = () => {}) {
  const el = await slider(
    html`<x-slider transition-duration="0" autoplay-duration="1000"
      ><p>One</p>
      <p>Two <a href="#x">link</a></p>
      <p>Three</p></x-slider
    >`,
  );
  const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  extra(el);
  el.setAttribute("autoplay", "interval");
  await el.updateComplete;
  await until(() => el.matches(":state(playing)"), "autoplay plays");
  return { el, clock, changes: record<SlideChange>(el, "x-slide-change") };
}

describe("x-slider autoplay", () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  it("interval: advances every autoplay-duration, round the end, with source autoplay", async () => {
    const run = await autoplaying();
    clock = run.clock;
    const { el, changes } = run;
    clock.tick(999);
    expect(changes).to.deep.equal([]);
    clock.tick(1);
    expect(changes).to.deep.equal([{ current: 2, previous: 1, total: 3, source: "autoplay" }]);
    await until(() => el.current === 2, "page 2");
    clock.tick(1000);
    await until(() => el.current === 3, "page 3");
    clock.tick(1000);
    await until(() => el.current === 1, "page 1");
    expect(changes.map((c) => c.source)).to.deep.equal(["autoplay", "autoplay", "autoplay"]);
    expect(part(el, "toggle")!.getAttribute("aria-label")).to.equal("Pause automatic slide show");
  });

  it("direction reverse goes backwards", async () => {
    const run = await autoplaying((el) => el.setAttribute("direction", "reverse"));
    clock = run.clock;
    clock.tick(1000);
    expect(run.changes[0]).to.deep.include({ current: 3, previous: 1 });
  });

  it("the pause button holds it and plays it again", async () => {
    const run = await autoplaying();
    clock = run.clock;
    const { el, changes } = run;
    part(el, "toggle")!.click();
    await until(() => !el.matches(":state(playing)"));
    expect(part(el, "toggle")!.getAttribute("aria-label")).to.equal("Play automatic slide show");
    clock.tick(5000);
    expect(changes).to.deep.equal([]);
    part(el, "toggle")!.click();
    await until(() => el.matches(":state(playing)"));
    clock.tick(1000);
    expect(changes.length).to.equal(1);
  });

  it("holds while hovered with pause-on-hover", async () => {
    const run = await autoplaying((el) => el.setAttribute("pause-on-hover", ""));
    clock = run.clock;
    const { el, changes } = run;
    el.dispatchEvent(new PointerEvent("pointerenter"));
    await until(() => !el.matches(":state(playing)"));
    clock.tick(3000);
    expect(changes).to.deep.equal([]);
    el.dispatchEvent(new PointerEvent("pointerleave"));
    await until(() => el.matches(":state(playing)"));
    clock.tick(1000);
    expect(changes.length).to.equal(1);
  });

  it("holds while focus is inside by the keyboard (not on the pause button)", async () => {
    const run = await autoplaying();
    clock = run.clock;
    const { el, changes } = run;
    part(el, "toggle")!.focus();
    await sendKeys({ press: "Tab" });
    expect(part(el, "toggle")!.matches(":focus"), "focus moved on from the toggle").to.equal(false);
    await until(() => !el.matches(":state(playing)"), "held with focus inside");
    clock.tick(3000);
    expect(changes).to.deep.equal([]);
    part(el, "toggle")!.focus();
    expect(el.shadowRoot!.activeElement, "focus on the toggle").to.equal(part(el, "toggle"));
    await until(() => el.matches(":state(playing)"), "plays with focus on the pause button");
    part(el, "toggle")!.blur();
  });

  it("a mouse click on Next leaves focus there but does not hold autoplay: the next page comes 5000 ms after the click", async () => {
    // The specification: autoplay duration 5 s; user navigation resets the autoplay timer.
    const el = await slider(
      html`<x-slider transition-duration="0"
        ><p>One</p>
        <p>Two</p>
        <p>Three</p></x-slider
      >`,
    );
    clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    el.setAttribute("autoplay", "interval");
    await el.updateComplete;
    await until(() => el.matches(":state(playing)"), "autoplay plays");
    const changes = record<SlideChange>(el, "x-slide-change");
    clock.tick(3000);
    const next = part(el, "next")!.getBoundingClientRect();
    try {
      await sendMouse({ type: "click", position: [Math.round(next.left + next.width / 2), Math.round(next.top + next.height / 2)] });
    } finally {
      await resetMouse();
    }
    expect(changes).to.deep.equal([{ current: 2, previous: 1, total: 3, source: "user" }]);
    expect(el.shadowRoot!.activeElement, "focus stays on Next").to.equal(part(el, "next"));
    await until(() => el.current === 2 && el.matches(":state(playing)"), "page 2, playing");
    clock.tick(4999);
    expect(changes.length, "nothing before 5000 ms from the click").to.equal(1);
    clock.tick(1);
    expect(changes.at(-1)).to.deep.equal({ current: 3, previous: 2, total: 3, source: "autoplay" });
  });

  it("holds while out of view and while the page is hidden", async () => {
    const run = await autoplaying();
    clock = run.clock;
    const { el } = run;
    el.style.marginTop = "300vh";
    await until(() => !el.matches(":state(playing)"), "held out of view");
    el.style.marginTop = "";
    await until(() => el.matches(":state(playing)"), "plays in view again");
    const hidden = sinon.stub(document, "hidden").get(() => true);
    try {
      document.dispatchEvent(new Event("visibilitychange"));
      await until(() => !el.matches(":state(playing)"), "held while hidden");
    } finally {
      hidden.restore();
    }
    document.dispatchEvent(new Event("visibilitychange"));
    await until(() => el.matches(":state(playing)"));
  });

  it("holds during a transition", async () => {
    const run = await autoplaying((el) => el.setAttribute("transition-duration", "5000"));
    clock = run.clock;
    const { el } = run;
    await until(() => el.matches(":state(playing)"));
    clock.tick(1000);
    await until(() => !el.matches(":state(playing)"), "held while the slide moves");
  });

  it("a user navigation restarts the timer", async () => {
    const run = await autoplaying();
    clock = run.clock;
    const { el, changes } = run;
    clock.tick(800);
    el.focus(); // keys go to the host while focus is inside
    part(el, "pagination")!
      .querySelectorAll("button")[2]!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true }));
    expect(changes.at(-1)).to.deep.include({ current: 3, source: "user" });
    await el.updateComplete;
    await until(() => el.current === 3);
    clock.tick(800);
    expect(changes.length).to.equal(1);
    clock.tick(200);
    expect(changes.length).to.equal(2);
  });

  it("starts paused under prefers-reduced-motion", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      const el = await slider(
        html`<x-slider autoplay="interval"
          ><p>One</p>
          <p>Two</p></x-slider
        >`,
      );
      expect(el.matches(":state(playing)")).to.equal(false);
      expect(part(el, "toggle")!.getAttribute("aria-label")).to.equal("Play automatic slide show");
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("autoplay-start-in-view waits until the slider is seen", async () => {
    const el = await slider(
      html`<x-slider autoplay="interval" autoplay-start-in-view style="margin-top: 300vh"
        ><p>One</p>
        <p>Two</p></x-slider
      >`,
    );
    expect(el.matches(":state(playing)")).to.equal(false);
    el.style.marginTop = "";
    await until(() => el.matches(":state(playing)"), "plays once seen");
  });

  it("marquee glides and reports the slide at the start as autoplay", async () => {
    const el = await slider(
      html`<x-slider autoplay="marquee" speed="2" slides-per-page="2"
        ><p>One</p>
        <p>Two</p>
        <p>Three</p>
        <p>Four</p></x-slider
      >`,
    );
    const changes = record<SlideChange>(el, "x-slide-change");
    await until(() => changes.length > 0, "a slide passes", 300);
    expect(changes[0]!.source).to.equal("autoplay");
    expect(part(el, "toggle")).to.not.equal(null);
    expect(part(el, "next")).to.equal(null);
  });

  it("marquee: speed is the distance in px per ms", async () => {
    /** How far the track glides in 960 ms of frames at `speed`, from a start under fake frames. */
    async function glide(speed: string): Promise<number> {
      const el = await slider(
        html`<x-slider autoplay="marquee" speed=${speed} style="width: 300px; --x-slider-gap: 0px"
          ><p>One</p>
          <p>Two</p>
          <p>Three</p></x-slider
        >`,
      );
      await until(() => el.matches(":state(playing)"), "the marquee plays");
      // Held (real frames stop), then played again under fake frames: it starts from the first fake frame.
      part(el, "toggle")!.click();
      await waitUntil(() => !el.matches(":state(playing)"), "held");
      clock = installFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"], shouldClearNativeTimers: true });
      part(el, "toggle")!.click();
      await waitUntil(() => el.matches(":state(playing)"), "plays again");
      const first = boxes(el)[0]!;
      const left = () => first.getBoundingClientRect().left;
      clock.tick(16); // the first frame: the start
      const start = left();
      clock.tick(960); // 60 frames later
      const distance = start - left();
      clock.restore();
      clock = undefined;
      return distance;
    }
    expect(await glide("0.1")).to.be.closeTo(96, 1);
    expect(await glide("0.25")).to.be.closeTo(240, 1);
  });

  it("plays only while at least 15% of the slider is in view", async () => {
    const el = await belowTheFold<SliderElement>(
      html`<x-slider autoplay="interval" autoplay-duration="60000"
        ><p style="height: 300px; margin: 0">One</p>
        <p style="height: 300px; margin: 0">Two</p></x-slider
      >`,
      "x-slider",
    );
    await waitUntil(() => el.ready, "ready");
    /** Scrolls so that `share` of the slider's height shows at the bottom of the viewport. */
    const show = (share: number) => {
      const { top, height } = el.getBoundingClientRect();
      scrollTo(0, scrollY + top - (document.documentElement.clientHeight - share * height));
    };
    try {
      show(1);
      await until(() => el.matches(":state(playing)"), "plays all in view");
      show(0.1);
      await until(() => !el.matches(":state(playing)"), "held 10% in view");
      show(0.2);
      await until(() => el.matches(":state(playing)"), "plays 20% in view");
      show(0.1);
      await until(() => !el.matches(":state(playing)"), "held 10% in view again");
    } finally {
      scrollTo(0, 0);
    }
  });

  it("removal destroys the Swiper instance and stops the autoplay timer", async () => {
    // Earlier tests' sliders, removed after each, are gone by now.
    await waitUntil(() => !("Swiper" in liveInstances()), "no Swiper left from earlier tests");
    const run = await autoplaying();
    clock = run.clock;
    const { el, changes } = run;
    expect(liveInstances(), "a Swiper while it runs").to.deep.equal({ Swiper: 1 });
    expect(clock.countTimers(), "the autoplay timer runs").to.equal(1);
    el.remove();
    await until(() => !("Swiper" in liveInstances()), "Swiper destroyed");
    expect(clock.countTimers(), "no timer left").to.equal(0);
    clock.tick(5000);
    expect(changes).to.deep.equal([]);
  });

  it("arrow keys are ignored in a text field inside a slide", async () => {
    const el = await slider(
      html`<x-slider transition-duration="0"
        ><p><input aria-label="field" /></p>
        <p>Two</p></x-slider
      >`,
    );
    el.querySelector("input")!.focus();
    await sendKeys({ press: "ArrowRight" });
    expect(el.current).to.equal(1);
  });
});
