import { expect, fixture, html } from "@open-wc/testing";
import { emulateMedia, setViewport } from "@web/test-runner-commands";
import "../../elements/x-sticky";
import { nextEffect, stickyState, type StickyInput } from "./sticky";
import { installFakeTimers } from "../testing/fake-clock";

/** The bar's effect state: the one of its custom states enter, entering, exit, exiting it shows (null: none). */
const effectState = (el: Element) => ["enter", "entering", "exit", "exiting"].find((name) => el.matches(`:state(${name})`)) ?? null;

type StickyElement = HTMLElementTagNameMap["x-sticky"];

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** Scrolls the window and waits for the shared scroll frame to have run. */
async function scrollTo(y: number): Promise<void> {
  window.scrollTo({ top: y, behavior: "instant" });
  await frame();
  await frame();
}

const base: StickyInput = {
  position: "top",
  scrollY: 0,
  previousY: 0,
  viewportHeight: 800,
  trigger: 100,
  top: 0,
  height: 80,
  stacked: 0,
  onlyOnScrollUp: false,
  wasFixed: false,
  wasShown: false,
};

describe("x-sticky logic", () => {
  it("a top bar is fixed past the trigger; it enters animated when its place is out of view", () => {
    expect(stickyState({ ...base, scrollY: 100 }).fixed).to.equal(false);
    expect(stickyState({ ...base, scrollY: 101 })).to.deep.equal({ fixed: true, shown: true, animate: true });
    expect(stickyState({ ...base, trigger: 0, scrollY: 10 }), "its place still in view: in place").to.deep.equal({
      fixed: true,
      shown: true,
      animate: false,
    });
    expect(stickyState({ ...base, trigger: 0, top: 500, scrollY: 300 }).fixed, "its place not reached yet").to.equal(false);
    expect(stickyState({ ...base, trigger: 0, top: 500, scrollY: 470, stacked: 32 }).fixed, "reached, under a 32 px bar").to.equal(true);
  });

  it("only on scroll up: shown while scrolling up, hidden while scrolling down", () => {
    const input = { ...base, onlyOnScrollUp: true, wasFixed: true };
    expect(stickyState({ ...input, scrollY: 600, previousY: 500 }).shown).to.equal(false);
    expect(stickyState({ ...input, scrollY: 550, previousY: 600 }).shown).to.equal(true);
    expect(stickyState({ ...input, scrollY: 550, previousY: 550, wasShown: true }).shown, "no move: as it was").to.equal(true);
    expect(nextEffect(true, true)).to.equal("entering");
    expect(nextEffect(false, true)).to.equal("exiting");
    expect(nextEffect(false, false)).to.equal("exit");
  });

  it("a bottom bar is fixed past the trigger while its place is below the viewport", () => {
    const input = { ...base, position: "bottom" as const, top: 3000, height: 50 };
    expect(stickyState({ ...input, scrollY: 50 }).fixed).to.equal(false);
    expect(stickyState({ ...input, scrollY: 500 }).fixed).to.equal(true);
    expect(stickyState({ ...input, scrollY: 2300 }).fixed, "its place is in view").to.equal(false);
  });
});

describe("x-sticky", () => {
  afterEach(() => window.scrollTo({ top: 0, behavior: "instant" }));

  it("becomes fixed past the trigger, keeping its height in the page (nothing below moves), shrinks, and goes back", async () => {
    const page = await fixture<HTMLElement>(
      html`<div>
        <x-sticky trigger-offset="100" shrink="0.8" duration="0"
          ><header style="padding:1rem;background:#fff"><a href="/">Site name</a></header></x-sticky
        >
        <p id="after">Content</p>
        <div style="height:4000px"></div>
      </div>`,
    );
    const el = page.querySelector<StickyElement>("x-sticky")!;
    await el.updateComplete;
    await frame();
    const height = el.getBoundingClientRect().height;
    const afterTop = document.getElementById("after")!.getBoundingClientRect().top + window.scrollY;
    await expect(el).to.be.accessible();
    await scrollTo(50);
    expect(el.matches(":state(fixed)")).to.equal(false);
    await scrollTo(300);
    expect(el.matches(":state(fixed)")).to.equal(true);
    expect(el.matches(":state(shrunk)")).to.equal(true);
    expect(getComputedStyle(el).getPropertyValue("--x-sticky-shrink")).to.equal("0.8");
    expect(effectState(el)).to.equal("enter");
    expect(el.getBoundingClientRect().height, "placeholder").to.equal(height);
    expect(document.getElementById("after")!.getBoundingClientRect().top + window.scrollY, "nothing below moved").to.equal(afterTop);
    const bar = el.shadowRoot!.querySelector('[part="bar"]')!.getBoundingClientRect();
    expect(bar.top).to.equal(0);
    await expect(el).to.be.accessible();
    await scrollTo(0);
    expect(el.matches(":state(fixed)")).to.equal(false);
    expect(effectState(el) !== null).to.equal(false);
  });

  it("shrink: the fixed bar is drawn at the factor (0.8 of its height), easing over the duration, at once under reduced motion; --x-sticky-shrunk-zoom: 1 opts out", async () => {
    const page = await fixture<HTMLElement>(
      html`<div>
        <x-sticky trigger-offset="100" shrink="0.8" duration="1000"
          ><header style="padding:20px;line-height:60px;background:#fff"><a href="/">Site name</a></header></x-sticky
        >
        <div style="height:4000px"></div>
      </div>`,
    );
    const el = page.querySelector<StickyElement>("x-sticky")!;
    await el.updateComplete;
    await frame();
    const bar = el.shadowRoot!.querySelector<HTMLElement>('[part="bar"]')!;
    const header = el.querySelector("header")!;
    expect(bar.getBoundingClientRect().height).to.equal(100);
    await scrollTo(300);
    expect(el.matches(":state(shrunk)")).to.equal(true);
    // A transition of 1 s, still running at the next frame on a busy machine; ended here rather than waited for.
    const easing = header.getAnimations() as CSSTransition[];
    expect(
      easing.map((animation) => [animation.transitionProperty, animation.effect!.getTiming().duration]),
      "eases over the duration",
    ).to.deep.equal([["zoom", 1000]]);
    for (const animation of easing) animation.finish();
    expect(bar.getBoundingClientRect().height, "80 % of its height").to.equal(80);
    expect(el.getBoundingClientRect().height, "the page keeps the full height").to.equal(100);
    await scrollTo(0);
    expect(bar.getBoundingClientRect().height, "back in the page at its size, at once").to.equal(100);

    await emulateMedia({ reducedMotion: "reduce" });
    try {
      await scrollTo(300);
      expect(header.getAnimations(), "no transition under reduced motion").to.deep.equal([]);
      expect(bar.getBoundingClientRect().height).to.equal(80);
      el.style.setProperty("--x-sticky-shrunk-zoom", "1");
      expect(bar.getBoundingClientRect().height, "the page's own shrink").to.equal(100);
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("only-on-scroll-up: hides (exiting, exit) while scrolling down and enters (entering, enter) while scrolling up", async () => {
    const page = await fixture<HTMLElement>(
      html`<div>
        <x-sticky trigger-offset="100" only-on-scroll-up duration="150"
          ><header style="padding:1rem;background:#fff"><a href="/">Site</a></header></x-sticky
        >
        <div style="height:4000px"></div>
      </div>`,
    );
    const el = page.querySelector<StickyElement>("x-sticky")!;
    await el.updateComplete;
    await frame();
    // The 150 ms of each phase on a clock of the test's own: a busy machine's frames may be further apart than that.
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await scrollTo(400);
    expect(el.matches(":state(fixed)")).to.equal(true);
    expect(effectState(el), "fixed while scrolling down: hidden").to.equal("exit");
    await scrollTo(300);
    expect(effectState(el)).to.equal("entering");
    clock.tick(149);
    expect(effectState(el)).to.equal("entering");
    clock.tick(1);
    expect(effectState(el), "entered").to.equal("enter");
    await scrollTo(500);
    expect(effectState(el)).to.equal("exiting");
    clock.tick(150);
    expect(effectState(el), "exited").to.equal("exit");
    const bar = el.shadowRoot!.querySelector<HTMLElement>('[part="bar"]')!;
    expect(bar.checkVisibility({ visibilityProperty: true })).to.equal(false);
  });

  for (const [transition, keyframes] of [
    ["slide", "slide-top"],
    ["fade", "fade"],
  ]) {
    it(`transition="${transition}": the bar enters and leaves with the ${keyframes} keyframes`, async () => {
      const page = await fixture<HTMLElement>(
        html`<div>
          <x-sticky trigger-offset="100" only-on-scroll-up duration="2000" transition=${transition}
            ><header style="padding:1rem;background:#fff">Site</header></x-sticky
          >
          <div style="height:4000px"></div>
        </div>`,
      );
      const el = page.querySelector<StickyElement>("x-sticky")!;
      await el.updateComplete;
      await frame();
      // Phases of 2 s on the test's own clock, and keyframes of 2 s: still running at the next frame on a busy machine.
      const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const bar = el.shadowRoot!.querySelector<HTMLElement>('[part="bar"]')!;
      const running = () => bar.getAnimations().map((animation) => (animation as CSSAnimation).animationName);
      await scrollTo(400);
      await scrollTo(300);
      expect(effectState(el)).to.equal("entering");
      expect(running()).to.deep.equal([keyframes]);
      clock.tick(2000);
      expect(effectState(el), "entered").to.equal("enter");
      await scrollTo(500);
      expect(effectState(el)).to.equal("exiting");
      expect(running()).to.deep.equal([keyframes]);
    });
  }

  it("measures the bar again 1 s after it starts (a late font or image changed it) and after a resize", async () => {
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const page = await fixture<HTMLElement>(
        html`<div>
          <x-sticky trigger-offset="100" duration="0"
            ><header style="background:#fff">
              <p style="margin:0;line-height:20px">Site name and a tagline that wraps on a narrow screen</p>
            </header></x-sticky
          >
          <div style="height:4000px"></div>
        </div>`,
      );
      const el = page.querySelector<StickyElement>("x-sticky")!;
      await el.updateComplete;
      await frame();
      await scrollTo(400);
      expect(el.matches(":state(fixed)")).to.equal(true);
      expect(el.getBoundingClientRect().height).to.equal(20);
      // Fixed, the bar's height is not read on every scroll: it grows (a logo that loaded late) unseen until the re-measure.
      el.querySelector("p")!.style.lineHeight = "30px";
      await scrollTo(410);
      expect(el.getBoundingClientRect().height, "before the re-measure").to.equal(20);
      clock.tick(1000);
      await frame();
      expect(el.getBoundingClientRect().height, "1 s after start").to.equal(30);
      // A narrower window wraps the text onto more lines: measured again on the resize.
      await setViewport({ width: 240, height: 600 });
      await frame();
      await frame();
      expect(el.getBoundingClientRect().height, "after the resize").to.be.greaterThan(30);
    } finally {
      clock.restore();
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("under reduced motion the effects pass at once", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      const page = await fixture<HTMLElement>(
        html`<div>
          <x-sticky trigger-offset="100" only-on-scroll-up duration="500"><header style="padding:1rem">Site</header></x-sticky>
          <div style="height:4000px"></div>
        </div>`,
      );
      const el = page.querySelector<StickyElement>("x-sticky")!;
      await el.updateComplete;
      await frame();
      await scrollTo(400);
      await scrollTo(300);
      expect(effectState(el)).to.equal("enter");
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("two bars stack: a header fixes under an admin bar, without overlapping", async () => {
    const page = await fixture<HTMLElement>(
      html`<div>
        <x-sticky duration="0"><div style="height:32px;background:#222;color:#fff">Admin bar</div></x-sticky>
        <x-sticky duration="0"><header style="height:60px;background:#fff">Header</header></x-sticky>
        <div style="height:4000px"></div>
      </div>`,
    );
    const [admin, header] = [...page.querySelectorAll<StickyElement>("x-sticky")];
    await header!.updateComplete;
    await frame();
    await scrollTo(200);
    expect(admin!.matches(":state(fixed)") && header!.matches(":state(fixed)")).to.equal(true);
    const adminBar = admin!.shadowRoot!.querySelector('[part="bar"]')!.getBoundingClientRect();
    const headerBar = header!.shadowRoot!.querySelector('[part="bar"]')!.getBoundingClientRect();
    expect(adminBar.top).to.equal(0);
    expect(headerBar.top, "under the admin bar").to.equal(adminBar.bottom);
  });

  it("a selector trigger: fixed once the page scrolled past that element's bottom", async () => {
    const page = await fixture<HTMLElement>(
      html`<div>
        <x-sticky trigger-offset="#sticky-hero" duration="0"><header style="padding:1rem">Site</header></x-sticky>
        <div id="sticky-hero" style="height:600px"></div>
        <div style="height:4000px"></div>
      </div>`,
    );
    const el = page.querySelector<StickyElement>("x-sticky")!;
    await el.updateComplete;
    const bottom = document.getElementById("sticky-hero")!.getBoundingClientRect().bottom + window.scrollY;
    await scrollTo(bottom - 10);
    expect(el.matches(":state(fixed)")).to.equal(false);
    await scrollTo(bottom + 10);
    expect(el.matches(":state(fixed)")).to.equal(true);
  });
});
