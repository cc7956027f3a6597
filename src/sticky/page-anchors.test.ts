import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { emulateMedia } from "@web/test-runner-commands";
import "../../elements/x-sticky";
import { resetLoadJump } from "../shared/page-anchors";
import { installFakeTimers } from "../testing/fake-clock";
import { clickAtFrameStart, recordScrollPositions } from "../testing/scroll";

// A page with a sticky header and a long article, and nothing else: no scroll-spy, no menu.

type StickyElement = HTMLElementTagNameMap["x-sticky"];

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const top = (id: string) => document.getElementById(id)!.getBoundingClientRect().top;
/** Just below a line (the header's bottom): at or under it, by less than a pixel's rounding. */
const below = (y: number, line: number) => y >= line && y < line + 1;

const article = html`<div>
  <x-sticky duration="0"><header style="height:60px;background:#fff">Site</header></x-sticky>
  <article>
    <p><a id="to-pricing" href="#pricing">See the prices</a></p>
    <section id="intro" style="height:1500px">Intro</section>
    <section id="pricing" style="height:1500px"><h2>Pricing</h2></section>
    <section id="faq" style="height:1500px">Questions</section>
  </article>
</div>`;

async function page(): Promise<{ box: HTMLElement; bar: () => DOMRect }> {
  const box = await fixture<HTMLElement>(article);
  const sticky = box.querySelector<StickyElement>("x-sticky")!;
  await sticky.updateComplete;
  await frame();
  return { box, bar: () => sticky.shadowRoot!.querySelector('[part="bar"]')!.getBoundingClientRect() };
}

// The browser would restore the scroll position of a reloaded test page: these tests decide where the page is.
history.scrollRestoration = "manual";

describe("the page's anchors with x-sticky", () => {
  afterEach(() => {
    history.replaceState(null, "", location.pathname + location.search);
    window.scrollTo({ top: 0, behavior: "instant" });
  });

  it("the fixed header is the document's scroll-padding-top (the browser's own jumps leave it clear), gone with the header", async () => {
    const { box } = await page();
    expect(getComputedStyle(document.documentElement).scrollPaddingTop).to.equal("60px");
    box.remove();
    await frame();
    expect(getComputedStyle(document.documentElement).scrollPaddingTop).to.equal("auto");
  });

  it("a hash in the address at load: jumped to below the fixed header at once, and again 300 ms later", async () => {
    resetLoadJump();
    history.replaceState(null, "", "#pricing");
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const { bar } = await page();
      await frame();
      await frame();
      expect(bar().bottom, "the header is fixed at the top").to.equal(60);
      expect(below(top("pricing"), bar().bottom)).to.equal(true);
      window.scrollTo({ top: 0, behavior: "instant" }); // late layout moved it
      clock.tick(299);
      expect(window.scrollY).to.equal(0);
      clock.tick(1);
      await frame();
      expect(below(top("pricing"), bar().bottom), "the second jump").to.equal(true);
    } finally {
      clock.restore();
    }
  });

  it("a link in the content scrolls smoothly (eased over 500 ms) to below the header, pushes its hash and moves focus there", async () => {
    await emulateMedia({ reducedMotion: "no-preference" });
    const { bar } = await page();
    const { positions, stop } = recordScrollPositions();
    const started = await clickAtFrameStart(document.getElementById("to-pricing")!);
    expect(location.hash).to.equal("#pricing");
    expect(window.scrollY, "not at once").to.be.lessThan(100);
    await waitUntil(() => below(top("pricing"), 60), "lands below the header", { timeout: 2000, interval: 10 });
    stop();
    expect(performance.now() - started, "eased over about 500 ms").to.be.greaterThan(400);
    expect(new Set(positions).size, "through intermediate positions").to.be.greaterThan(3);
    await frame();
    expect(below(top("pricing"), bar().bottom)).to.equal(true);
    expect(document.activeElement).to.equal(document.getElementById("pricing"));
  });

  it("under reduced motion, a link in the content jumps at once", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      await page();
      document.getElementById("to-pricing")!.click();
      expect(below(top("pricing"), 60)).to.equal(true);
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("a link to #/ (a script's route) is left to the browser", async () => {
    await page();
    const link = document.getElementById("to-pricing") as HTMLAnchorElement;
    link.href = "#/route";
    link.click();
    expect(location.hash).to.equal("#/route");
    expect(window.scrollY).to.equal(0);
  });
});
