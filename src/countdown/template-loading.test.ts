import { expect, html } from "@open-wc/testing";
import type sinon from "sinon";
import "../../elements/x-countdown";
import { captureConsole } from "../testing/console";
import { installFakeTimers } from "../testing/fake-clock";
import { loadTemplateParser } from "./template-loader";
import { NOW, at, countdown, frames } from "./test-helpers";

/*
 * The parser of a page's own accessible text is a chunk of its own, fetched only for a countdown that has one. In a
 * page of its own (this file), so that no other test has loaded it before.
 */
const parserRequested = () => performance.getEntriesByType("resource").some((entry) => /accessible-template\.ts\b/.test(entry.name));
const label = (el: Element) => el.shadowRoot!.querySelector('[role="timer"]')!.getAttribute("aria-label");
const BUILT_IN = "Countdown ends in 2 hours and 1 minute.";

describe("x-countdown's accessible-text parser", () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = installFakeTimers({ now: NOW, toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => clock.restore());

  it("is not loaded for the built-in text", async () => {
    const el = await countdown(html`<x-countdown end=${at(2 * 3600 + 60)}></x-countdown>`);
    expect(label(el)).to.equal(BUILT_IN);
    expect(parserRequested()).to.equal(false);
  });

  it("loads for a page's own text, which shows once it is in (the built-in text until then)", async () => {
    const el = await countdown(
      html`<x-countdown end=${at(2 * 3600 + 60)} accessible-text="{h, plural, one {# hour} other {# hours}} left"></x-countdown>`,
    );
    expect([BUILT_IN, "2 hours left"]).to.include(label(el));
    await loadTemplateParser();
    await frames(10, () => label(el) === "2 hours left");
    expect(label(el)).to.equal("2 hours left");
    expect(parserRequested()).to.equal(true);
  });

  it("warns once of a plural that is not whole, found once the parser is in, and keeps the built-in text", async () => {
    const log = captureConsole();
    try {
      const bad = "{h, plural, one {# hour}} left";
      const el = await countdown(html`<x-countdown end=${at(2 * 3600 + 60)} accessible-text=${bad}></x-countdown>`);
      await loadTemplateParser();
      await frames(10, () => log.warnings.length > 0);
      expect(label(el)).to.equal(BUILT_IN);
      await clock.tickAsync(60_000); // renders again: no second warning
      await el.updateComplete;
      expect(log.warnings).to.deep.equal([
        `[x-countdown] attribute "accessible-text": ${JSON.stringify(bad)} has a plural that is not {h, plural, one {# hour} other {# hours}} (see the attribute's description)`,
      ]);
    } finally {
      log.restore();
    }
  });
});
