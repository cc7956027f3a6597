import { expect, html, waitUntil } from "@open-wc/testing";
import "../../elements/x-accordion";
import { ACCORDION_SCROLL_PADDING } from "./accordion";
import { installFakeTimers } from "../testing/fake-clock";
import { nextFrame } from "../testing/scroll";
import { isOpen, mount, recordEvents, triggerOf, type ToggleElement } from "./test-helpers";
import { settled } from "../testing/settled";

const byId = (id: string) => document.getElementById(id) as ToggleElement;

describe("x-accordion", () => {
  let log: ReturnType<typeof recordEvents>;
  beforeEach(() => (log = recordEvents()));
  afterEach(() => log.stop());

  it("one open at a time: opening a panel closes the others 25 ms later (source group); axe", async () => {
    const accordion = await mount<HTMLElement>(
      html`<x-accordion>
        <x-toggle id="q1" open
          ><button slot="trigger" type="button">One</button>
          <p>1</p></x-toggle
        >
        <x-toggle id="q2"
          ><button slot="trigger" type="button">Two</button>
          <p>2</p></x-toggle
        >
      </x-accordion>`,
    );
    triggerOf(byId("q2")).click();
    expect(isOpen(byId("q1")), "not at once").to.equal(true);
    await waitUntil(() => !isOpen(byId("q1")), "closes after the sync delay");
    expect(log.events).to.deep.equal(["x-open q2 trigger", "x-close q1 group"]);
    await settled(accordion);
    await expect(accordion).to.be.accessible();
  });

  it("multiple: several stay open", async () => {
    const accordion = await mount<HTMLElement>(
      html`<x-accordion multiple>
        <x-toggle id="m1" open
          ><button slot="trigger" type="button">One</button>
          <p>1</p></x-toggle
        >
        <x-toggle id="m2"
          ><button slot="trigger" type="button">Two</button>
          <p>2</p></x-toggle
        >
      </x-accordion>`,
    );
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    triggerOf(byId("m2")).click();
    await byId("m2").updateComplete;
    await nextFrame();
    await clock.tickAsync(25); // the sync delay, when the others would close
    clock.restore();
    await settled(accordion);
    expect([isOpen(byId("m1")), isOpen(byId("m2"))]).to.deep.equal([true, true]);
  });

  it("a panel opened above the viewport is scrolled into view with 20 px to spare", async () => {
    const accordion = await mount<HTMLElement>(
      html`<div>
        <x-accordion>
          <x-toggle id="s1" open
            ><button slot="trigger" type="button">One</button>
            <div style="height: 3000px">Long</div></x-toggle
          >
          <x-toggle id="s2"
            ><button slot="trigger" type="button">Two</button>
            <p>2</p></x-toggle
          >
        </x-accordion>
        <div style="height: 4000px"></div>
      </div>`,
    );
    // Without the browser's scroll anchoring, which would keep the panel in place by itself.
    document.documentElement.style.overflowAnchor = "none";
    byId("s2").scrollIntoView();
    triggerOf(byId("s2")).click();
    await waitUntil(() => !isOpen(byId("s1")), "the long one closes");
    await waitUntil(() => Math.abs(byId("s2").getBoundingClientRect().top - ACCORDION_SCROLL_PADDING) < 2, "scrolled to the opened panel", {
      timeout: 3000,
    });
    await settled(accordion);
    document.documentElement.style.overflowAnchor = "";
    window.scrollTo(0, 0);
  });
});
