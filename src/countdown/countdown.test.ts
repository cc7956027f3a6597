import { expect, fixture, html } from "@open-wc/testing";
import axe from "axe-core";
import sinon from "sinon";
import "../../elements/x-countdown";
import { clockState } from "../shared/clock";
import { watchedCount } from "../shared/in-view";
import { cycleTime, cyclicPlan, nextRefreshAt, nextStructureChangeAt, spanPlan, unitCycle, type CountdownOptions } from "./countdown";
import { captureConsole } from "../testing/console";
import { loadTemplateParser } from "./template-loader";
import { underEachMotionPreference } from "../testing/motion";
import { NOW, at, countdown, dueText, frames, hasReels, shownText, unitHidden, unitTexts } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";
import { nextFrame } from "../testing/scroll";

describe("x-countdown", () => {
  // A page's own accessible text needs its parser, loaded on demand (template-loading.test.ts): loaded beforehand
  // here, so that a countdown with one renders its text at once.
  before(() => loadTemplateParser());
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = installFakeTimers({ now: NOW, toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => clock.restore());

  it("shows 273906 s as 03 Days 04 Hours 05 Minutes 06 Seconds", async () => {
    const el = await countdown(html`<x-countdown end=${at(273906)}>Offer ends soon</x-countdown>`);
    expect(unitTexts(el)).to.deep.equal(["03 Days", "04 Hours", "05 Minutes", "06 Seconds"]);
  });

  it("uses singular labels exactly when a value is 1: 90061 s", async () => {
    const el = await countdown(html`<x-countdown end=${at(90061)}></x-countdown>`);
    expect(unitTexts(el)).to.deep.equal(["01 Day", "01 Hour", "01 Minute", "01 Second"]);
  });

  it("never truncates: 10627200 s shows 123 Days", async () => {
    const el = await countdown(html`<x-countdown end=${at(10627200)}></x-countdown>`);
    expect(unitTexts(el)[0]).to.equal("123 Days");
  });

  it('rolls days into hours with units="h m s": 183600 s is 51 Hours 00 Minutes 00 Seconds', async () => {
    const el = await countdown(html`<x-countdown end=${at(183600)} units="h m s"></x-countdown>`);
    expect(unitTexts(el)).to.deep.equal(["51 Hours", "00 Minutes", "00 Seconds"]);
  });

  it("hides days at 0 days, hours at 0 hours, minutes at 0 minutes, never seconds", async () => {
    const zeroDays = await countdown(html`<x-countdown end=${at(3 * 3600 + 5)}></x-countdown>`);
    expect(unitTexts(zeroDays)).to.deep.equal(["03 Hours", "00 Minutes", "05 Seconds"]);
    const zeroHours = await countdown(html`<x-countdown end=${at(2 * 60 + 5)}></x-countdown>`);
    expect(unitTexts(zeroHours)).to.deep.equal(["02 Minutes", "05 Seconds"]);
    const zeroMinutes = await countdown(html`<x-countdown end=${at(5)}></x-countdown>`);
    expect(unitTexts(zeroMinutes)).to.deep.equal(["05 Seconds"]);
  });

  it("shows the units again when a change of units, hide-empty or server-time gives them time again", async () => {
    const el = await countdown(html`<x-countdown end=${at(183600)} units="h m s"></x-countdown>`);
    el.setAttribute("units", "d h m s");
    await el.updateComplete;
    expect(unitTexts(el)).to.deep.equal(["02 Days", "03 Hours", "00 Minutes", "00 Seconds"]);
    const short = await countdown(html`<x-countdown end=${at(30)}></x-countdown>`);
    expect(unitTexts(short)).to.deep.equal(["30 Seconds"]);
    short.setAttribute("hide-empty", "false");
    await short.updateComplete;
    expect(unitTexts(short)).to.deep.equal(["00 Days", "00 Hours", "00 Minutes", "30 Seconds"]);
    const corrected = await countdown(html`<x-countdown end=${at(1800)}></x-countdown>`);
    expect(unitTexts(corrected)).to.deep.equal(["30 Minutes", "00 Seconds"]);
    // The server's clock was 90 minutes behind the visitor's: 2 hours are left.
    corrected.setAttribute("server-time", new Date(NOW - 90 * 60 * 1000).toISOString());
    await corrected.updateComplete;
    expect(unitTexts(corrected)).to.deep.equal(["02 Hours", "00 Minutes", "00 Seconds"]);
  });

  it("keeps a hidden unit hidden as time passes", async () => {
    const el = await countdown(html`<x-countdown end=${at(61)}></x-countdown>`);
    expect(unitTexts(el)).to.deep.equal(["01 Minute", "01 Second"]);
    await clock.tickAsync(2000);
    await unitHidden(el);
    expect(unitTexts(el)).to.deep.equal(["59 Seconds"]);
  });

  it("shows the right texts after a unit hides, also those React rendered last time and the clock changed since", async () => {
    // Rendered at 119 s, the reels show 58 … 00; at 59 s the minutes hide, and the seconds' reel starts again.
    const el = await countdown(html`<x-countdown end=${at(119)}></x-countdown>`);
    expect(unitTexts(el)).to.deep.equal(["01 Minute", "59 Seconds"]);
    await clock.tickAsync(59_000);
    expect(unitTexts(el)).to.deep.equal(["01 Minute", "00 Seconds"]);
    await clock.tickAsync(1000);
    await unitHidden(el);
    expect(unitTexts(el)).to.deep.equal(["59 Seconds"]);
  });

  it("shows every unit with hide-empty=false", async () => {
    const el = await countdown(html`<x-countdown end=${at(5)} hide-empty="false"></x-countdown>`);
    expect(unitTexts(el)).to.deep.equal(["00 Days", "00 Hours", "00 Minutes", "05 Seconds"]);
  });

  it("shows bare numbers with leading-zeros=false", async () => {
    const el = await countdown(html`<x-countdown end=${at(273906)} leading-zeros="false"></x-countdown>`);
    expect(unitTexts(el)).to.deep.equal(["3 Days", "4 Hours", "5 Minutes", "6 Seconds"]);
  });

  it("corrects a wrong visitor clock with server-time", async () => {
    // The server says it is one hour later than the visitor's clock: one hour less remains.
    const el = await countdown(html`<x-countdown end=${at(7200)} server-time=${at(3600)}></x-countdown>`);
    expect(unitTexts(el)).to.deep.equal(["01 Hour", "00 Minutes", "00 Seconds"]);
  });

  it("keeps the server-time correction it measured first when it is put back on the page later", async () => {
    const el = await countdown(html`<x-countdown end=${at(7200)} server-time=${at(3600)}></x-countdown>`);
    const parent = el.parentElement!;
    el.remove();
    await clock.tickAsync(60_000);
    parent.append(el);
    await el.updateComplete;
    // Measured again, the server's page-time would count as "now" and the minute away would be lost.
    expect(unitTexts(el)).to.deep.equal(["59 Minutes", "00 Seconds"]);
  });

  it("takes translated labels from JSON", async () => {
    const labels = JSON.stringify({ day: "Tag", days: "Tage", hour: "Stunde", hours: "Stunden" });
    const el = await countdown(html`<x-countdown end=${at(90061 + 86400)} labels=${labels}></x-countdown>`);
    expect(unitTexts(el)).to.deep.equal(["02 Tage", "01 Stunde", "01 Minute", "01 Second"]);
  });

  it("in view, renders only when the accessible text changes, each from one shared timer, and its reels show every second", async () => {
    clock.setSystemTime(NOW + 400); // start mid-second
    const els = await Promise.all([1, 2, 3].map(() => countdown(html`<x-countdown end=${at(7200)}></x-countdown>`)));
    expect(els.every(hasReels)).to.equal(true);
    expect(clockState()).to.deep.equal({ subscribers: 0, waiting: 3, armed: true });
    expect(clock.countTimers()).to.equal(1);
    await clock.tickAsync(599);
    expect(unitTexts(els[0]!)).to.deep.equal(["02 Hours", "00 Minutes", "00 Seconds"]);
    const label = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="timer"]')!.getAttribute("aria-label");
    await clock.tickAsync(1); // the whole second: the accessible text changes, the countdowns render again
    await frames(10, () => els.every((el) => label(el) === "Countdown ends in 1 hour and 59 minutes."));
    expect(els.map(label)).to.deep.equal(Array(3).fill("Countdown ends in 1 hour and 59 minutes."));
    expect(unitTexts(els[0]!)).to.deep.equal(["01 Hour", "59 Minutes", "59 Seconds"]);
    // Then nothing changes in the page for the next 59 seconds: the reels show them.
    const changes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => changes.push(...records));
    for (const el of els) watcher.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
    await clock.tickAsync(58_000);
    await Promise.all(els.map((el) => el.updateComplete));
    await nextFrame();
    expect(els.map((el) => unitTexts(el).join(" "))).to.deep.equal(Array(3).fill("01 Hour 59 Minutes 01 Second"));
    expect(changes.splice(0)).to.have.length(0);
    await clock.tickAsync(61_400); // past the next minute's render, mid-second
    await Promise.all(els.map((el) => el.updateComplete));
    await frames(10, () => changes.length > 0);
    watcher.disconnect();
    expect(changes.length).to.be.above(0);
    await frames(10, () => clockState().waiting === 3); // each waits for its next render, from an effect React runs after this one
    expect(clockState()).to.deep.equal({ subscribers: 0, waiting: 3, armed: true });
    expect(els.map((el) => unitTexts(el).join(" "))).to.deep.equal(Array(3).fill("01 Hour 58 Minutes 00 Seconds"));
    expect(clock.countTimers()).to.equal(1);
  });

  it("renews its reels at least a minute after they started, also when a later end moves its next render further", async () => {
    const el = await countdown(html`<x-countdown end=${at(200)} units="s"></x-countdown>`);
    const start = () => Number(el.shadowRoot!.querySelector<HTMLElement>('[data-unit="s"] .reel')!.dataset["start"]) - NOW;
    await clock.tickAsync(21_000); // 179 s left: the accessible text's minutes change, the reels start again
    await frames(20, () => start() === 21_000); // a render React schedules as a transition
    expect(start()).to.equal(21_000);
    await clock.tickAsync(49_000);
    el.setAttribute("end", at(230)); // the accessible text now changes at 111 s, past a minute from 21 s
    await el.updateComplete;
    await clock.tickAsync(12_000);
    await frames(20, () => start() !== 21_000);
    expect(start()).to.equal(81_000);
    expect(unitTexts(el)).to.deep.equal(["148 Seconds"]);
  });

  describe("its text for a selection, a copy and text extraction", () => {
    /** Selects the whole timer, from inside the shadow root, as a visitor dragging over the countdown does. */
    async function selectTimer(el: HTMLElement): Promise<void> {
      const timer = el.shadowRoot!.querySelector('[part="timer"]')!;
      getSelection()!.removeAllRanges();
      const changed = new Promise((resolve) => document.addEventListener("selectionchange", resolve, { once: true }));
      getSelection()!.setBaseAndExtent(timer, 0, timer, timer.childNodes.length);
      await changed;
    }
    const words = (text: string) => text.split(/\s+/).filter(Boolean).join(" ");
    /** What the timer holds for a reader outside its reels: a unit's text, or while its reel plays, the window's real text. */
    const extracted = (el: HTMLElement) =>
      words([...el.shadowRoot!.querySelectorAll('[part="unit"] > [part], .window > .text')].map((text) => text.textContent).join(" "));
    afterEach(() => getSelection()!.removeAllRanges());

    it("reads the texts shown now, not the reels' column of coming texts", async () => {
      const el = await countdown(html`<x-countdown end=${at(273930)}></x-countdown>`);
      expect(hasReels(el)).to.equal(true);
      await selectTimer(el);
      expect(words(getSelection()!.toString())).to.equal("03 Days 04 Hours 05 Minutes 30 Seconds");
      // 20 seconds later, with no render in between (the reels showed them): a new selection reads the seconds of now.
      await clock.tickAsync(20_000);
      await selectTimer(el);
      expect(words(getSelection()!.toString())).to.equal("03 Days 04 Hours 05 Minutes 10 Seconds");
    });

    it("copies the texts shown at the moment of the copy, as plain text", async () => {
      const el = await countdown(html`<x-countdown end=${at(273930)}></x-countdown>`);
      await selectTimer(el);
      await clock.tickAsync(7_000); // the selection stays; the reels go on
      const copy = new ClipboardEvent("copy", { bubbles: true, composed: true, cancelable: true, clipboardData: new DataTransfer() });
      el.shadowRoot!.querySelector('[data-unit="s"]')!.dispatchEvent(copy);
      expect(copy.defaultPrevented).to.equal(true);
      expect(words(copy.clipboardData!.getData("text/plain"))).to.equal("03 Days 04 Hours 05 Minutes 23 Seconds");
      expect(copy.clipboardData!.getData("text/html")).to.equal("");
    });

    it("lets a pointer through the reels to the texts a drag selects, which a selection shows highlighted", async () => {
      const el = await countdown(html`<x-countdown end=${at(273930)}></x-countdown>`);
      const minutes = el.shadowRoot!.querySelector('[data-unit="m"] .window')!;
      const box = minutes.getBoundingClientRect();
      const hit = el.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)!;
      expect(hit.classList.contains("text"), hit.outerHTML).to.equal(true);
      expect(getComputedStyle(hit).opacity).to.equal("0"); // unread, it is not there for the eyes nor for checkers
      await selectTimer(el);
      expect(getComputedStyle(hit).opacity).to.equal("1");
      expect(getComputedStyle(hit).color).to.equal("rgba(0, 0, 0, 0)");
    });

    it("holds no seconds outside a selection: the units that change only at a render are true until the next", async () => {
      const el = await countdown(html`<x-countdown end=${at(273930)}></x-countdown>`);
      expect(extracted(el)).to.equal("03 Days 04 Hours 05 Minutes");
      await selectTimer(el);
      expect(extracted(el)).to.equal("03 Days 04 Hours 05 Minutes 30 Seconds");
      const cleared = new Promise((resolve) => document.addEventListener("selectionchange", resolve, { once: true }));
      getSelection()!.removeAllRanges();
      await cleared;
      await el.updateComplete;
      expect(extracted(el)).to.equal("03 Days 04 Hours 05 Minutes");
      await clock.tickAsync(31_000); // the minute's render
      await frames(10, () => extracted(el).includes("04 Minutes"));
      expect(extracted(el)).to.equal("03 Days 04 Hours 04 Minutes");
    });
  });

  it("updates the accessible text once a minute, not every second", async () => {
    const el = await countdown(html`<x-countdown end=${at(90061)}></x-countdown>`);
    const timer = el.shadowRoot!.querySelector('[role="timer"]')!;
    expect(timer.getAttribute("aria-label")).to.equal("Countdown ends in 1 day, 1 hour, and 1 minute.");
    await clock.tickAsync(1000);
    await el.updateComplete;
    expect(timer.getAttribute("aria-label")).to.equal("Countdown ends in 1 day, 1 hour, and 1 minute.");
    await clock.tickAsync(1000);
    await frames(10, () => timer.getAttribute("aria-label") !== "Countdown ends in 1 day, 1 hour, and 1 minute."); // a render React schedules
    expect(timer.getAttribute("aria-label")).to.equal("Countdown ends in 1 day and 1 hour.");
  });

  it("fills a custom accessible-text", async () => {
    const el = await countdown(html`<x-countdown end=${at(3725)} accessible-text="{{h}}h {{m}}m {{s}}s left"></x-countdown>`);
    expect(el.shadowRoot!.querySelector('[role="timer"]')!.getAttribute("aria-label")).to.equal("1h 2m 0s left");
  });

  describe("plural forms in accessible-text", () => {
    const label = (el: Element) => el.shadowRoot!.querySelector('[role="timer"]')!.getAttribute("aria-label");
    const ENDS = "Ends in {d, plural, one {# day} other {# days}} and {hours, plural, one {# hour} other {# hours}}";

    it('says "1 day and 1 hour" and "11 days and 11 hours" from one template', async () => {
      const one = await countdown(html`<x-countdown end=${at(86400 + 3600 + 30)} accessible-text=${ENDS}></x-countdown>`);
      expect(label(one)).to.equal("Ends in 1 day and 1 hour");
      const eleven = await countdown(html`<x-countdown end=${at(11 * 86400 + 11 * 3600)} accessible-text=${ENDS}></x-countdown>`);
      expect(label(eleven)).to.equal("Ends in 11 days and 11 hours");
    });

    it("follows the language's plural forms and digits, and takes =N for an exact number", async () => {
      const hours = "{h, plural, one {# godzina} few {# godziny} many {# godzin} other {# godziny}}";
      const two = await countdown(html`<x-countdown lang="pl" end=${at(2 * 3600)} units="h m s" accessible-text=${hours}></x-countdown>`);
      expect(label(two)).to.equal("2 godziny");
      const five = await countdown(html`<x-countdown lang="pl" end=${at(5 * 3600)} units="h m s" accessible-text=${hours}></x-countdown>`);
      expect(label(five)).to.equal("5 godzin");
      const arabic = await countdown(
        html`<x-countdown lang="ar-EG" end=${at(3 * 86400)} accessible-text="{d, plural, few {# أيام} other {# يوم}}"></x-countdown>`,
      );
      expect(label(arabic)).to.equal("٣ أيام");
      const exact = "{h, plural, =0 {less than an hour} one {# hour} other {# hours}} left";
      const none = await countdown(html`<x-countdown end=${at(1800)} accessible-text=${exact}></x-countdown>`);
      expect(label(none)).to.equal("less than an hour left");
    });

    for (const bad of [
      "{h, plural, one {# hour}} left",
      "{h, plural, one {# hour} other {# hours} left",
      "{weeks, plural, one {# week} other {# weeks}}",
    ]) {
      it(`warns once of a plural that is not whole and tells the built-in text: ${bad}`, async () => {
        const log = captureConsole();
        try {
          const el = await countdown(html`<x-countdown end=${at(90061)} accessible-text=${bad}></x-countdown>`);
          expect(label(el)).to.equal("Countdown ends in 1 day, 1 hour, and 1 minute.");
          await clock.tickAsync(60_000);
          await el.updateComplete;
          expect(log.warnings).to.deep.equal([
            `[x-countdown] attribute "accessible-text": ${JSON.stringify(bad)} has a plural that is not {h, plural, one {# hour} other {# hours}} (see the attribute's description)`,
          ]);
          expect(log.errors).to.deep.equal([]);
        } finally {
          log.restore();
        }
      });
    }
  });

  describe("the deprecated aria-text", () => {
    const label = (el: Element) => el.shadowRoot!.querySelector('[role="timer"]')!.getAttribute("aria-label");

    it("still fills the accessible text, and warns once, naming the element and both attributes", async () => {
      const log = captureConsole();
      try {
        const el = await countdown(html`<x-countdown end=${at(3725)} aria-text="{{h}}h {{m}}m left"></x-countdown>`);
        expect(label(el)).to.equal("1h 2m left");
        await clock.tickAsync(60_000); // renders again: no second warning
        await frames(10, () => label(el) === "1h 1m left");
        expect(label(el)).to.equal("1h 1m left");
        el.setAttribute("aria-text", "{{h}} h {{m}} min");
        await el.updateComplete;
        expect(label(el)).to.equal("1 h 1 min");
        expect(log.warnings).to.deep.equal([
          '[x-countdown] attribute "aria-text" is deprecated: use "accessible-text" (a name that looks like an ARIA attribute fails accessibility checks)',
        ]);
      } finally {
        log.restore();
      }
    });

    it("gives way to accessible-text when both are set, even one equal to the default", async () => {
      const log = captureConsole();
      try {
        const el = await countdown(html`<x-countdown end=${at(3725)} aria-text="old" accessible-text="{{m}} min"></x-countdown>`);
        expect(label(el)).to.equal("2 min");
        el.setAttribute("accessible-text", "Countdown ends in {{d}} days, {{h}} hours, and {{m}} minutes.");
        await el.updateComplete;
        expect(label(el)).to.equal("Countdown ends in 0 days, 1 hours, and 2 minutes.");
        el.removeAttribute("accessible-text");
        await el.updateComplete;
        expect(label(el)).to.equal("old");
        expect(log.warnings).to.have.length(1);
      } finally {
        log.restore();
      }
    });

    it("passes axe with accessible-text: the renamed attribute is not taken for an ARIA one", async () => {
      const el = await countdown(html`<x-countdown end=${at(3725)} accessible-text="{{h}} hours left"></x-countdown>`);
      clock.restore(); // axe schedules its own timers
      await expect(el).to.be.accessible();
    });
  });

  it("tells the time left in the units its text names, also when fewer units show", async () => {
    const label = (el: Element) => el.shadowRoot!.querySelector('[role="timer"]')!.getAttribute("aria-label");
    const seconds = await countdown(html`<x-countdown end=${at(273906)} units="s"></x-countdown>`);
    expect(unitTexts(seconds)).to.deep.equal(["273906 Seconds"]);
    expect(label(seconds)).to.equal("Countdown ends in 3 days, 4 hours, and 5 minutes.");
    const hours = await countdown(html`<x-countdown end=${at(273906)} units="h s" accessible-text="{{h}} hours left"></x-countdown>`);
    expect(label(hours)).to.equal("76 hours left");
  });

  it("releases the shared clock and the in-view observer when removed, in view or not", async () => {
    const inView = await countdown(html`<x-countdown end=${at(7200)}></x-countdown>`);
    const below = await countdown(html`<div style="margin-top: 300vh"><x-countdown end=${at(9000)}></x-countdown></div>`);
    // Watching starts in an effect, which React may run a little after the render is on screen.
    await frames(20, () => watchedCount() === 2);
    expect(watchedCount()).to.equal(2);
    expect(clockState().subscribers + clockState().waiting).to.equal(2);
    inView.remove();
    below.remove();
    await frames(20, () => watchedCount() === 0);
    expect(watchedCount()).to.equal(0);
    expect(clockState()).to.deep.equal({ subscribers: 0, waiting: 0, armed: false });
  });

  it("animates its digits only for visitors who do not ask for reduced motion", async () => {
    const el = await countdown(html`<x-countdown end=${at(7200)}></x-countdown>`);
    const value = el.shadowRoot!.querySelector('[part="value"]')!;
    await underEachMotionPreference((reduce) => expect(getComputedStyle(value).transitionDuration).to.equal(reduce ? "0s" : "0.2s"));
  });

  describe("completion", () => {
    it("removes the units, shows the message, sets the complete state and fires x-complete once", async () => {
      const events: CustomEvent[] = [];
      const el = await countdown(
        html`<x-countdown end=${at(2)} complete-message="Sale over" @x-complete=${(e: CustomEvent) => events.push(e)}></x-countdown>`,
      );
      // The status region is in place, empty, before the message comes: a region that appears with its text may
      // not be announced.
      const status = el.shadowRoot!.querySelector('[part="complete"][role="status"]')!;
      expect(status.textContent).to.equal("");
      await clock.tickAsync(2000);
      await frames(10, () => el.shadowRoot!.querySelector('[part="unit"]') === null); // a render React schedules
      expect(el.shadowRoot!.querySelector('[part="unit"]') === null, "the units are gone").to.equal(true);
      expect(el.shadowRoot!.querySelector('[part="complete"]') === status, "the same live region").to.equal(true);
      expect(status.textContent).to.equal("Sale over");
      expect(el.matches(":state(complete)")).to.equal(true);
      await clock.tickAsync(5000);
      await el.updateComplete;
      expect(events).to.have.length(1);
      expect(events[0]!.detail).to.deep.equal({ end: at(2) });
      expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
      expect(clockState().subscribers).to.equal(0);
    });

    it("fires x-complete once when the end had already passed at load", async () => {
      const events: Event[] = [];
      document.addEventListener("x-complete", (e) => events.push(e), { once: false });
      const el = await countdown(html`<x-countdown end=${at(-60)}>Ended</x-countdown>`);
      await clock.tickAsync(3000);
      expect(events.filter((e) => e.target === el)).to.have.length(1);
      expect(el.matches(":state(complete)")).to.equal(true);
      // Removed and put back later (a new mount): the same end is not announced again.
      const parent = el.parentElement!;
      el.remove();
      await nextFrame();
      parent.append(el);
      await el.updateComplete;
      await clock.tickAsync(1000);
      expect(events.filter((e) => e.target === el)).to.have.length(1);
    });

    it("shows rich content from slot=complete", async () => {
      const el = await countdown(
        html`<x-countdown end=${at(-1)}
          ><b slot="complete">Sold <i>out</i></b></x-countdown
        >`,
      );
      const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="complete"]')!;
      expect(slot.assignedElements()[0]!.textContent).to.equal("Sold out");
    });

    it("hides itself with hide-on-complete", async () => {
      const el = await countdown(html`<x-countdown end=${at(1)} hide-on-complete>Offer</x-countdown>`);
      expect(getComputedStyle(el).display).to.equal("block");
      await clock.tickAsync(1000);
      await frames(10, () => el.matches(":state(complete)")); // completing is a render React schedules
      expect(el.matches(":state(complete):state(hidden-on-complete)")).to.equal(true);
      expect(getComputedStyle(el).display).to.equal("none");
    });
  });

  describe("bad attributes", () => {
    it("warns about an invalid end, keeps the fallback text and throws nothing", async () => {
      const log = captureConsole();
      try {
        const el = await countdown(html`<x-countdown end="tomorrow">Offer ends 31 December</x-countdown>`);
        expect(log.warnings).to.deep.equal(['[x-countdown] attribute "end": "tomorrow" is not an ISO 8601 date-time']);
        const slot = el.shadowRoot!.querySelector("slot")!;
        expect(slot.assignedNodes()[0]!.textContent).to.equal("Offer ends 31 December");
        expect(el.shadowRoot!.querySelector('[part="unit"]')).to.equal(null);
      } finally {
        log.restore();
      }
    });

    it("warns about a missing end", async () => {
      const log = captureConsole();
      try {
        await countdown(html`<x-countdown>Soon</x-countdown>`);
        expect(log.warnings).to.have.length(1);
        expect(log.warnings[0]).to.match(/^\[x-countdown\] attribute "end" is missing; it is required$/);
      } finally {
        log.restore();
      }
    });

    it("falls back to defaults for bad units, labels and booleans", async () => {
      const log = captureConsole();
      try {
        const el = await countdown(html`<x-countdown end=${at(273906)} units="weeks" labels="{oops" leading-zeros="maybe"></x-countdown>`);
        expect(unitTexts(el)).to.deep.equal(["03 Days", "04 Hours", "05 Minutes", "06 Seconds"]);
        expect(log.warnings).to.deep.equal([
          '[x-countdown] attribute "units": "weeks" is not a list of units from "d h m s"',
          '[x-countdown] attribute "labels": "{oops" is not valid JSON',
          '[x-countdown] attribute "leading-zeros": "maybe" is not a boolean (write the bare attribute, "true" or "false")',
        ]);
      } finally {
        log.restore();
      }
    });
  });

  it("is accessible", async () => {
    const el = await countdown(html`<x-countdown end=${at(273906)}></x-countdown>`);
    clock.restore(); // axe schedules its own timers
    await expect(el).to.be.accessible();
  });
});

describe("x-countdown reels", () => {
  type Part = "value" | "label";
  /** The window of a unit's value or label, while its reel plays. */
  const windowOf = (el: HTMLElement, unit: string, part: Part) =>
    el.shadowRoot!.querySelector(`[data-unit="${unit}"] .sizer[part="${part}"]`)!.parentElement!;
  const textsOf = (el: HTMLElement, unit: string, part: Part) => [...windowOf(el, unit, part).querySelectorAll<HTMLElement>(".reel > *")];
  /** The text of a reel inside its window, by where the browser shows it (with the reel's animation). */
  function shownEntry(el: HTMLElement, unit: string, part: Part = "value"): HTMLElement | undefined {
    const box = windowOf(el, unit, part).getBoundingClientRect();
    return textsOf(el, unit, part).find((text) => Math.abs(text.getBoundingClientRect().top - box.top) < 1);
  }
  /** The text whose moment has come. */
  const dueEntry = (el: HTMLElement, unit: string, part: Part = "value") => dueText(windowOf(el, unit, part).querySelector<HTMLElement>(".reel")!);
  /** Waits (in real time) until the countdown is mid-second, away from the moments its texts change. */
  async function midSecond(endMs: number) {
    await frames(120, () => Math.abs(((endMs - Date.now()) % 1000) - 500) < 150);
  }

  it("the browser shows each text at its moment, with no change to the page, and keeps playing after a move", async () => {
    const endMs = Date.now() + 90_500;
    const el = await countdown(html`<x-countdown end=${new Date(endMs).toISOString()}></x-countdown>`);
    expect(hasReels(el)).to.equal(true);
    const changes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => changes.push(...records));
    watcher.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
    const seen = new Set<string>();
    for (let check = 0; check < 3; check++) {
      await midSecond(endMs);
      for (const [unit, part] of [
        ["m", "value"],
        ["s", "value"],
        ["s", "label"],
      ] as const) {
        expect(shownEntry(el, unit, part), `${unit} ${part}`).to.equal(dueEntry(el, unit, part));
      }
      const second = dueEntry(el, "s");
      seen.add(second.textContent!);
      await frames(120, () => dueEntry(el, "s") !== second); // on to the next second
    }
    watcher.disconnect();
    expect(seen.size, "the seconds changed").to.be.at.least(2);
    expect(changes).to.have.length(0);
    // A move: the same reel goes on.
    const other = await fixture<HTMLDivElement>(html`<div></div>`);
    other.append(el);
    await el.updateComplete;
    await midSecond(endMs);
    expect(shownEntry(el, "s")).to.equal(dueEntry(el, "s"));
  });

  it("shows one text in each window: the next one is outside it and clipped", async () => {
    const el = await countdown(html`<x-countdown end=${new Date(Date.now() + 90_500).toISOString()}></x-countdown>`);
    const box = windowOf(el, "s", "value").getBoundingClientRect();
    const shown = shownEntry(el, "s")!;
    const next = shown.nextElementSibling!;
    expect(shown.getBoundingClientRect().height).to.be.closeTo(box.height, 1);
    expect(next.getBoundingClientRect().top).to.be.closeTo(box.bottom, 1);
    // Just below the window, inside the next text: the browser finds the label there, not the text.
    const below = el.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.bottom + 2);
    expect(next.contains(below)).to.equal(false);
  });

  it('makes a window as wide as the longest of its texts: "Minutes" fits where "Minute" showed first', async () => {
    // Minutes are the largest unit here: their reel starts at "Minute".
    const el = await countdown(html`<x-countdown units="m s" hide-empty="false" end=${new Date(Date.now() + 61_500).toISOString()}></x-countdown>`);
    expect(textsOf(el, "m", "label").map((text) => text.textContent)).to.deep.equal(["Minute", "Minutes"]);
    const texts = textsOf(el, "m", "label").map((text) => text.getBoundingClientRect().width);
    expect(texts[1]).to.be.above(texts[0]!);
    expect(windowOf(el, "m", "label").getBoundingClientRect().width).to.be.closeTo(texts[1]!, 0.5);
  });

  it("puts a window the browser scrolled back on its entry", async () => {
    const el = await countdown(html`<x-countdown end=${new Date(Date.now() + 90_500).toISOString()}></x-countdown>`);
    const reelWindow = windowOf(el, "s", "value");
    reelWindow.scrollTop = 40; // as find in page would, to show a later text
    await frames(5, () => reelWindow.scrollTop === 0);
    expect(reelWindow.scrollTop).to.equal(0);
  });

  it("is accessible on a dark unit background: axe counts the texts outside the windows as hidden", async () => {
    const el = await countdown(
      html`<x-countdown
        style="--x-countdown-color: #fff; --x-countdown-unit-background: #1d2327"
        end=${new Date(Date.now() + 90_500).toISOString()}
      ></x-countdown>`,
    );
    expect(hasReels(el)).to.equal(true);
    await expect(el).to.be.accessible();
    // White texts below a window, on the white page, would be a contrast failure, or one to review by hand.
    const { violations, incomplete } = await axe.run(el, { runOnly: ["color-contrast"] });
    expect([...violations, ...incomplete].flatMap((result) => result.nodes.map((node) => node.target.join(" ")))).to.deep.equal([]);
  });

  it("plays reels only in view: scrolled away they stop, scrolled back they start from the time of then", async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="height: 100px; overflow: auto">
        <x-countdown end=${new Date(Date.now() + 9_030_000).toISOString()}></x-countdown>
        <div style="height: 5000px"></div>
      </div>`,
    );
    const el = wrapper.querySelector("x-countdown")!;
    await el.updateComplete;
    await frames(10, () => hasReels(el));
    expect(el.shadowRoot!.getAnimations().length).to.be.above(0);
    wrapper.scrollTop = 5000;
    await frames(10, () => !hasReels(el));
    expect(hasReels(el)).to.equal(false);
    expect(el.shadowRoot!.getAnimations()).to.have.length(0);
    wrapper.scrollTop = 0;
    await frames(10, () => hasReels(el));
    expect(el.shadowRoot!.getAnimations().length).to.be.above(0);
    expect(shownEntry(el, "s")).to.equal(dueEntry(el, "s"));
  });
});

describe("x-countdown off screen", () => {
  /** A countdown ending `msFromNow` later, scrolled out of view inside a 100 px scroller. */
  async function belowTheFold(msFromNow: number) {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="height: 100px; overflow: auto">
        <div style="height: 5000px"></div>
        <x-countdown end=${new Date(Date.now() + msFromNow).toISOString()}></x-countdown>
      </div>`,
    );
    return { wrapper, el: wrapper.querySelector("x-countdown")! };
  }

  it("keeps counting but paints only while in view, and catches up when scrolled into view", async () => {
    const clock = installFakeTimers({ now: Date.now(), toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { wrapper, el } = await belowTheFold(9030_000);
    await el.updateComplete;
    const seconds = () => shownText(el.shadowRoot!.querySelector('[data-unit="s"]')!, "value");
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const painted = seconds();
    await clock.tickAsync(2000);
    expect(seconds()).to.equal(painted); // off screen: no repaint
    wrapper.scrollTop = 5000;
    await frames(10, () => seconds() !== painted);
    expect(seconds()).to.not.equal(painted); // in view: painted with the current time at once
  });

  it("leaves the per-second clock while off screen and still hides a unit when its time comes", async () => {
    const clock = installFakeTimers({ now: Date.now(), toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { el } = await belowTheFold(59_800); // under a minute left in 0.8 s: minutes hide
    await el.updateComplete;
    const shown = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="unit"]')].map((unit) => unit.dataset["unit"]);
    expect(shown()).to.deep.equal(["m", "s"]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(clockState()).to.include({ subscribers: 0, waiting: 1 });
    // The wake runs on the first whole-second tick after the edge.
    await clock.tickAsync(2000);
    await el.updateComplete;
    await frames(10, () => shown().length === 1);
    expect(shown()).to.deep.equal(["s"]);
  });

  it("completes and fires x-complete while off screen", async () => {
    const { el } = await belowTheFold(1000);
    const completed = new Promise((resolve) => el.addEventListener("x-complete", resolve, { once: true }));
    await el.updateComplete;
    await completed;
    expect(el.matches(":state(complete)")).to.equal(true);
  });
});

describe("countdown timing", () => {
  const options = (endMs: number, units: CountdownOptions["units"] = ["d", "h", "m", "s"], offsetMs = 0): CountdownOptions => ({
    endMs,
    offsetMs,
    units,
    hideEmpty: true,
    leadingZeros: true,
    labels: {},
    accessibleText: "",
    language: "",
  });

  it("nextStructureChangeAt is the next of: under a day left, under an hour, under a minute, the end", () => {
    const end = NOW + 3 * 86400_000;
    expect(nextStructureChangeAt(options(end), NOW)).to.equal(end - 86399_000);
    expect(nextStructureChangeAt(options(end), end - 86400_000)).to.equal(end - 86399_000);
    expect(nextStructureChangeAt(options(end), end - 86399_000)).to.equal(end - 3599_000);
    expect(nextStructureChangeAt(options(end), end - 3599_000 + 500)).to.equal(end - 59_000);
    expect(nextStructureChangeAt(options(end), end - 59_000)).to.equal(end);
    expect(nextStructureChangeAt(options(end), end)).to.equal(null);
  });

  it("nextStructureChangeAt counts on the server's clock when server-time gives an offset", () => {
    const end = NOW + 120_000;
    expect(nextStructureChangeAt(options(end, ["m", "s"], 5000), NOW)).to.equal(end - 5000 - 59_000);
  });

  it("unitCycle: a unit under a larger one shown cycles through its values, the largest does not", () => {
    const cycles = (units: CountdownOptions["units"]) => units.map((unit) => unitCycle(options(NOW, units), unit));
    expect(cycles(["d", "h", "m", "s"])).to.deep.equal([null, 24, 60, 60]);
    expect(cycles(["h", "m", "s"])).to.deep.equal([null, 60, 60]);
    expect(cycles(["d", "s"])).to.deep.equal([null, null]); // 86,400 values: too many to lay out
  });

  it("cyclicPlan lists a cycle's values from the highest down, and the labels where they change", () => {
    const plan = cyclicPlan(options(NOW), "s", 60);
    expect(plan.durationMs).to.equal(60_000);
    expect(plan.cyclic).to.equal(true);
    expect(plan.values.map((text) => text.text)).to.deep.equal(Array.from({ length: 60 }, (_, index) => String(59 - index).padStart(2, "0")));
    expect(plan.values[3]).to.deep.equal({ at: 3000, text: "56" });
    expect(plan.labels).to.deep.equal([
      { at: 0, text: "Seconds" },
      { at: 58_000, text: "Second" },
      { at: 59_000, text: "Seconds" },
    ]);
    expect(cyclicPlan(options(NOW), "h", 24).labels.map((text) => text.at / 3_600_000)).to.deep.equal([0, 22, 23]);
  });

  it("cyclicPlan: countdowns with the same words share one cycle; another language, label or leading zeros has its own", () => {
    const plan = cyclicPlan(options(NOW), "s", 60);
    expect(cyclicPlan(options(NOW + 5000, ["h", "m", "s"]), "s", 60), "another end and units, the same words").to.equal(plan);
    const other = (changes: Partial<CountdownOptions>) => cyclicPlan({ ...options(NOW), ...changes }, "s", 60);
    expect(other({ language: "de" }).labels[0]!.text).to.equal("Sekunden");
    expect(other({ labels: { second: "sec", seconds: "secs" } }).labels[0]!.text).to.equal("secs");
    expect(other({ leadingZeros: false }).values.at(-1)!.text).to.equal("0");
    expect(cyclicPlan(options(NOW), "m", 60), "another unit").not.to.equal(cyclicPlan(options(NOW), "s", 60));
  });

  it("cycleTime: where a cycle is, counted from when the value was last the highest, on the server's clock", () => {
    const end = NOW + 61_500; // 62 s left now: 2 seconds, which were 59 s at 119 s left
    expect(cycleTime(options(end), "s", 60, NOW)).to.equal(57_500);
    expect(cycleTime(options(end), "s", 60, NOW + 2500)).to.equal(0); // 59 s left: 59 again
    expect(cycleTime(options(end), "m", 60, NOW)).to.equal(3_537_500); // 1 minute: 59 minutes were at 3599 s left
    expect(cycleTime(options(end, ["m", "s"], 1000), "s", 60, NOW)).to.equal(58_500);
  });

  it("spanPlan lists the largest unit's texts from a moment on, ending at the end", () => {
    const plan = spanPlan(options(NOW + 61_500), "m", NOW, 5000);
    expect(plan).to.deep.equal({
      values: [
        { at: 0, text: "01" },
        { at: 2500, text: "00" },
      ],
      labels: [
        { at: 0, text: "Minute" },
        { at: 2500, text: "Minutes" },
      ],
      durationMs: 5000,
      cyclic: false,
    });
    const seconds = spanPlan(options(NOW + 2000, ["s"]), "s", NOW, 60_000);
    expect(seconds.values).to.deep.equal([
      { at: 0, text: "02" },
      { at: 1000, text: "01" },
      { at: 2000, text: "00" },
    ]);
  });

  it("nextRefreshAt is when the accessible text's minutes change, or the end", () => {
    expect(nextRefreshAt(options(NOW + 61_500), NOW)).to.equal(NOW + 2500); // 59 s left: "0 minutes", minutes hide
    expect(nextRefreshAt(options(NOW + 180_000), NOW)).to.equal(NOW + 1000); // 179 s left: "2 minutes"
    expect(nextRefreshAt(options(NOW + 180_000), NOW + 1000)).to.equal(NOW + 61_000);
    expect(nextRefreshAt(options(NOW + 30_000), NOW)).to.equal(NOW + 30_000);
    expect(nextRefreshAt(options(NOW + 30_000, ["s"], 10_000), NOW)).to.equal(NOW + 20_000);
    expect(nextRefreshAt(options(NOW), NOW)).to.equal(null);
  });
});
