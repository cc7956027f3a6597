import { expect, fixture, html } from "@open-wc/testing";
import { emulateMedia } from "@web/test-runner-commands";
import sinon from "sinon";
import "../../elements/x-counter";
import { nextTask } from "../shared/next-task";
import { captureConsole } from "../testing/console";
import { belowTheFold as pageWith, nextFrame, scrollTopTo, until } from "../testing/scroll";

const belowTheFold = (template: ReturnType<typeof html>) => pageWith<Counter>(template, "x-counter");
import { waypointState } from "../shared/waypoint";
import { installFakeTimers } from "../testing/fake-clock";

type Counter = HTMLElementTagNameMap["x-counter"];

const shown = (el: Counter) => el.shadowRoot!.querySelector(".value")!.textContent;
/**
 * Resolves at the next write of the number: once the element has crossed the line, the count's start, when it takes
 * its start time. React starts it in an effect, a task or two after the crossing, so the clock is ticked only then.
 */
const countStarted = (el: Counter) =>
  new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(el.shadowRoot!.querySelector(".value")!, { childList: true });
  });

describe("x-counter", () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = installFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    clock.restore();
    scrollTo(0, 0);
  });

  it("keeps the final number in the light DOM for no-JS readers and screen readers; the counting digits are aria-hidden", async () => {
    const el = await belowTheFold(html`<x-counter from="1,000">12,500</x-counter>`);
    expect(el.textContent).to.equal("12,500");
    const number = el.shadowRoot!.querySelector('[part="number"]')!;
    expect(number.getAttribute("aria-hidden")).to.equal("true");
    const read = el.shadowRoot!.querySelector(".visually-hidden slot") as HTMLSlotElement;
    expect(read.assignedNodes().map((node) => node.textContent)).to.deep.equal(["12,500"]);
    await expect(el).to.be.accessible();
  });

  it("counts from 1,000 to 12,500 over speed ms once its top crosses 85% of the viewport", async () => {
    const el = await belowTheFold(html`<x-counter from="1,000" speed="2000">12,500</x-counter>`);
    expect(shown(el)).to.equal("1,000");
    await scrollTopTo(el, 90);
    expect(shown(el)).to.equal("1,000");
    expect(el.matches(":state(complete)")).to.equal(false);
    const started = countStarted(el);
    await scrollTopTo(el, 80);
    await started;
    expect(shown(el)).to.equal("1,000");
    clock.tick(1000); // half way, eased out: three quarters of the way
    await nextFrame();
    expect(shown(el)).to.equal("9,625");
    clock.tick(1000);
    await until(() => shown(el) === "12,500");
    await until(() => el.matches(":state(complete)"));
    // Scrolling back up leaves the number counted.
    await scrollTopTo(el, 95);
    expect(shown(el)).to.equal("12,500");
  });

  it("counts 0.5 to 2.75 with two decimals", async () => {
    const el = await belowTheFold(html`<x-counter from="0.5" to="2.75" speed="1000">2.75</x-counter>`);
    expect(shown(el)).to.equal("0.50");
    await nextTask(); // the first render's effects have run (they write the first number too)
    const started = countStarted(el);
    await scrollTopTo(el, 50);
    await started;
    clock.tick(1000);
    await until(() => shown(el) === "2.75");
  });

  it("counts with a decimal comma, and with a locale's format", async () => {
    const comma = await belowTheFold(html`<x-counter from="0,5" decimal-comma speed="0">1.250,75</x-counter>`);
    expect(shown(comma)).to.equal("0,50");
    await scrollTopTo(comma, 50);
    await until(() => shown(comma) === "1.250,75");
    const german = await belowTheFold(html`<x-counter locale="de-DE" to="1234567.5" speed="0">1.234.567,5</x-counter>`);
    expect(shown(german)).to.equal("0,0");
    await scrollTopTo(german, 50);
    await until(() => shown(german) === "1.234.567,5");
  });

  it("counts 12.500,5 with the specification's comma-separated-decimal (decimal-comma is the same option)", async () => {
    const el = await belowTheFold(html`<x-counter comma-separated-decimal speed="0">12.500,5</x-counter>`);
    expect(shown(el)).to.equal("0,0");
    await scrollTopTo(el, 50);
    await until(() => shown(el) === "12.500,5");
    expect(el.shadowRoot!.querySelector(".visually-hidden slot")).to.not.equal(null); // the text is the final number
  });

  it("warns once, naming comma-separated-decimal, when the text is a number only with a decimal comma", async () => {
    const log = captureConsole();
    try {
      const el = await belowTheFold(html`<x-counter>12.500,5</x-counter>`);
      await nextFrame();
      expect(el.shadowRoot!.querySelector('[part="number"]')).to.equal(null);
      expect(el.textContent).to.equal("12.500,5");
      expect(log.warnings).to.deep.equal(['[x-counter] the text "12.500,5" is a number only with comma-separated-decimal; the text is shown as is']);
    } finally {
      log.restore();
    }
  });

  it("reads the final number out when the text is the start (the theme's markup)", async () => {
    const el = await belowTheFold(html`<x-counter to="500">100</x-counter>`);
    expect(el.shadowRoot!.querySelector(".visually-hidden")!.textContent).to.equal("500");
    expect(shown(el)).to.equal("100");
  });

  it("counts again from a new start when its attributes change", async () => {
    const el = await belowTheFold(html`<x-counter speed="0">40</x-counter>`);
    await scrollTopTo(el, 50);
    await until(() => shown(el) === "40");
    el.setAttribute("to", "1,500");
    await el.updateComplete;
    await until(() => shown(el) === "1,500");
  });

  it("shows the text as it is, with one warning naming the attribute, when a number cannot be read", async () => {
    const log = captureConsole();
    try {
      const el = await belowTheFold(html`<x-counter to="1.2.3">Lots</x-counter>`);
      await nextFrame();
      expect(el.shadowRoot!.querySelector('[part="number"]')).to.equal(null);
      expect(log.warnings).to.deep.equal([
        '[x-counter] attribute "to": "1.2.3" is not a number without comma-separated-decimal; the text is shown as is',
      ]);
      const bad = await belowTheFold(html`<x-counter to="many">5</x-counter>`);
      await nextFrame();
      expect(log.warnings.slice(1)).to.deep.equal([
        '[x-counter] attribute "to": "many" is not a number (digits, with "," or "." as thousands separator or decimal mark)',
      ]);
      expect(shown(bad)).to.equal("0"); // the default: the text, 5, counted from 0
    } finally {
      log.restore();
    }
  });

  it("shows the final number at once under prefers-reduced-motion: reduce", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      const el = await belowTheFold(html`<x-counter from="1,000" speed="5000">12,500</x-counter>`);
      await until(() => el.matches(":state(complete)")); // set by the render after the number is written
      expect(shown(el)).to.equal("12,500");
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("shares one observer for every counter and releases it when they go", async () => {
    await nextFrame(); // the last test's elements are unmounted
    const before = waypointState();
    const page = await fixture(html`<div style="margin-top: 150vh"><x-counter>1</x-counter><x-counter>2</x-counter><x-counter>3</x-counter></div>`);
    await Promise.all([...page.querySelectorAll<Counter>("x-counter")].map((el) => el.updateComplete));
    expect(waypointState()).to.deep.equal({ watched: before.watched + 3, observers: 1 });
    page.remove();
    await nextFrame();
    expect(waypointState()).to.deep.equal(before);
  });
});
