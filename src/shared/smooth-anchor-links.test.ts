import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { emulateMedia } from "@web/test-runner-commands";
import "../../elements/x-flip-card";
import { clickAtFrameStart, recordScrollPositions } from "../testing/scroll";

// A page whose only element is a flip card: no sticky header, menu or scroll-spy.

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const top = (id: string) => document.getElementById(id)!.getBoundingClientRect().top;

// The browser would restore the scroll position of a reloaded test page: these tests decide where the page is.
history.scrollRestoration = "manual";

describe("in-page links on a page with any element", () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: "no-preference" });
    history.replaceState(null, "", location.pathname + location.search);
    window.scrollTo({ top: 0, behavior: "instant" });
  });

  async function page(): Promise<void> {
    const box = await fixture<HTMLElement>(
      html`<div>
        <x-flip-card
          ><p>Front</p>
          <p slot="back">Back</p></x-flip-card
        >
        <p><a id="to-pricing" href="#pricing">See the prices</a> <a id="to-route" href="#/route">A script's route</a></p>
        <section style="height: 1500px">Intro</section>
        <section id="pricing" style="height: 1500px"><h2>Pricing</h2></section>
      </div>`,
    );
    await box.querySelector<HTMLElementTagNameMap["x-flip-card"]>("x-flip-card")!.updateComplete;
  }

  it("scroll smoothly (eased over 500 ms), push their hash and move focus to the target", async () => {
    await page();
    const { positions, stop } = recordScrollPositions();
    await clickAtFrameStart(document.getElementById("to-pricing")!);
    await waitUntil(() => location.hash === "#pricing", "the hash is pushed");
    await waitUntil(() => Math.abs(top("pricing")) < 1, "lands at the section", { timeout: 2000, interval: 10 });
    stop();
    expect(new Set(positions).size, "through intermediate positions").to.be.greaterThan(3);
    expect(document.activeElement?.id).to.equal("pricing");
  });

  it("jump at once under reduced motion; a link to #/ is left to the browser", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    await page();
    document.getElementById("to-route")!.click();
    expect(location.hash).to.equal("#/route");
    expect(window.scrollY).to.equal(0);
    document.getElementById("to-pricing")!.click();
    await waitUntil(() => location.hash === "#pricing", "the hash is pushed");
    await frame();
    expect(Math.abs(top("pricing"))).to.be.lessThan(1);
  });
});
