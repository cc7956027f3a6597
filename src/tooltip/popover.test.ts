import { expect, html, oneEvent, waitUntil } from "@open-wc/testing";
import { resetMouse, sendKeys } from "@web/test-runner-commands";
import "../../elements/x-popover";
import { captureConsole } from "../testing/console";
import { trackGlobalListeners } from "../testing/contract/dom";
import { anchored, clickAt, closed, faded, hover, isOpen, opened, panelOf, placed } from "./test-helpers";

type Popover = HTMLElementTagNameMap["x-popover"];
const popover = (template: Parameters<typeof anchored>[0]) => anchored<Popover>(template, "x-popover");

/** A popover after a Details button, with a link in its content, in room enough for any side. */
const details = () =>
  popover(
    html`<div style="padding: 8rem 16rem">
      <button type="button">Details</button>
      <x-popover
        ><p>Ships in 2–3 days. <a href="#returns">Free returns</a>.</p></x-popover
      >
      <button type="button" id="after">After</button>
    </div>`,
  );

/** The events the popover fired, as "x-open click". */
function record(el: HTMLElement): string[] {
  const events: string[] = [];
  for (const type of ["x-open", "x-close"]) {
    el.addEventListener(type, (event) => events.push(`${type} ${(event as CustomEvent<{ source: string }>).detail.source}`));
  }
  return events;
}

describe("x-popover", () => {
  afterEach(() => resetMouse());

  it("marks its anchor: aria-haspopup dialog, aria-controls the element, aria-expanded", async () => {
    const { wrapper, el } = await details();
    const button = wrapper.querySelector("button")!;
    expect(button.getAttribute("aria-haspopup")).to.equal("dialog");
    expect(button.getAttribute("aria-controls")).to.equal(el.id);
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    expect(isOpen(el)).to.equal(false);
  });

  it("opens on a click, to the right, moves focus in, and Escape closes it and returns focus", async () => {
    const { wrapper, el } = await details();
    const button = wrapper.querySelector("button")!;
    const events = record(el);
    button.focus();
    await sendKeys({ press: "Enter" });
    await opened(el);
    await placed(el);
    expect(events).to.deep.equal(["x-open click"]);
    expect(button.getAttribute("aria-expanded")).to.equal("true");
    expect(el.matches(":state(open)")).to.equal(true);
    const panel = panelOf(el);
    expect(panel.getAttribute("role")).to.equal("dialog");
    expect(panel.getAttribute("aria-label"), "named after its anchor").to.equal("Details");
    expect(panel.dataset["placement"]).to.equal("right");
    await waitUntil(() => panel.getBoundingClientRect().left >= button.getBoundingClientRect().right, "right of the anchor");
    await waitUntil(() => document.activeElement === wrapper.querySelector("a"), "focus on the first link inside");
    await faded(el);
    await expect(wrapper).to.be.accessible();

    await sendKeys({ press: "Escape" });
    await closed(el);
    expect(events).to.deep.equal(["x-open click", "x-close escape"]);
    expect(document.activeElement === button, "focus back on the anchor").to.equal(true);
    expect(button.getAttribute("aria-expanded")).to.equal("false");
  });

  it("opens with Space too, and a second click on the anchor closes it", async () => {
    const { wrapper, el } = await details();
    const button = wrapper.querySelector("button")!;
    const events = record(el);
    button.focus();
    await sendKeys({ press: "Space" });
    await opened(el);
    button.click();
    await closed(el);
    expect(events).to.deep.equal(["x-open click", "x-close click"]);
  });

  it("focuses the dialog itself when its content has nothing to focus", async () => {
    const { wrapper, el } = await popover(
      html`<div style="padding: 8rem"><button type="button">Info</button><x-popover>Just text.</x-popover></div>`,
    );
    wrapper.querySelector("button")!.click();
    await opened(el);
    await waitUntil(() => el.shadowRoot!.activeElement === panelOf(el), "the dialog has the focus");
  });

  it("closes on a press outside, leaving focus where the press put it", async () => {
    const { wrapper, el } = await details();
    const events = record(el);
    wrapper.querySelector("button")!.click();
    await opened(el);
    await clickAt(4, 4);
    await closed(el);
    expect(events).to.deep.equal(["x-open click", "x-close outside"]);
    expect(wrapper.contains(document.activeElement), "focus not sent back").to.equal(false);
  });

  it("stays open for a press inside, and closes when Tab moves focus past it", async () => {
    const { wrapper, el } = await details();
    const events = record(el);
    wrapper.querySelector("button")!.focus();
    await sendKeys({ press: "Enter" });
    await opened(el);
    await placed(el);
    const rect = panelOf(el).getBoundingClientRect();
    await clickAt(rect.left + 4, rect.top + 4);
    expect(isOpen(el), "a press inside").to.equal(true);
    wrapper.querySelector("a")!.focus();
    await sendKeys({ press: "Tab" });
    await closed(el);
    expect(document.activeElement === wrapper.querySelector("#after"), "focus on the next control").to.equal(true);
    expect(events).to.deep.equal(["x-open click", "x-close focus"]);
  });

  it('opens on hover with trigger="hover", without taking the focus', async () => {
    const { wrapper, el } = await popover(
      html`<div style="padding: 8rem"><button type="button">Info</button><x-popover trigger="hover">Just text.</x-popover></div>`,
    );
    const events = record(el);
    await hover(wrapper.querySelector("button")!);
    await opened(el);
    expect(events).to.deep.equal(["x-open hover"]);
    expect(wrapper.contains(document.activeElement)).to.equal(false);
  });

  it('opens on focus with trigger="click focus", and uses label as its name', async () => {
    const { wrapper, el } = await popover(
      html`<div style="padding: 8rem">
        <button type="button" id="guide">Size guide</button
        ><x-popover for="guide" trigger="click focus" label="Sizes" placement="bottom-start">S, M, L</x-popover>
      </div>`,
    );
    const opening = oneEvent(el, "x-open");
    wrapper.querySelector("button")!.focus();
    expect((await opening).detail).to.deep.equal({ source: "focus" });
    await opened(el);
    await waitUntil(() => panelOf(el).dataset["placement"] === "bottom-start", "placed below");
    expect(panelOf(el).getAttribute("aria-label")).to.equal("Sizes");
  });

  it("fires nothing when attributes change programmatically, and shows its content in place without an anchor", async () => {
    const log = captureConsole();
    try {
      const { el } = await details();
      const events = record(el);
      el.setAttribute("placement", "left");
      el.setAttribute("for", "missing");
      await el.updateComplete;
      await waitUntil(() => el.shadowRoot!.querySelector('[part="panel"]') === null, "content in place");
      expect(events).to.deep.equal([]);
      expect(log.warnings).to.have.length(1);
      expect(log.warnings[0]).to.match(/^\[x-popover\] attribute "for"/);
    } finally {
      log.restore();
    }
  });

  it("takes back everything when removed while open: listeners, the anchor's attributes", async () => {
    const listeners = trackGlobalListeners();
    try {
      const { wrapper, el } = await details();
      const button = wrapper.querySelector("button")!;
      button.click();
      await opened(el);
      await placed(el);
      wrapper.remove();
      await waitUntil(() => listeners.active().length === 0, `listeners left: ${listeners.active().join(", ")}`);
      for (const name of ["aria-haspopup", "aria-controls", "aria-expanded"]) expect(button.hasAttribute(name), name).to.equal(false);
    } finally {
      listeners.stop();
    }
  });
});
