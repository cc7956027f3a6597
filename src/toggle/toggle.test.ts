import { expect, html, waitUntil } from "@open-wc/testing";
import { emulateMedia, sendKeys } from "@web/test-runner-commands";
import { captureConsole } from "../testing/console";
import { isOpen, mount, phaseOf, recordEvents, triggerOf, type ToggleElement } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";
import { nextFrame } from "../testing/scroll";
import { nextTask } from "../shared/next-task";
import { part } from "../testing/parts";
import { settled } from "../testing/settled";

describe("x-toggle: opening and closing", () => {
  let log: ReturnType<typeof recordEvents>;
  beforeEach(() => (log = recordEvents()));
  afterEach(() => log.stop());

  it("a click on the trigger opens and closes a collapse, with aria-expanded and x-open / x-close (source trigger)", async () => {
    const el = await mount(
      html`<x-toggle id="c"
        ><button slot="trigger" type="button">More</button>
        <p>Text</p></x-toggle
      >`,
    );
    const trigger = triggerOf(el);
    expect(trigger.getAttribute("aria-expanded")).to.equal("false");
    expect(part(el, "panel")!.hidden, "hidden until found").to.equal("until-found");
    trigger.click();
    await settled(el);
    expect(isOpen(el)).to.equal(true);
    expect(el.hasAttribute("open"), "a visitor's change is a state, not written as the attribute").to.equal(false);
    expect(trigger.getAttribute("aria-expanded")).to.equal("true");
    expect(part(el, "panel")!.hidden).to.equal(false);
    trigger.click();
    await settled(el);
    expect(isOpen(el)).to.equal(false);
    expect(log.events).to.deep.equal(["x-open c trigger", "x-close c trigger"]);
    const [first] = log.details;
    expect(first!.detail).to.deep.equal({ kind: "collapse", group: "", hash: "", source: "trigger" });
    expect({ bubbles: first!.bubbles, composed: first!.composed }).to.deep.equal({ bubbles: true, composed: true });
  });

  it("Enter and Space on a button trigger, and Space on a link trigger (which does not navigate)", async () => {
    const el = await mount(
      html`<x-toggle
        ><a slot="trigger" href="#more">More</a>
        <p id="more">Text</p></x-toggle
      >`,
    );
    const trigger = triggerOf(el);
    expect(trigger.getAttribute("role"), "a link trigger acts as a button").to.equal("button");
    trigger.focus();
    await sendKeys({ press: "Space" });
    await settled(el);
    expect(isOpen(el)).to.equal(true);
    await sendKeys({ press: "Enter" });
    await settled(el);
    expect(isOpen(el)).to.equal(false);
    expect(location.hash, "no navigation").to.not.equal("#more");

    const button = await mount(
      html`<x-toggle
        ><button slot="trigger" type="button">More</button>
        <p>Text</p></x-toggle
      >`,
    );
    triggerOf(button).focus();
    await sendKeys({ press: "Enter" });
    await settled(button);
    expect(isOpen(button)).to.equal(true);
    await sendKeys({ press: "Space" });
    await settled(button);
    expect(isOpen(button)).to.equal(false);
  });

  it("show(), hide() and toggle() fire with source api; the open attribute fires nothing", async () => {
    const el = await mount(
      html`<x-toggle id="m"
        ><button slot="trigger" type="button">More</button>
        <p>Text</p></x-toggle
      >`,
    );
    el.show();
    await settled(el);
    expect(isOpen(el)).to.equal(true);
    el.toggle();
    await settled(el);
    expect(isOpen(el)).to.equal(false);
    el.toggle();
    el.hide();
    await settled(el);
    expect(log.events).to.deep.equal(["x-open m api", "x-close m api", "x-open m api", "x-close m api"]);
    log.events.length = 0;
    el.setAttribute("open", "");
    await settled(el);
    expect(triggerOf(el).getAttribute("aria-expanded")).to.equal("true");
    el.open = false;
    await settled(el);
    expect(triggerOf(el).getAttribute("aria-expanded")).to.equal("false");
    expect(log.events).to.deep.equal([]);
  });

  it("creates a trigger button when there is none, and takes it away when removed", async () => {
    const el = await mount(html`<x-toggle label="Details"><p>Text</p></x-toggle>`);
    const created = triggerOf(el);
    expect(created.localName).to.equal("button");
    expect(created.textContent).to.equal("Details");
    el.remove();
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(el.querySelector("button") === null, "created button removed").to.equal(true);
  });

  it("the phase states go closed, opening, open, closing, closed; reduced motion skips the animation phases", async () => {
    const el = await mount(
      html`<x-toggle
        ><button slot="trigger" type="button">More</button>
        <p>Text</p></x-toggle
      >`,
    );
    // Phases of 500 ms: a look every 50 ms finds each animation running even when a busy machine delays it.
    el.style.setProperty("--x-toggle-duration", "500ms");
    try {
      const animating = () => part(el, "panel")!.getAnimations().length > 0;
      expect(phaseOf(el)).to.equal("closed");
      el.show();
      await waitUntil(animating, "the panel animates as it opens");
      expect([phaseOf(el), isOpen(el)], "while it animates in").to.deep.equal(["opening", true]);
      await waitUntil(() => phaseOf(el) === "open", "opens");
      el.hide();
      await waitUntil(animating, "the panel animates as it closes");
      expect([phaseOf(el), isOpen(el)], "while it animates out").to.deep.equal(["closing", false]);
      await waitUntil(() => phaseOf(el) === "closed", "closes");
      await emulateMedia({ reducedMotion: "reduce" });
      // The phases pass with no animation to wait for: nothing moves, in any frame of the opening or the closing.
      const seen: boolean[] = [];
      el.show();
      for (let frame = 0; frame < 8; frame++, await nextFrame()) seen.push(animating());
      expect(phaseOf(el)).to.equal("open");
      el.hide();
      for (let frame = 0; frame < 8; frame++, await nextFrame()) seen.push(animating());
      expect(phaseOf(el)).to.equal("closed");
      expect(seen.filter(Boolean)).to.deep.equal([]);
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("with reset-on-close, clears the content after closing and restores it from the template", async () => {
    const el = await mount(
      html`<x-toggle kind="modal" reset-on-close
        ><button slot="trigger" type="button">Form</button
        ><template
          ><label>Name <input /></label></template
        ><label>Name <input /></label
      ></x-toggle>`,
    );
    el.show();
    await settled(el);
    el.querySelector("input")!.value = "typed";
    // Cleared 100 ms after the closing animation has ended (the phase "closed"), not before.
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      el.hide();
      // Frame by frame: frames are not faked (open-wc's waitUntil polls with setTimeout, which is). A wait that never
      // ends times out like any test; installFakeTimers puts the browser's timers back for the tests after it.
      while (phaseOf(el) !== "closed") await new Promise((resolve) => requestAnimationFrame(resolve));
      // The state is set as React commits; the reset's timer starts in an effect React may run a task later (its
      // scheduler yields after 5 ms of work, as it does under load), queued before this message.
      await nextTask();
      clock.tick(99);
      expect(el.querySelector("input")?.value, "still there just before the delay").to.equal("typed");
      clock.tick(1);
      expect(el.querySelector("input"), "cleared after it").to.equal(null);
    } finally {
      clock.restore();
    }
    el.show();
    await settled(el);
    expect(el.querySelector("input")!.value, "fresh content").to.equal("");
    // Closed before the fixture goes: a dialog is not taken out of the top layer in the middle of its closing.
    el.hide();
    await waitUntil(() => phaseOf(el) === "closed", "closed again");
  });

  it("warns of reset-on-close without a template, and of escape-close without content", async () => {
    const console = captureConsole();
    try {
      await mount(
        html`<x-toggle reset-on-close
          ><button slot="trigger" type="button">A</button>
          <p>Text</p></x-toggle
        >`,
      );
      await mount(html`<x-toggle escape-close><button slot="trigger" type="button">B</button></x-toggle>`);
      expect(console.warnings).to.have.length(2);
      expect(console.warnings[0]).to.match(/^\[x-toggle\] missing content template/);
      expect(console.warnings[1]).to.match(/^\[x-toggle\] missing toggle id for escape-to-close/);
    } finally {
      console.restore();
    }
  });

  it("warns once and ignores a group or hash that is not a name", async () => {
    const console = captureConsole();
    try {
      const el = await mount<ToggleElement>(
        html`<x-toggle group="a b" hash="x/y"
          ><button slot="trigger" type="button">A</button>
          <p>Text</p></x-toggle
        >`,
      );
      expect(el.group).to.equal("");
      expect(el.hash).to.equal("");
      expect(console.warnings).to.have.length(2);
      expect(console.warnings.join("\n")).to.include('"group"').and.to.include('"hash"');
      for (const warning of console.warnings) expect(warning).to.include("[x-toggle]").and.to.include("state keys must be alphanumeric");
    } finally {
      console.restore();
    }
  });

  it("takes a group or hash with a hyphen as it is, without a warning (anchors such as #pricing-plans are common)", async () => {
    const console = captureConsole();
    try {
      const el = await mount<ToggleElement>(
        html`<x-toggle group="faq-shipping" hash="pricing-plans"
          ><button slot="trigger" type="button">A</button>
          <p>Text</p></x-toggle
        >`,
      );
      expect([el.group, el.hash]).to.deep.equal(["faq-shipping", "pricing-plans"]);
      expect(console.warnings).to.deep.equal([]);
    } finally {
      console.restore();
    }
  });
});
