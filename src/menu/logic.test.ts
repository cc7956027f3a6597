import { expect } from "@open-wc/testing";
import sinon from "sinon";
import { HoverIntent } from "./hover-intent";
import { menuMode } from "./mode";
import { submenuSide } from "./placement";
import { installFakeTimers } from "../testing/fake-clock";

describe("menu logic", () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => (clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })));
  afterEach(() => clock.restore());

  it("hover intent: opens once the pointer moved less than the sensitivity between two polls (interval 25 ms, 9 px)", () => {
    const calls: string[] = [];
    const intent = new HoverIntent({ interval: 25, timeout: 25, sensitivity: 9 }, { over: () => calls.push("over"), out: () => calls.push("out") });
    intent.enter(0, 0);
    intent.move(30, 0); // fast: 30 px in the first 25 ms
    clock.tick(25);
    expect(calls).to.deep.equal([]);
    intent.move(34, 3); // 5 px in the next 25 ms: slowing down
    clock.tick(24);
    expect(calls).to.deep.equal([]);
    clock.tick(1);
    expect(calls).to.deep.equal(["over"]);
  });

  it("hover intent: a pointer that passes through never opens; leaving waits for the delay (at least the timeout); coming back cancels", () => {
    const calls: string[] = [];
    const intent = new HoverIntent({ interval: 25, timeout: 25, sensitivity: 9 }, { over: () => calls.push("over"), out: () => calls.push("out") });
    intent.enter(0, 0);
    intent.move(20, 0);
    clock.tick(10);
    intent.leave(350);
    clock.tick(1000);
    expect(calls, "passed through").to.deep.equal([]);
    intent.enter(0, 0);
    clock.tick(25);
    expect(calls).to.deep.equal(["over"]);
    intent.leave(350);
    clock.tick(349);
    intent.enter(5, 5); // back in time
    clock.tick(1000);
    expect(calls, "back before the delay ran out").to.deep.equal(["over"]);
    intent.leave(0);
    clock.tick(24);
    expect(calls).to.deep.equal(["over"]);
    clock.tick(1);
    expect(calls, "the timeout is the least delay").to.deep.equal(["over", "out"]);
  });

  it("placement: a submenu flips to the other side when it would leave the viewport", () => {
    expect(submenuSide({ left: 100, right: 200 }, 200, 1000, false)).to.equal("right");
    expect(submenuSide({ left: 900, right: 980 }, 200, 1000, false), "top level near the right edge").to.equal("left");
    expect(submenuSide({ left: 700, right: 900 }, 200, 1000, true), "nested near the right edge").to.equal("left");
    expect(submenuSide({ left: 300, right: 500 }, 200, 1000, true, "left"), "under a flipped parent, left still fits").to.equal("left");
    expect(submenuSide({ left: 100, right: 300 }, 200, 1000, true, "left"), "left does not fit: back to the right").to.equal("right");
    expect(submenuSide({ left: 100, right: 200 }, 900, 1000, true), "neither fits: the roomier side").to.equal("right");
  });

  it("mode: x-menu is mobile at 978.98 px or less with touch; the mega-menu at or below 959 px; explicit modes win", () => {
    const menu = { mode: "auto" as const, breakpoint: 979, needsTouch: true };
    expect(menuMode({ ...menu, width: 978, touch: true })).to.equal("mobile");
    expect(menuMode({ ...menu, width: 979, touch: true })).to.equal("desktop");
    expect(menuMode({ ...menu, width: 375, touch: false }), "narrow without touch").to.equal("desktop");
    const mega = { mode: "auto" as const, breakpoint: 959, needsTouch: false };
    expect(menuMode({ ...mega, width: 959, touch: false })).to.equal("mobile");
    expect(menuMode({ ...mega, width: 960, touch: true })).to.equal("desktop");
    expect(menuMode({ ...menu, mode: "mobile", width: 2000, touch: false })).to.equal("mobile");
    expect(menuMode({ ...menu, mode: "desktop", width: 300, touch: true })).to.equal("desktop");
  });
});
