import { expect, fixture, html } from "@open-wc/testing";
import { sendKeys, sendMouse } from "@web/test-runner-commands";
import sinon from "sinon";
import "../../elements/x-ai-search";
import "../../elements/x-search-overlay";
import { trackGlobalListeners } from "../testing/contract/dom";
import { framesUntil, mounted, widgetUrl } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";
import { part } from "../testing/parts";

type Overlay = HTMLElementTagNameMap["x-search-overlay"];
type XAiSearch = HTMLElementTagNameMap["x-ai-search"];

const overlay = async () => {
  const el = await mounted<Overlay>(
    html`<div>
      <button type="button" id="outside">Outside</button>
      <x-search-overlay
        >Search<x-ai-search slot="search" project-id="p1" project-key="k1" script-src=${widgetUrl()}>Search this site</x-ai-search></x-search-overlay
      >
    </div>`,
    "x-search-overlay",
  );
  const search = el.querySelector<XAiSearch>("x-ai-search")!;
  await search.updateComplete;
  return { el, search };
};
const dialogOf = (el: Overlay) => part(el, "dialog") as HTMLDialogElement;
const inputOf = (search: XAiSearch) => part(search, "input") as HTMLInputElement;
/** The element focus is on, looking into shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe("x-search-overlay", () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  it("is a button labelled by its content that opens a dialog; axe closed and open", async () => {
    const { el } = await overlay();
    const button = part(el, "button")!;
    expect(button.getAttribute("aria-haspopup")).to.equal("dialog");
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    expect(dialogOf(el).open).to.equal(false);
    await expect(el).to.be.accessible();
    button.click();
    await framesUntil(() => el.matches(":state(open)"), "open");
    expect(dialogOf(el).matches(":modal")).to.equal(true);
    expect(button.getAttribute("aria-expanded")).to.equal("true");
    await expect(el).to.be.accessible();
  });

  it("moves focus into the input 250 ms after opening, keeps it inside, and locks the page's scrolling", async () => {
    clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { el, search } = await overlay();
    const before = document.body.style.overflow;
    part(el, "button")!.click();
    expect(document.body.style.overflow).to.equal("hidden");
    clock.tick(249);
    expect(deepActive()).to.not.equal(inputOf(search));
    clock.tick(1);
    expect(deepActive()).to.equal(inputOf(search));
    // Modal: the rest of the page is inert.
    document.querySelector<HTMLButtonElement>("#outside")!.focus();
    expect(deepActive()).to.equal(inputOf(search));
    part(el, "close")!.click();
    await framesUntil(() => document.body.style.overflow === before, "scrolling unlocked");
  });

  it("closes with Escape pressed in its search field with text, returns focus to the button, and clears the input 350 ms later", async () => {
    clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { el, search } = await overlay();
    part(el, "button")!.click();
    clock.tick(250);
    await sendKeys({ type: "hours" });
    expect(deepActive()).to.equal(inputOf(search));
    await sendKeys({ press: "Escape" });
    await framesUntil(() => !dialogOf(el).open, "closed");
    expect(deepActive()).to.equal(part(el, "button"));
    await framesUntil(() => !el.matches(":state(open)") && part(el, "button")!.getAttribute("aria-expanded") === "false", "marked closed");
    clock.tick(349);
    expect(inputOf(search).value).to.equal("hours");
    clock.tick(1);
    expect(inputOf(search).value).to.equal("");
  });

  it("its close button is named in words, on screen too, apart from the search's clear button", async () => {
    const { el, search } = await overlay();
    part(el, "button")!.click();
    await framesUntil(() => el.matches(":state(open)"), "open");
    inputOf(search).focus();
    await sendKeys({ type: "hours" });
    const close = part(el, "close")!;
    const clear = part(search, "clear")!;
    expect(close.innerText.replace(/\s+/g, " ").trim()).to.equal("Close search ×");
    expect(close.getAttribute("aria-label")).to.equal(null);
    expect(clear.getAttribute("aria-label")).to.equal("Clear");
    expect(clear.checkVisibility({ visibilityProperty: true })).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it("closes with its close button and with a click on the backdrop", async () => {
    const { el } = await overlay();
    part(el, "button")!.click();
    await framesUntil(() => el.matches(":state(open)"), "open");
    part(el, "close")!.click();
    expect(dialogOf(el).open).to.equal(false);
    await framesUntil(() => !el.matches(":state(open)"), "marked closed");
    part(el, "button")!.click();
    expect(dialogOf(el).open).to.equal(true);
    // A click inside the panel keeps it open; one around it (on the dialog itself) closes it.
    const panel = part(el, "panel")!.getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(panel.left + 10), Math.round(panel.top + 10)] });
    expect(dialogOf(el).open).to.equal(true);
    await sendMouse({ type: "click", position: [5, 5] });
    expect(dialogOf(el).open).to.equal(false);
    await sendMouse({ type: "move", position: [0, 0] });
  });

  it("shows no search form beside its button while its code starts, until its first render puts it in the dialog", async () => {
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    const search = `<x-ai-search project-id="p1" project-key="k1" script-src="${widgetUrl()}">Search this site</x-ai-search>`;
    for (const markup of [
      `<x-search-overlay>Search${search.replace("<x-ai-search", '<x-ai-search slot="search"')}</x-search-overlay>`,
      `<x-search-overlay><span>Search</span>${search}</x-search-overlay>`,
    ]) {
      box.innerHTML = markup; // upgraded as it is connected; React renders it later
      const el = box.firstElementChild as Overlay;
      expect(el.shadowRoot!.querySelector("slot[data-x-fallback]"), "before the first render").to.not.equal(null);
      expect(el.querySelector("x-ai-search")!.checkVisibility(), markup).to.equal(false);
      await el.updateComplete;
      expect(el.querySelector("x-ai-search")!.checkVisibility(), "in the closed dialog").to.equal(false);
    }
  });

  it("takes a direct x-ai-search child as its search without slot=search: labelled by the rest, one search form, in the overlay", async () => {
    const el = await mounted<Overlay>(
      html`<x-search-overlay
        ><span>Search</span><x-ai-search project-id="p1" project-key="k1" script-src=${widgetUrl()}>Search this site</x-ai-search></x-search-overlay
      >`,
      "x-search-overlay",
    );
    const searches = el.querySelectorAll<XAiSearch>("x-ai-search");
    expect(searches, "no second search of its own").to.have.length(1);
    const search = searches[0]!;
    await search.updateComplete;
    const button = part(el, "button")!;
    await expect(button).to.be.accessible();
    expect(
      button
        .querySelector("slot")!
        .assignedNodes({ flatten: true })
        .map((node) => node.textContent),
    ).to.deep.equal(["Search"]);
    // The search form is in the dialog (slotted there), not in the button's label.
    expect(search.assignedSlot, "slotted").to.not.equal(null);
    expect(part(el, "dialog")!.contains(search.assignedSlot)).to.equal(true);
    expect(button.contains(search.assignedSlot)).to.equal(false);
    button.click();
    await framesUntil(() => el.matches(":state(open)"), "open");
    await framesUntil(() => inputOf(search)?.checkVisibility() === true, "the input shown in the overlay");
    await expect(el).to.be.accessible();
  });

  it("creates an x-ai-search when it holds none, and removes it, its listeners and its lock when removed open", async () => {
    const listeners = trackGlobalListeners();
    try {
      const el = await mounted<Overlay>(html`<x-search-overlay label="Search">🔍</x-search-overlay>`, "x-search-overlay");
      const search = el.querySelector<XAiSearch>(':scope > x-ai-search[slot="search"]');
      expect(search).to.not.equal(null);
      part(el, "button")!.click();
      expect(document.body.style.overflow).to.equal("hidden");
      el.remove();
      await framesUntil(() => el.querySelector("x-ai-search") === null, "its search removed");
      await framesUntil(() => document.body.style.overflow === "", "scrolling unlocked");
      expect(listeners.active()).to.deep.equal([]);
    } finally {
      listeners.stop();
    }
  });
});
