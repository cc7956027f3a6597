import { expect } from "@open-wc/testing";
import sinon from "sinon";
import { clockState, onceAt, onEverySecond } from "./clock";
import { installFakeTimers } from "../testing/fake-clock";

describe("shared second clock", () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = installFakeTimers({ now: Date.parse("2026-01-01T00:00:00.250Z"), toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => clock.restore());

  it("ticks exactly on whole seconds for an hour even when every tick runs late work", () => {
    const tickTimes: number[] = [];
    const stop = onEverySecond((now) => {
      tickTimes.push(now);
      clock.tick(37); // subscribers doing 37 ms of work must not push the next tick later
    });
    for (let second = 0; second < 3600; second++) clock.tick(1000);
    stop();
    const start = Date.parse("2026-01-01T00:00:01Z");
    expect(tickTimes.length).to.be.greaterThanOrEqual(3600);
    expect(tickTimes.every((time, i) => time === start + i * 1000)).to.equal(true);
  });

  it("uses one timer for all subscribers and releases it when the last one leaves", () => {
    const stops = Array.from({ length: 100 }, () => onEverySecond(() => {}));
    expect(clock.countTimers()).to.equal(1);
    expect(clockState()).to.deep.equal({ subscribers: 100, waiting: 0, armed: true });
    for (const stop of stops) stop();
    expect(clock.countTimers()).to.equal(0);
    expect(clockState()).to.deep.equal({ subscribers: 0, waiting: 0, armed: false });
  });

  it("runs a one-off wake once, on the first whole-second tick at or after its moment", () => {
    const start = Date.now(); // 00:00:00.250
    const woken: number[] = [];
    onceAt(start + 2500, (now) => woken.push(now));
    expect(clockState()).to.deep.equal({ subscribers: 0, waiting: 1, armed: true });
    clock.tick(2000); // 00:00:02.250: the 01 and 02 ticks are before the moment
    expect(woken).to.deep.equal([]);
    clock.tick(1000); // the 03 tick
    expect(woken).to.deep.equal([Date.parse("2026-01-01T00:00:03Z")]);
    clock.tick(5000);
    expect(woken.length).to.equal(1);
    expect(clockState()).to.deep.equal({ subscribers: 0, waiting: 0, armed: false });
  });

  it("with only wakes waiting, sleeps until the earliest one's whole second, and wakes sooner for a sooner one", () => {
    const start = Date.now(); // 00:00:00.250
    const woken: string[] = [];
    onceAt(start + 60_000, () => woken.push("minute"));
    clock.next(); // one timer task, not sixty
    expect([Date.now() - start, woken]).to.deep.equal([60_750, ["minute"]]);
    const cancelLater = onceAt(Date.now() + 60_000, () => woken.push("later"));
    onceAt(Date.now() + 1500, () => woken.push("sooner"));
    expect(clock.countTimers()).to.equal(1);
    clock.next();
    expect([Date.now() - start, woken]).to.deep.equal([62_750, ["minute", "sooner"]]);
    const stop = onEverySecond(() => woken.push("second")); // a subscriber: every second again
    clock.next();
    expect([Date.now() - start, woken.at(-1)]).to.deep.equal([63_750, "second"]);
    stop();
    cancelLater();
  });

  it("waits for a wake a month away in steps of setTimeout's longest delay, not a tight loop", () => {
    const start = Date.now();
    const woken: number[] = [];
    onceAt(start + 30 * 86_400_000, (now) => woken.push(now));
    // Each timer task wakes, finds nothing due yet (setTimeout's longest delay is about 24.9 days) and sleeps again.
    let tasks = 0;
    while (woken.length === 0 && tasks < 10) {
      clock.next();
      tasks++;
    }
    expect(woken).to.deep.equal([start + 30 * 86_400_000 + 750]);
    expect(tasks).to.be.at.most(3);
  });

  it("stays one timer when callbacks sign up again while a tick runs them", () => {
    const start = Date.now();
    let sleeps = 0;
    let cancelSleep = () => {};
    // An off-screen countdown: it wakes, finds nothing to change, and sleeps until its next moment.
    const sleep = (): void => void (cancelSleep = onceAt(start + 1000 * (++sleeps + 1), sleep));
    sleep();
    let seconds = 0;
    const stop = onEverySecond(() => {
      seconds++;
      onEverySecond(() => {})(); // a subscriber that comes and goes within the tick
    });
    clock.tick(10_000);
    expect(clock.countTimers()).to.equal(1);
    expect(seconds).to.equal(10);
    stop();
    cancelSleep();
    expect(clock.countTimers()).to.equal(0);
  });

  it("releases its timer when a wake is cancelled", () => {
    const cancel = onceAt(Date.now() + 60_000, () => expect.fail("a cancelled wake ran"));
    expect(clock.countTimers()).to.equal(1);
    cancel();
    expect(clock.countTimers()).to.equal(0);
    clock.tick(120_000);
  });

  it("runs a wake registered by another wake at its own moment, and each wake among many only once", () => {
    const start = Date.now(); // 00:00:00.250
    const woken: string[] = [];
    for (let i = 0; i < 1000; i++) onceAt(start + 3_600_000, () => woken.push("late"));
    onceAt(start + 1000, (now) => {
      woken.push(`first ${now - start}`);
      onceAt(now + 2000, (later) => woken.push(`second ${later - start}`));
    });
    clock.tick(5000);
    expect(woken).to.deep.equal(["first 1750", "second 3750"]);
    clock.tick(3_600_000);
    expect(woken.filter((w) => w === "late").length).to.equal(1000);
    expect(clockState()).to.deep.equal({ subscribers: 0, waiting: 0, armed: false });
  });
});
