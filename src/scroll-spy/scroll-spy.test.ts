import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { emulateMedia } from "@web/test-runner-commands";
import "../../elements/x-scroll-spy";
import { isAnchorHash } from "../shared/in-page-links";
import { resetLoadJump } from "../shared/page-anchors";
import { installFakeTimers } from "../testing/fake-clock";
import { clickAtFrameStart, recordScrollPositions } from "../testing/scroll";

type Spy = HTMLElementTagNameMap["x-scroll-spy"];

const page = html`<div>
  <x-scroll-spy offset="80" style="position: fixed; top: 0"
    ><nav aria-label="On this page">
      <a id="l-intro" href="#intro">Intro</a> <a id="l-pricing" href="#pricing">Pricing</a> <a id="l-faq" href="#faq">FAQ</a>
      <a id="l-route" href="#/route">Route</a>
    </nav></x-scroll-spy
  >
  <section id="intro" style="height: 1200px">Intro</section>
  <section id="pricing" style="height: 1200px">Pricing</section>
  <section id="faq" style="height: 1200px">FAQ</section>
</div>`;

/** The element rendered and its effects ran (the spy starts in one). */
async function ready(box: HTMLElement): Promise<Spy> {
  const spy = box.querySelector("x-scroll-spy") as Spy;
  await spy.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await spy.updateComplete;
  return spy;
}

const current = () => [...document.querySelectorAll("[aria-current]")].map((link) => `${link.id} ${link.className}`);
const top = (id: string) => document.getElementById(id)!.getBoundingClientRect().top;

// The browser would restore the scroll position of a reloaded test page: these tests decide where the page is.
history.scrollRestoration = "manual";

describe("x-scroll-spy", () => {
  afterEach(() => {
    history.replaceState(null, "", location.pathname + location.search);
    window.scrollTo(0, 0);
  });

  it("ignores #/ and #wp-toolbar; # must be followed by a letter", () => {
    expect(["#intro", "#/route", "#wp-toolbar", "#1", "#"].map(isAnchorHash)).to.deep.equal([true, false, false, false, false]);
  });

  it("a link scrolls smoothly (eased over 500 ms) to its section minus the offset, and pushes its hash", async () => {
    await emulateMedia({ reducedMotion: "no-preference" });
    const box = await fixture<HTMLElement>(page);
    await ready(box);
    // From the top: a reloaded test page may have had its scroll position restored by the browser.
    window.scrollTo({ top: 0, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(window.scrollY).to.equal(0);
    const { positions, stop } = recordScrollPositions();
    const started = await clickAtFrameStart(document.getElementById("l-pricing")!);
    expect(location.hash).to.equal("#pricing");
    await waitUntil(() => Math.abs(top("pricing") - 80) < 2, "lands offset pixels below the top", { timeout: 2000, interval: 10 });
    stop();
    expect(performance.now() - started, "eased over about 500 ms").to.be.greaterThan(400);
    expect(new Set(positions).size, "through intermediate positions").to.be.greaterThan(3);
    document.getElementById("l-route")!.click();
    expect(location.hash, "#/ left to the page's router").to.equal("#/route");
  });

  it("under reduced motion, scrolls at once", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      const box = await fixture<HTMLElement>(page);
      await ready(box);
      document.getElementById("l-faq")!.click();
      expect(Math.round(top("faq"))).to.equal(80);
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("marks the current section's link, debounced 100 ms after throttled (40 ms) scroll events; axe", async () => {
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const box = await fixture<HTMLElement>(page);
      const spy = box.querySelector("x-scroll-spy") as Spy;
      await spy.updateComplete;
      clock.tick(100);
      expect(current()).to.deep.equal(["l-intro is-current"]);
      window.scrollTo({ top: 1200 - 80 + 10, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      // The throttle lets the first scroll event through at once; the debounce waits for quiet.
      clock.tick(99);
      expect(current(), "not before the debounce").to.deep.equal(["l-intro is-current"]);
      clock.tick(1);
      expect(current()).to.deep.equal(["l-pricing is-current"]);
      expect(document.getElementById("l-pricing")!.getAttribute("aria-current")).to.equal("location");
      clock.restore();
      await expect(spy).to.be.accessible();
      box.remove();
      await waitUntil(() => current().length === 0, "marks removed with the element");
    } finally {
      clock.restore();
    }
  });

  it("marks the current section's link again 250 ms after the layout changed (a section grew), without any scrolling", async () => {
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const box = await fixture<HTMLElement>(page);
      box.style.overflowAnchor = "none"; // the page stays where it is while a section above grows
      await (box.querySelector("x-scroll-spy") as Spy).updateComplete;
      window.scrollTo({ top: 1200 - 80 + 10, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      clock.tick(300);
      expect(current()).to.deep.equal(["l-pricing is-current"]);
      document.getElementById("intro")!.style.height = "1800px";
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      clock.tick(249);
      expect(current(), "not before the debounce").to.deep.equal(["l-pricing is-current"]);
      clock.tick(1);
      expect(current(), "the intro fills the view now").to.deep.equal(["l-intro is-current"]);
    } finally {
      clock.restore();
    }
  });

  it("on load with a hash: jumps at once, and again 300 ms later", async () => {
    resetLoadJump();
    history.replaceState(null, "", "#faq");
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const box = await fixture<HTMLElement>(page);
      await (box.querySelector("x-scroll-spy") as Spy).updateComplete;
      expect(Math.round(top("faq"))).to.equal(80);
      window.scrollTo({ top: 0, behavior: "instant" }); // late layout moved it
      clock.tick(300);
      expect(Math.round(top("faq"))).to.equal(80);
    } finally {
      clock.restore();
    }
  });
});
