import { expect, html, waitUntil } from "@open-wc/testing";
import { resetMouse, sendKeys } from "@web/test-runner-commands";
import sinon from "sinon";
import "../../elements/x-popover";
import "../../elements/x-tooltip";
import { captureConsole } from "../testing/console";
import { anchored, closed, hover, isOpen, opened, panelOf, placed, pointer, tasksUntil } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";

type Tooltip = HTMLElementTagNameMap["x-tooltip"];
type Popover = HTMLElementTagNameMap["x-popover"];
const tooltip = (template: Parameters<typeof anchored>[0]) => anchored<Tooltip>(template, "x-tooltip");
const popover = (template: Parameters<typeof anchored>[0]) => anchored<Popover>(template, "x-popover");

/** The events a popover fired, as "x-open api". */
function record(el: HTMLElement): string[] {
  const events: string[] = [];
  for (const type of ["x-open", "x-close"]) {
    el.addEventListener(type, (event) => events.push(`${type} ${(event as CustomEvent<{ source: string }>).detail.source}`));
  }
  return events;
}

describe("x-tooltip and x-popover under the page's control", () => {
  afterEach(() => resetMouse());

  it("x-tooltip: the open attribute shows and hides it; what the visitor does is its state, never written to the attribute", async () => {
    const { wrapper, el } = await tooltip(
      html`<div style="padding: 6rem"><button type="button">Buy</button><x-tooltip open>Free delivery</x-tooltip></div>`,
    );
    await opened(el);
    el.removeAttribute("open");
    await closed(el);
    el.open = true;
    await opened(el);
    el.open = false;
    await closed(el);
    wrapper.querySelector("button")!.focus();
    await opened(el);
    await waitUntil(() => el.matches(":state(open)"), "its state");
    expect(el.hasAttribute("open"), "not written back").to.equal(false);
  });

  it("x-tooltip: show() and hide()", async () => {
    const { el } = await tooltip(html`<div style="padding: 6rem"><button type="button">Buy</button><x-tooltip>Free delivery</x-tooltip></div>`);
    el.show();
    await opened(el);
    await waitUntil(() => el.matches(":state(open)"), "its state");
    expect(el.hasAttribute("open"), "not written").to.equal(false);
    el.hide();
    await closed(el);
    await waitUntil(() => !el.matches(":state(open)"), "its state");
  });

  it("x-popover: show() and hide() fire x-open and x-close with source api; the attribute fires nothing", async () => {
    const { el } = await popover(
      html`<div style="padding: 8rem">
        <button type="button">Details</button><x-popover><p>Ships in 2 days.</p></x-popover>
      </div>`,
    );
    const events = record(el);
    el.show();
    await opened(el);
    el.hide();
    await closed(el);
    expect(events).to.deep.equal(["x-open api", "x-close api"]);
    el.setAttribute("open", "");
    await opened(el);
    el.removeAttribute("open");
    await closed(el);
    expect(events, "no event for the attribute").to.deep.equal(["x-open api", "x-close api"]);
  });

  it("trigger=manual: only the attribute and methods open it; Escape still closes a popover", async () => {
    const { wrapper, el } = await popover(
      html`<div style="padding: 8rem">
        <button type="button">Save</button><x-popover trigger="manual"><p>Drafts are saved here.</p></x-popover>
      </div>`,
    );
    const button = wrapper.querySelector("button")!;
    button.focus();
    button.click();
    await hover(button);
    await tasksUntil(() => isOpen(el), 10);
    expect(isOpen(el), "a click, focus or hover does not open it").to.equal(false);
    el.show();
    await opened(el);
    const events = record(el);
    await sendKeys({ press: "Escape" });
    await closed(el);
    expect(events).to.deep.equal(["x-close escape"]);
    expect(el.hasAttribute("open")).to.equal(false);
  });

  it("distance sets the space between the anchor and the panel", async () => {
    const { wrapper, el } = await tooltip(
      html`<div style="padding: 8rem">
        <button type="button">Buy</button><x-tooltip open placement="bottom" distance="24">Free delivery</x-tooltip>
      </div>`,
    );
    await opened(el);
    await placed(el);
    const button = wrapper.querySelector("button")!;
    await waitUntil(
      () => Math.abs(panelOf(el).getBoundingClientRect().top - button.getBoundingClientRect().bottom - 24) < 1,
      "24 px below the anchor",
    );
  });

  it("warns once for a bad show-delay, hide-delay, distance or trigger, and keeps the defaults", async () => {
    const log = captureConsole();
    try {
      const { el } = await tooltip(
        html`<div>
          <button type="button">Buy</button
          ><x-tooltip show-delay="soon" hide-delay="-5" distance="far" trigger="manual hover">Free delivery</x-tooltip>
        </div>`,
      );
      await el.updateComplete;
      expect(el.showDelay).to.equal(0);
      expect(el.hideDelay).to.equal(150);
      expect(el.distance).to.equal(8);
      expect(el.trigger).to.deep.equal(["hover", "focus"]);
      for (const name of ["show-delay", "hide-delay", "distance", "trigger"]) {
        expect(
          log.warnings.filter((line) => line.startsWith("[x-tooltip]") && line.includes(name)),
          name,
        ).to.have.length(1);
      }
    } finally {
      log.restore();
    }
  });

  describe("delays (a fake clock)", () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    });
    afterEach(() => clock.restore());

    it("show-delay: hover shows it once the pointer has rested that long; passing over does not", async () => {
      const { wrapper, el } = await tooltip(
        html`<div style="padding: 6rem"><button type="button">Buy</button><x-tooltip show-delay="300">Free delivery</x-tooltip></div>`,
      );
      const button = wrapper.querySelector("button")!;
      pointer(button, "pointerenter");
      clock.tick(299);
      await tasksUntil(() => isOpen(el), 10);
      expect(isOpen(el), "not before 300 ms").to.equal(false);
      pointer(button, "pointerleave");
      clock.tick(1000);
      await tasksUntil(() => isOpen(el), 10);
      expect(isOpen(el), "passing over").to.equal(false);
      pointer(button, "pointerenter");
      clock.tick(300);
      await tasksUntil(() => isOpen(el));
      expect(isOpen(el), "after 300 ms").to.equal(true);
    });

    it("hide-delay: it stays that long after the pointer leaves", async () => {
      const { wrapper, el } = await tooltip(
        html`<div style="padding: 6rem"><button type="button">Buy</button><x-tooltip hide-delay="500">Free delivery</x-tooltip></div>`,
      );
      const button = wrapper.querySelector("button")!;
      pointer(button, "pointerenter");
      await tasksUntil(() => isOpen(el));
      expect(isOpen(el)).to.equal(true);
      pointer(button, "pointerleave");
      clock.tick(499);
      await tasksUntil(() => !isOpen(el), 10);
      expect(isOpen(el), "before 500 ms").to.equal(true);
      clock.tick(1);
      await tasksUntil(() => !isOpen(el));
      expect(isOpen(el), "after 500 ms").to.equal(false);
    });
  });
});
