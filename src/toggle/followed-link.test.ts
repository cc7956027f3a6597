import { expect, html, waitUntil } from "@open-wc/testing";
import { emulateMedia, sendKeys } from "@web/test-runner-commands";
import { mount, triggerOf, type ToggleElement } from "./test-helpers";
import { settled } from "../testing/settled";

// An off-canvas menu on a page whose only element is x-toggle: no navigation element holds the page's anchors.

const PAGE = html`<div>
  <x-toggle kind="offcanvas" placement="start" label="Site menu">
    <a slot="trigger" href="#site-menu">Open the menu</a>
    <nav id="site-menu"><a id="to-pricing" href="#pricing">Pricing</a></nav>
  </x-toggle>
  <section style="height: 2000px">Intro</section>
  <section id="pricing" style="height: 2000px">
    <h2>Pricing</h2>
    <a id="after-pricing" href="#top">A link in the section</a>
  </section>
</div>`;

// The browser would restore the scroll position of a reloaded test page: these tests decide where the page is.
history.scrollRestoration = "manual";

describe("x-toggle: a link followed out of an off-canvas menu", () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: "no-preference" });
    history.replaceState(null, "", location.pathname + location.search);
    window.scrollTo({ top: 0, behavior: "instant" });
  });

  it("closes the menu and leaves focus at the target: the next Tab goes on from there", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    const box = await mount<HTMLElement>(PAGE);
    const toggle = box.querySelector<ToggleElement>("x-toggle")!;
    triggerOf(toggle).focus();
    await sendKeys({ press: "Enter" });
    await settled(box);
    expect(toggle.matches(":state(open)")).to.equal(true);
    document.getElementById("to-pricing")!.focus();
    await sendKeys({ press: "Enter" });
    await waitUntil(() => toggle.matches(":state(closed)") && !toggle.shadowRoot!.querySelector("dialog")!.open, "the menu closed");
    await settled(box);
    expect(location.hash).to.equal("#pricing");
    expect(document.activeElement?.id, "focus at the target").to.equal("pricing");
    const top = window.scrollY;
    await sendKeys({ press: "Tab" });
    expect(document.activeElement?.id).to.equal("after-pricing");
    expect(window.scrollY, "the page stays at the section").to.equal(top);
  });
});
