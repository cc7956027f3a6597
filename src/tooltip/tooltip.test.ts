import { expect, html, waitUntil } from "@open-wc/testing";
import { resetMouse, sendKeys } from "@web/test-runner-commands";
import sinon from "sinon";
import "../../elements/x-tooltip";
import { captureConsole } from "../testing/console";
import { trackGlobalListeners } from "../testing/contract/dom";
import { HIDE_DELAY_MS } from "./anchored-panel";
import { forDirection } from "./triggers";
import { anchored, clickAt, closed, faded, hover, isOpen, opened, panelOf, placed, pointer, tasksUntil } from "./test-helpers";
import { elementRole } from "../define/element-states";
import { installFakeTimers } from "../testing/fake-clock";

type Tooltip = HTMLElementTagNameMap["x-tooltip"];
const tooltip = (template: Parameters<typeof anchored>[0]) => anchored<Tooltip>(template, "x-tooltip");
const TEXT = "Free delivery on orders over €50";

describe("x-tooltip", () => {
  afterEach(() => resetMouse());

  it("describes the preceding element: aria-describedby names the element, whose text is the description", async () => {
    const { wrapper, el } = await tooltip(html`<div><button type="button" aria-label="Delivery">🚚</button><x-tooltip>${TEXT}</x-tooltip></div>`);
    const button = wrapper.querySelector("button")!;
    expect(el.id).to.match(/^x-tooltip-\d+$/);
    expect(button.getAttribute("aria-describedby")).to.equal(el.id);
    expect(el.textContent).to.equal(TEXT);
    expect(isOpen(el)).to.equal(false);
    expect(elementRole(el), "no tooltip role while hidden").to.equal(null);
  });

  it("keeps the anchor's own descriptions and the element's own id", async () => {
    const { wrapper, el } = await tooltip(
      html`<div>
        <p id="note">Note</p>
        <button type="button" aria-describedby="note">Buy</button><x-tooltip id="buy-tip">${TEXT}</x-tooltip>
      </div>`,
    );
    expect(wrapper.querySelector("button")!.getAttribute("aria-describedby")).to.equal("note buy-tip");
    el.remove();
    await waitUntil(() => wrapper.querySelector("button")!.getAttribute("aria-describedby") === "note", "description taken back");
    expect(el.id).to.equal("buy-tip");
  });

  it("shows on focus with role tooltip above its anchor, and Escape hides it until the next focus", async () => {
    const { wrapper, el } = await tooltip(html`<div style="padding: 6rem"><button type="button">Buy</button><x-tooltip>${TEXT}</x-tooltip></div>`);
    const button = wrapper.querySelector("button")!;
    button.focus();
    await opened(el);
    await placed(el);
    expect(elementRole(el), "the element's own role (ElementInternals)").to.equal("tooltip");
    expect(el.hasAttribute("role"), "not written as an attribute").to.equal(false);
    expect(el.matches(":state(open)")).to.equal(true);
    const panel = panelOf(el);
    expect(panel.dataset["placement"]).to.equal("top");
    await waitUntil(() => panel.getBoundingClientRect().bottom <= button.getBoundingClientRect().top, "above the anchor");
    await faded(el);
    await expect(wrapper).to.be.accessible();

    await sendKeys({ press: "Escape" });
    await closed(el);
    expect(document.activeElement === button, "focus stays").to.equal(true);
    expect(el.matches(":state(open)")).to.equal(false);
    button.blur();
    button.focus();
    await opened(el);
  });

  it("shows on hover, stays while the pointer is over it, and hides when the pointer leaves both", async () => {
    const { wrapper, el } = await tooltip(html`<div style="padding: 6rem"><button type="button">Buy</button><x-tooltip>${TEXT}</x-tooltip></div>`);
    const button = wrapper.querySelector("button")!;
    await hover(button);
    await opened(el);
    await placed(el);
    await hover(panelOf(el));
    // The pointer crossed the gap: the hide delay has passed, and the tooltip stays.
    await waitUntil(() => panelOf(el).matches(":hover"), "pointer over the tooltip");
    expect(isOpen(el)).to.equal(true);
    await clickAt(2, 2);
    await closed(el);
  });

  describe("timing of hover (WCAG 1.4.13)", () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    });
    afterEach(() => clock.restore());

    it("gives the pointer time to reach the tooltip, and hides once it leaves", async () => {
      const { wrapper, el } = await tooltip(html`<div><button type="button">Buy</button><x-tooltip>${TEXT}</x-tooltip></div>`);
      const button = wrapper.querySelector("button")!;
      pointer(button, "pointerenter");
      await tasksUntil(() => isOpen(el));
      expect(isOpen(el)).to.equal(true);
      pointer(button, "pointerleave");
      clock.tick(HIDE_DELAY_MS - 10);
      pointer(panelOf(el), "pointerenter");
      clock.tick(HIDE_DELAY_MS * 2);
      await tasksUntil(() => !isOpen(el), 10);
      expect(isOpen(el), "stays while hovered").to.equal(true);
      pointer(panelOf(el), "pointerleave");
      clock.tick(HIDE_DELAY_MS - 1);
      await tasksUntil(() => !isOpen(el), 10);
      expect(isOpen(el), "not at once").to.equal(true);
      clock.tick(1);
      await tasksUntil(() => !isOpen(el));
      expect(isOpen(el), "after the delay").to.equal(false);
    });

    it("does not show for a touch: a tap focuses instead", async () => {
      const { wrapper, el } = await tooltip(html`<div><button type="button">Buy</button><x-tooltip>${TEXT}</x-tooltip></div>`);
      pointer(wrapper.querySelector("button")!, "pointerenter", "touch");
      await tasksUntil(() => isOpen(el), 10);
      expect(isOpen(el)).to.equal(false);
    });
  });

  it('trigger="click" toggles on click, ignores hover, and hides on a press outside', async () => {
    const { wrapper, el } = await tooltip(
      html`<div style="padding: 6rem"><button type="button">i</button><x-tooltip trigger="click">${TEXT}</x-tooltip></div>`,
    );
    const button = wrapper.querySelector("button")!;
    await hover(button);
    await el.updateComplete;
    expect(isOpen(el), "no hover").to.equal(false);
    button.click();
    await opened(el);
    button.click();
    await closed(el);
    button.click();
    await opened(el);
    await clickAt(2, 2);
    await closed(el);
  });

  it("goes where placement says, and flips when there is no room", async () => {
    const { wrapper, el } = await tooltip(
      html`<div style="padding: 6rem"><button type="button">Buy</button><x-tooltip placement="bottom">${TEXT}</x-tooltip></div>`,
    );
    const button = wrapper.querySelector("button")!;
    button.focus();
    await opened(el);
    await waitUntil(() => panelOf(el).getBoundingClientRect().top >= button.getBoundingClientRect().bottom, "below the anchor");
    expect(panelOf(el).dataset["placement"]).to.equal("bottom");

    const { wrapper: top, el: atTop } = await tooltip(
      html`<div style="position: fixed; top: 0; left: 40%"><button type="button">Top</button><x-tooltip>${TEXT}</x-tooltip></div>`,
    );
    top.querySelector("button")!.focus();
    await opened(atTop);
    await waitUntil(() => panelOf(atTop).dataset["placement"] === "bottom", "flipped to the bottom");
  });

  it("on a right-to-left page, placement right and left trade sides (after the anchor in reading order)", async () => {
    const { wrapper, el } = await tooltip(
      html`<div dir="rtl" lang="ar" style="padding: 6rem 12rem">
        <button type="button">شراء</button><x-tooltip placement="right">${TEXT}</x-tooltip>
      </div>`,
    );
    const button = wrapper.querySelector("button")!;
    button.focus();
    await opened(el);
    await waitUntil(
      () => panelOf(el).getBoundingClientRect().right <= button.getBoundingClientRect().left,
      "before the anchor on screen: to its left",
    );
    expect(panelOf(el).dataset["placement"]).to.equal("left");
    expect(forDirection("left-start", true)).to.equal("right-start");
    expect(forDirection("top-end", true)).to.equal("top-end");
    expect(forDirection("right", false)).to.equal("right");
  });

  describe("the arrow points at the anchor", () => {
    /** Shows the tooltip of an anchor placed at `where` (CSS of a fixed box) and waits for its arrow. */
    async function arrowOf(placement: string, where: string) {
      const { wrapper, el } = await tooltip(
        html`<div style="position: fixed; ${where}">
          <button type="button" style="width: 3rem; height: 2rem">i</button><x-tooltip placement=${placement}>${TEXT}</x-tooltip>
        </div>`,
      );
      const anchor = wrapper.querySelector("button")!.getBoundingClientRect();
      wrapper.querySelector("button")!.focus();
      await opened(el);
      await placed(el);
      const arrow = el.shadowRoot!.querySelector<HTMLElement>('[part="arrow"]')!;
      await waitUntil(() => arrow.style.left !== "" || arrow.style.top !== "", "arrow placed");
      const box = arrow.getBoundingClientRect();
      return {
        side: panelOf(el).dataset["placement"],
        panel: panelOf(el).getBoundingClientRect(),
        anchor: { x: anchor.left + anchor.width / 2, y: anchor.top + anchor.height / 2, rect: anchor },
        arrow: { x: box.left + box.width / 2, y: box.top + box.height / 2 },
      };
    }

    /** The arrow's centre is the anchor's on the cross axis, and on the panel's edge that faces the anchor. */
    function expectPointing({ side, panel, anchor, arrow }: Awaited<ReturnType<typeof arrowOf>>, expected: string) {
      expect(side).to.equal(expected);
      const across = expected === "top" || expected === "bottom" ? "x" : "y";
      expect(arrow[across], `arrow centre ${across} = anchor centre`).to.be.closeTo(anchor[across], 1);
      const edge = { top: panel.bottom, bottom: panel.top, left: panel.right, right: panel.left }[expected]!;
      expect(arrow[across === "x" ? "y" : "x"], "on the edge facing the anchor").to.be.closeTo(edge, 1);
      const facing = {
        top: panel.bottom <= anchor.rect.top,
        bottom: panel.top >= anchor.rect.bottom,
        left: panel.right <= anchor.rect.left,
        right: panel.left >= anchor.rect.right,
      }[expected];
      expect(facing, `the panel is on the ${expected} of the anchor`).to.equal(true);
    }

    for (const placement of ["top", "bottom", "left", "right"]) {
      it(`placement="${placement}"`, async () => {
        expectPointing(await arrowOf(placement, "top: 45%; left: 45%"), placement);
      });
    }

    it("follows a flip to the other side", async () => {
      expectPointing(await arrowOf("top", "top: 0; left: 45%"), "bottom");
      expectPointing(await arrowOf("left", "top: 45%; left: 0"), "right");
    });
  });

  it("follows an anchor named by for, in the same shadow root", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    try {
      const root = host.attachShadow({ mode: "open" });
      root.innerHTML = `<p><a id="vat" href="#prices">VAT</a> included.</p><x-tooltip for="vat">Value-added tax</x-tooltip>`;
      const el = root.querySelector<Tooltip>("x-tooltip")!;
      await el.updateComplete;
      const link = root.getElementById("vat")!;
      expect(link.getAttribute("aria-describedby")).to.equal(el.id);
      link.focus();
      await opened(el);
    } finally {
      host.remove();
    }
  });

  it("shows its text in place, with a warning, when it has no anchor", async () => {
    const log = captureConsole();
    try {
      const { el } = await tooltip(html`<div><x-tooltip for="nowhere">${TEXT}</x-tooltip></div>`);
      expect(log.warnings).to.have.length(1);
      expect(log.warnings[0]).to.match(/^\[x-tooltip\] attribute "for": .*"nowhere"/);
      expect(el.shadowRoot!.querySelector('[part="panel"]')).to.equal(null);
      const range = document.createRange();
      range.selectNodeContents(el);
      expect(range.getBoundingClientRect().width, "text shown").to.be.greaterThan(0);
    } finally {
      log.restore();
    }
  });

  it("warns once of a bad placement or trigger and uses the default", async () => {
    const log = captureConsole();
    try {
      const { el } = await tooltip(
        html`<div><button type="button">Buy</button><x-tooltip placement="over" trigger="hover tap">${TEXT}</x-tooltip></div>`,
      );
      expect(el.placement).to.equal("top");
      expect(el.trigger).to.deep.equal(["hover", "focus"]);
      expect(log.warnings).to.have.length(2);
      expect(log.warnings.find((w) => w.includes('"placement"'))).to.match(/^\[x-tooltip\].*"over"/);
      expect(log.warnings.find((w) => w.includes('"trigger"'))).to.match(/^\[x-tooltip\].*"hover tap"/);
    } finally {
      log.restore();
    }
  });

  it("takes back everything when removed while shown: listeners, the anchor's description", async () => {
    const listeners = trackGlobalListeners();
    try {
      const { wrapper, el } = await tooltip(html`<div><button type="button">Buy</button><x-tooltip>${TEXT}</x-tooltip></div>`);
      const button = wrapper.querySelector("button")!;
      button.focus();
      await opened(el);
      await placed(el);
      expect(listeners.active(), "listening while shown").to.not.be.empty;
      wrapper.remove();
      await waitUntil(() => listeners.active().length === 0, `listeners left: ${listeners.active().join(", ")}`);
      expect(button.hasAttribute("aria-describedby")).to.equal(false);
    } finally {
      listeners.stop();
    }
  });
});
