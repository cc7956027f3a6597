import { expect, html, waitUntil } from "@open-wc/testing";
import { emulateMedia, sendKeys, setViewport } from "@web/test-runner-commands";
import "../../elements/x-mega-menu";
import { buttonOf, linkOf, pointer, recordMenuEvents, stateOf } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";
import { clickAtFrameStart } from "../testing/scroll";
import { mount, settled } from "../testing/settled";

type MegaMenuElement = HTMLElementTagNameMap["x-mega-menu"];

const MENU = html`<nav aria-label="Site">
  <ul class="menu">
    <li>
      <a href="#products">Products</a>
      <ul class="sub-menu">
        <li>
          <a href="#software">Software</a>
          <ul class="sub-menu">
            <li><a href="#crm">CRM</a></li>
          </ul>
        </li>
        <li>
          <a href="#hardware">Hardware</a>
          <ul class="sub-menu">
            <li><a href="#servers">Servers</a></li>
          </ul>
        </li>
      </ul>
    </li>
    <li class="mega-tabs">
      <a href="#solutions">Solutions</a>
      <ul class="sub-menu">
        <li>
          <a href="#retail">Retail</a>
          <ul class="sub-menu">
            <li><a href="#shops">Shops</a></li>
          </ul>
        </li>
        <li>
          <a href="#health">Health</a>
          <ul class="sub-menu">
            <li><a href="#clinics">Clinics</a></li>
          </ul>
        </li>
        <li>
          <a href="#energy">Energy</a>
          <ul class="sub-menu">
            <li><a href="#grids">Grids</a></li>
          </ul>
        </li>
      </ul>
    </li>
    <li><a href="#mega-target">Contact</a></li>
  </ul>
</nav>`;

const expanded = (el: Element, name: string) => buttonOf(el, name).getAttribute("aria-expanded");
const li = (el: Element, name: string) => linkOf(el, name).parentElement!;

describe("x-mega-menu", () => {
  let log: ReturnType<typeof recordMenuEvents>;
  beforeEach(() => (log = recordMenuEvents()));
  afterEach(() => log.stop());

  it("panels: only top items and tabs get buttons; a panel spans the menu and shows its lists as columns", async () => {
    const el = await mount<MegaMenuElement>(html`<x-mega-menu mode="desktop" submenu-animation="0">${MENU}</x-mega-menu>`);
    expect([...el.querySelectorAll("button.x-menu-toggle")].map((b) => b.getAttribute("aria-label"))).to.deep.equal([
      "Products submenu",
      "Solutions submenu",
      "Retail submenu",
      "Health submenu",
      "Energy submenu",
    ]);
    buttonOf(el, "Products").click();
    const panel = li(el, "Products").querySelector("ul")!.getBoundingClientRect();
    const menu = el.getBoundingClientRect();
    expect(Math.round(panel.width), "as wide as the menu").to.equal(Math.round(menu.width));
    expect(linkOf(el, "CRM").checkVisibility(), "deeper lists show inside the panel").to.equal(true);
    await expect(el).to.be.accessible();
  });

  it("hover intent: 100 ms polls, opens on a resting pointer, closes 300 ms after the pointer left", async () => {
    const el = await mount<MegaMenuElement>(html`<x-mega-menu mode="desktop">${MENU}</x-mega-menu>`);
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const products = li(el, "Products");
      pointer(products, "pointerenter", 10, 10);
      clock.tick(99);
      expect(expanded(el, "Products")).to.equal("false");
      clock.tick(1);
      expect(expanded(el, "Products")).to.equal("true");
      pointer(products, "pointerleave", 0, 0, document.body);
      clock.tick(299);
      expect(expanded(el, "Products")).to.equal("true");
      clock.tick(1);
      expect(expanded(el, "Products")).to.equal("false");
      expect(log.events).to.deep.equal(["x-open Products 0 trigger", "x-close Products 0 outside"]);
    } finally {
      clock.restore();
    }
  });

  it("tabs: the first is open by default; hover and arrow keys switch tabs; a tap shows a tab before its link is followed", async () => {
    const el = await mount<MegaMenuElement>(html`<x-mega-menu mode="desktop" trigger="click" submenu-animation="0">${MENU}</x-mega-menu>`);
    buttonOf(el, "Solutions").click();
    expect(stateOf(el, "Retail")).to.equal("active");
    expect(expanded(el, "Retail")).to.equal("true");
    expect(linkOf(el, "Shops").checkVisibility()).to.equal(true);
    expect(linkOf(el, "Clinics").checkVisibility()).to.equal(false);
    await expect(el).to.be.accessible();

    linkOf(el, "Health").dispatchEvent(new PointerEvent("pointerover", { pointerType: "mouse", bubbles: true, composed: true }));
    expect(stateOf(el, "Health")).to.equal("active");
    expect(stateOf(el, "Retail")).to.equal("inactive");
    expect(linkOf(el, "Clinics").checkVisibility()).to.equal(true);

    buttonOf(el, "Health").focus();
    await sendKeys({ press: "ArrowDown" });
    expect(document.activeElement).to.equal(linkOf(el, "Energy"));
    await sendKeys({ press: "ArrowDown" });
    expect(document.activeElement).to.equal(buttonOf(el, "Energy"));
    expect(stateOf(el, "Energy"), "the focused tab opens").to.equal("active");
    expect(log.events, "switching tabs fires nothing").to.deep.equal(["x-open Solutions 0 trigger"]);

    // A tap on a tab's link that is not open shows the tab; one that moved over 10 px is a scroll.
    const retail = linkOf(el, "Retail");
    const tap = (dx: number) => {
      retail.dispatchEvent(new PointerEvent("pointerdown", { pointerType: "touch", clientX: 10, clientY: 10, bubbles: true, composed: true }));
      const click = new MouseEvent("click", { clientX: 10 + dx, clientY: 10, bubbles: true, cancelable: true, composed: true });
      retail.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(tap(30), "moved: a scroll, not a tap").to.equal(false);
    expect(stateOf(el, "Retail")).to.equal("inactive");
    expect(tap(4), "the tap shows the tab instead of following the link").to.equal(true);
    expect(stateOf(el, "Retail")).to.equal("active");
    expect(tap(0), "an open tab's link is followed").to.equal(false);
    expect(log.events, "a link followed closes the dropdown").to.deep.equal(["x-open Solutions 0 trigger", "x-close Solutions 0 trigger"]);
  });

  it("responsive toggle: at or below 959 px the menu hides behind a button and opens as an accordion", async () => {
    await setViewport({ width: 900, height: 700 });
    try {
      const el = await mount<MegaMenuElement>(html`<x-mega-menu submenu-animation="0">${MENU}</x-mega-menu>`);
      expect(el.matches(":state(mobile)")).to.equal(true);
      const toggle = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!;
      expect(linkOf(el, "Products").checkVisibility()).to.equal(false);
      toggle.click();
      await settled(el);
      expect(linkOf(el, "Products").checkVisibility()).to.equal(true);
      buttonOf(el, "Products").click();
      expect(linkOf(el, "CRM").checkVisibility()).to.equal(true);
      buttonOf(el, "Solutions").click();
      expect(expanded(el, "Products"), "an accordion").to.equal("false");
      await expect(el).to.be.accessible();
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it("mobile modal below 480 px: full screen, focus inside, Escape and the close button close it and return focus", async () => {
    await setViewport({ width: 400, height: 700 });
    try {
      const el = await mount<MegaMenuElement>(
        html`<x-mega-menu mobile-modal submenu-animation="0"><button slot="toggle" type="button">Browse</button>${MENU}</x-mega-menu>`,
      );
      const toggle = el.querySelector<HTMLButtonElement>('[slot="toggle"]')!;
      const dialog = el.shadowRoot!.querySelector<HTMLDialogElement>('[part="modal"]')!;
      toggle.focus();
      await sendKeys({ press: "Enter" });
      await settled(el);
      expect(dialog.open).to.equal(true);
      expect(dialog.matches(":modal")).to.equal(true);
      const box = dialog.getBoundingClientRect();
      expect([box.width, box.height]).to.deep.equal([400, 700]);
      expect(el.contains(document.activeElement) || el.shadowRoot!.activeElement !== null, "focus moved into the modal").to.equal(true);
      await expect(el).to.be.accessible();
      await sendKeys({ press: "Escape" });
      await settled(el);
      expect(dialog.open).to.equal(false);
      expect(document.activeElement).to.equal(toggle);
      toggle.click();
      await settled(el);
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!.click();
      await settled(el);
      expect(dialog.open).to.equal(false);
      expect(document.activeElement).to.equal(toggle);
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it("anchor links scroll to their target (instantly under reduced motion) and push the hash", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-mega-menu mode="desktop">${MENU}</x-mega-menu>
        <div style="height:3000px"></div>
        <h2 id="mega-target">Target</h2>
        <div style="height:1200px"></div>
      </div>`,
    );
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      linkOf(box, "Contact").click();
      expect(Math.floor(document.getElementById("mega-target")!.getBoundingClientRect().top)).to.equal(0);
      expect(location.hash).to.equal("#mega-target");
      expect(linkOf(box, "Contact").getAttribute("aria-current"), "its item is marked current").to.equal("page");
      expect(li(box, "Contact").classList.contains("x-menu-current")).to.equal(true);
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
      history.replaceState(null, "", location.pathname + location.search);
      window.scrollTo(0, 0);
    }
  });

  it("an anchor link closes the open panel it is in (desktop) and the mobile menu", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-mega-menu mode="desktop" trigger="click">${MENU}</x-mega-menu>
        <div style="height:3000px"></div>
        <h2 id="crm">CRM</h2>
        <div style="height:1200px"></div>
      </div>`,
    );
    const el = box.querySelector<MegaMenuElement>("x-mega-menu")!;
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      buttonOf(el, "Products").click();
      expect(expanded(el, "Products")).to.equal("true");
      linkOf(el, "CRM").click();
      expect(expanded(el, "Products"), "the panel no longer covers the section").to.equal("false");
      el.mode = "mobile";
      await settled(el);
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!.click();
      await settled(el);
      expect(el.matches(":state(expanded)")).to.equal(true);
      linkOf(el, "CRM").click();
      await settled(el);
      expect(el.matches(":state(expanded)"), "the mobile menu closed").to.equal(false);
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
      history.replaceState(null, "", location.pathname + location.search);
      window.scrollTo(0, 0);
    }
  });

  it("anchor links scroll over the scroll duration", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-mega-menu mode="desktop" scroll-duration="300">${MENU}</x-mega-menu>
        <div style="height:3000px"></div>
        <h2 id="mega-target">Target</h2>
        <div style="height:1200px"></div>
      </div>`,
    );
    try {
      const started = await clickAtFrameStart(linkOf(box, "Contact"));
      expect(window.scrollY, "not at once").to.be.lessThan(100);
      await waitUntil(() => Math.floor(document.getElementById("mega-target")!.getBoundingClientRect().top) === 0, "arrived", { timeout: 2000 });
      expect(performance.now() - started).to.be.at.least(280);
    } finally {
      history.replaceState(null, "", location.pathname + location.search);
      window.scrollTo(0, 0);
    }
  });

  it("the resizing class is set while the window is resized and removed 400 ms after", async () => {
    const el = await mount<MegaMenuElement>(html`<x-mega-menu mode="desktop">${MENU}</x-mega-menu>`);
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      window.dispatchEvent(new Event("resize"));
      expect(el.classList.contains("resizing")).to.equal(true);
      clock.tick(399);
      expect(el.classList.contains("resizing")).to.equal(true);
      clock.tick(1);
      expect(el.classList.contains("resizing")).to.equal(false);
      clock.tick(1000);
    } finally {
      clock.restore();
    }
  });
});
