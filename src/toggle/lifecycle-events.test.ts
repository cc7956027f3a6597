import { expect, html, waitUntil } from "@open-wc/testing";
import { emulateMedia, sendKeys } from "@web/test-runner-commands";
import { isOpen, mount, phaseOf, triggerOf, type ToggleElement } from "./test-helpers";
import { part } from "../testing/parts";
import { settled } from "../testing/settled";

const LIFECYCLE = ["x-before-open", "x-open", "x-after-open", "x-before-close", "x-close", "x-after-close"];

/** Every lifecycle event reaching the document, with the phase the element was in when it came. */
function recordLifecycle() {
  const heard: { type: string; source: string; state: string; event: CustomEvent<{ source: string }> }[] = [];
  const listener = (event: Event) => {
    const custom = event as CustomEvent<{ source: string }>;
    heard.push({ type: event.type, source: custom.detail.source, state: phaseOf(event.target as HTMLElement) ?? "", event: custom });
  };
  for (const name of LIFECYCLE) document.addEventListener(name, listener);
  return {
    heard,
    types: () => heard.map((entry) => `${entry.type} ${entry.source}`),
    stop: () => LIFECYCLE.forEach((name) => document.removeEventListener(name, listener)),
  };
}

const modal = () =>
  mount(
    html`<x-toggle kind="modal" escape-close label="Edit profile"
      ><button slot="trigger" type="button">Edit</button>
      <form><input name="name" value="Ada" /></form
    ></x-toggle>`,
  );

describe("x-toggle: x-before-open / x-before-close and x-after-open / x-after-close", () => {
  let log: ReturnType<typeof recordLifecycle>;
  beforeEach(() => (log = recordLifecycle()));
  afterEach(() => log.stop());

  it("preventDefault on x-before-close keeps a modal open on Escape, on its close button and on a click outside", async () => {
    const el = await modal();
    el.show();
    await settled(el);
    const keep = (event: Event) => event.preventDefault();
    el.addEventListener("x-before-close", keep);
    const dialog = part(el, "dialog") as HTMLDialogElement;

    el.querySelector("input")!.focus();
    await sendKeys({ press: "Escape" });
    await settled(el);
    expect({ open: isOpen(el), dialog: dialog.open }, "after Escape").to.deep.equal({ open: true, dialog: true });

    part(el, "close")!.click();
    await settled(el);
    expect({ open: isOpen(el), dialog: dialog.open }, "after the close button").to.deep.equal({ open: true, dialog: true });

    dialog.click(); // the backdrop's clicks target the dialog itself
    await settled(el);
    expect({ open: isOpen(el), dialog: dialog.open }, "after a click outside").to.deep.equal({ open: true, dialog: true });
    expect(log.types().filter((type) => type.includes("close"))).to.deep.equal([
      "x-before-close escape",
      "x-before-close trigger",
      "x-before-close outside",
    ]);

    // Once the page lets it, the same close button closes it.
    el.removeEventListener("x-before-close", keep);
    part(el, "close")!.click();
    await waitUntil(() => !dialog.open, "the dialog closes after its animation");
    expect(isOpen(el)).to.equal(false);
  });

  it("preventDefault on x-before-open keeps the panel closed; a script's show() is asked too (source api)", async () => {
    const el = await mount(
      html`<x-toggle
        ><button slot="trigger" type="button">More</button>
        <p>Text</p></x-toggle
      >`,
    );
    el.addEventListener("x-before-open", (event) => event.preventDefault());
    triggerOf(el).click();
    el.show();
    await settled(el);
    expect(isOpen(el)).to.equal(false);
    expect(triggerOf(el).getAttribute("aria-expanded")).to.equal("false");
    expect(log.types()).to.deep.equal(["x-before-open trigger", "x-before-open api"]);
  });

  it("one event each, bubbling, composed and (before-*) cancelable, in order, with kind, group, hash and source", async () => {
    const el = await modal();
    triggerOf(el).click();
    await waitUntil(() => log.heard.length === 3, "opened");
    part(el, "close")!.click();
    await waitUntil(() => log.heard.length === 6, "closed");
    await settled(el);
    expect(log.types()).to.deep.equal([
      "x-before-open trigger",
      "x-open trigger",
      "x-after-open trigger",
      "x-before-close trigger",
      "x-close trigger",
      "x-after-close trigger",
    ]);
    for (const { event } of log.heard) {
      expect({ bubbles: event.bubbles, composed: event.composed, cancelable: event.cancelable, detail: event.detail }, event.type).to.deep.equal({
        bubbles: true,
        composed: true,
        cancelable: event.type.startsWith("x-before-"),
        detail: { kind: "modal", group: "", hash: "", source: "trigger" },
      });
    }
  });

  it("x-after-open and x-after-close come when the panel's animation has ended, not before", async () => {
    const el = await modal();
    el.style.setProperty("--x-toggle-duration", "120ms");
    const panel = part(el, "panel")!;
    const endedAnimations: string[] = [];
    panel.addEventListener("animationend", (event) => endedAnimations.push(event.animationName));
    // The events heard as each animation starts: read then, not by polling, which on a busy machine may look only
    // after the animation has ended.
    const heardAtAnimationStart: number[] = [];
    panel.addEventListener("animationstart", (event) => event.target === panel && heardAtAnimationStart.push(log.heard.length));
    let animationsAtAfterOpen = -1;
    el.addEventListener("x-after-open", () => (animationsAtAfterOpen = endedAnimations.length));
    el.show();
    await waitUntil(() => heardAtAnimationStart.length === 1, "the panel animates as it opens");
    expect(log.types().slice(0, heardAtAnimationStart[0]), "not during the animation").to.deep.equal(["x-before-open api", "x-open api"]);
    await waitUntil(() => log.heard.length === 3, "after-open");
    expect(animationsAtAfterOpen, "the opening animation ended first").to.equal(1);
    expect(log.heard[2]!.state).to.equal("open");

    el.hide();
    await waitUntil(() => heardAtAnimationStart.length === 2, "the panel animates as it closes");
    expect(log.heard.map((entry) => entry.type).slice(3, heardAtAnimationStart[1]), "not during the animation").to.deep.equal([
      "x-before-close",
      "x-close",
    ]);
    await waitUntil(() => log.heard.length === 6, "after-close");
    expect(endedAnimations.length, "the closing animation ended first").to.equal(2);
    expect(log.heard[5]!.state).to.equal("closed");
  });

  it("under reduced motion x-after-open and x-after-close come at once, one each", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      const el: ToggleElement = await modal();
      el.show();
      await waitUntil(() => log.heard.length === 3, "after-open without an animation");
      el.hide();
      await waitUntil(() => log.heard.length === 6, "after-close without an animation");
      await settled(el);
      expect(log.types()).to.deep.equal([
        "x-before-open api",
        "x-open api",
        "x-after-open api",
        "x-before-close api",
        "x-close api",
        "x-after-close api",
      ]);
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("the open attribute written by the page fires none of them", async () => {
    const el = await modal();
    el.setAttribute("open", "");
    await settled(el);
    el.removeAttribute("open");
    await settled(el);
    await waitUntil(() => phaseOf(el) === "closed");
    expect(log.types()).to.deep.equal([]);
  });
});
