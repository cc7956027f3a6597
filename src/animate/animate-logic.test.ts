import { expect } from "@open-wc/testing";
import { effectDeclarations, entranceCss, entranceTime, nextEffectState, settledState } from "../shared/effects";
import { animateSettings } from "./presets";
import { scrollProgress } from "./scroll-progress";

/** The attributes as a page that writes only the offsets and delay gives them: the presettable ones absent. */
const attributes = {
  effect: null,
  trigger: null,
  topOffset: 10,
  bottomOffset: 10,
  delay: 0,
  duration: null,
  stagger: null,
  once: null,
} as const;
const defaults = { ...attributes, effect: "fade-in", trigger: "enter", duration: 600, stagger: 0, once: false, waypoint: null };

describe("x-animate logic", () => {
  it("measures progress through the band within the offsets", () => {
    // Viewport 1000 px, offsets 10%: the band runs from 100 to 900; an element 200 px tall travels 1000 px.
    expect(scrollProgress(900, 200, 1000, 10, 10)).to.equal(0);
    expect(scrollProgress(1200, 200, 1000, 10, 10)).to.equal(0);
    expect(scrollProgress(400, 200, 1000, 10, 10)).to.equal(0.5);
    expect(scrollProgress(-100, 200, 1000, 10, 10)).to.equal(1);
    expect(scrollProgress(-500, 200, 1000, 10, 10)).to.equal(1);
    expect(scrollProgress(600, 200, 1000, 0, 0)).to.be.closeTo(1 / 3, 1e-9);
  });

  it("moves between exit, entering, enter and exiting; an element in view at first is shown as it is", () => {
    expect(nextEffectState(null, true, false)).to.equal("enter");
    expect(nextEffectState(null, false, false)).to.equal("exit");
    expect(nextEffectState(null, false, false, true), "in the viewport, outside the band").to.equal("enter");
    expect(nextEffectState("exit", true, false)).to.equal("entering");
    expect(nextEffectState("entering", false, false)).to.equal("exiting");
    expect(nextEffectState("enter", false, false)).to.equal("exiting");
    expect(nextEffectState("enter", false, true)).to.equal("enter");
    expect(nextEffectState("exiting", true, false)).to.equal("entering");
    expect(settledState("entering")).to.equal("enter");
    expect(settledState("exiting")).to.equal("exit");
  });

  it("writes an effect's start and its staggered delays as CSS, for no-preference only", () => {
    expect(effectDeclarations("slide-up", "0")).to.equal("opacity: 0; transform: translateY(calc(var(--x-effect-distance, 2rem) * (1 - 0)));");
    expect(effectDeclarations("none", "0")).to.equal("");
    const css = entranceCss({
      effect: "fade-in",
      state: (s) => `:host(:state(${s}))`,
      targets: " ::slotted(*)",
      duration: 750,
      delay: 0,
      stagger: 90,
      count: 3,
    });
    expect(css.startsWith("@media (prefers-reduced-motion: no-preference)")).to.equal(true);
    expect(css).to.include(":host(:state(exit)) ::slotted(*), :host(:state(exiting)) ::slotted(*) { opacity: 0; }");
    expect(css).to.include("::slotted(:nth-child(2)), ");
    expect(css).to.include("::slotted(:nth-child(3)) { transition-delay: 180ms; }");
    expect(entranceTime(750, 0, 90, 3)).to.equal(930);
  });

  it("takes a preset's settings, except those the page wrote, and the defaults for what neither gives", () => {
    expect(animateSettings("recent-posts", attributes)).to.deep.equal({
      ...defaults,
      effect: "fade-in",
      once: true,
      stagger: 90,
      duration: 750,
      waypoint: 75,
    });
    expect(animateSettings("column-fade", attributes)).to.deep.include({ effect: "slide-up", once: true, waypoint: 65 });
    expect(animateSettings("column-fade", { ...attributes, effect: "zoom", once: false })).to.deep.include({
      effect: "zoom",
      once: false,
      waypoint: 65,
    });
    expect(animateSettings("none", attributes)).to.deep.equal(defaults);
  });
});
