import { expect, html, waitUntil } from "@open-wc/testing";
import { resetMouse, sendKeys, sendMouse, setViewport } from "@web/test-runner-commands";
import "../../elements/x-menu";
import "../../elements/x-scroll-spy";
import "../../elements/x-toggle";
import { buttonOf, linkOf, pointer, recordMenuEvents, stateOf } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";
import { nextFrame } from "../testing/scroll";
import { mount, settled } from "../testing/settled";

type MenuElement = HTMLElementTagNameMap["x-menu"];

const MENU = html`<nav aria-label="Main">
  <ul class="menu">
    <li><a href="#home">Home</a></li>
    <li>
      <a href="#services">Services</a>
      <ul class="sub-menu">
        <li><a href="#design">Design</a></li>
        <li>
          <a href="#development">Development</a>
          <ul class="sub-menu">
            <li><a href="#web">Web</a></li>
            <li><a href="#apps">Apps</a></li>
          </ul>
        </li>
      </ul>
    </li>
    <li>
      <a href="#about">About</a>
      <ul class="sub-menu">
        <li><a href="#team">Team</a></li>
      </ul>
    </li>
    <li><a href="#contact">Contact</a></li>
  </ul>
</nav>`;

const expanded = (el: Element, name: string) => buttonOf(el, name).getAttribute("aria-expanded");
const li = (el: Element, name: string) => linkOf(el, name).parentElement!;

describe("x-menu", () => {
  let log: ReturnType<typeof recordMenuEvents>;
  beforeEach(() => (log = recordMenuEvents()));
  afterEach(() => log.stop());

  it("adds a labelled submenu button (aria-expanded, aria-controls) after each parent's link, and takes everything back when removed", async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="desktop">${MENU}</x-menu>`);
    expect(el.matches(":state(desktop)")).to.equal(true);
    const button = buttonOf(el, "Services");
    expect(button.previousElementSibling).to.equal(linkOf(el, "Services"));
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    expect(button.getAttribute("aria-label")).to.equal("Services submenu");
    expect(document.getElementById(button.getAttribute("aria-controls")!)).to.equal(button.nextElementSibling);
    expect(stateOf(el, "Services")).to.equal("inactive");
    expect(el.querySelectorAll("button.x-menu-toggle")).to.have.length(3);
    expect(el.querySelector("[role=menu], [role=menuitem]"), "disclosure pattern, not role=menu").to.equal(null);
    expect(linkOf(el, "Design").checkVisibility(), "a closed submenu is hidden").to.equal(false);
    await expect(el).to.be.accessible();
    el.remove();
    await settled(el);
    expect(el.querySelectorAll("button, [data-x-state], [id^='x-menu-']")).to.have.length(0);
  });

  it("hover intent: opens when the pointer slows over an item (25 ms polls, 9 px), closes 350 ms after it moved elsewhere in the menu, 750 ms after it left the menu", async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="desktop">${MENU}</x-menu>`);
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const services = li(el, "Services");
      pointer(services, "pointerenter", 10, 10);
      pointer(services, "pointermove", 40, 10); // moving fast
      clock.tick(25);
      expect(expanded(el, "Services"), "not yet: the pointer is moving fast").to.equal("false");
      clock.tick(25);
      expect(expanded(el, "Services"), "slowed down").to.equal("true");
      expect(log.events).to.deep.equal(["x-open Services 0 trigger"]);
      expect(linkOf(el, "Design").checkVisibility()).to.equal(true);

      // To another item of the menu: 350 ms.
      pointer(services, "pointerleave", 0, 0, linkOf(el, "Home"));
      clock.tick(349);
      expect(expanded(el, "Services")).to.equal("true");
      clock.tick(1);
      expect(expanded(el, "Services")).to.equal("false");

      // Out of the menu: 750 ms; coming back in time keeps it open.
      pointer(services, "pointerenter", 10, 10);
      clock.tick(25);
      expect(expanded(el, "Services")).to.equal("true");
      pointer(services, "pointerleave", 0, 0, document.body);
      clock.tick(500);
      pointer(services, "pointerenter", 10, 10);
      clock.tick(1000);
      expect(expanded(el, "Services"), "back in time").to.equal("true");
      pointer(services, "pointerleave", 0, 0, document.body);
      clock.tick(749);
      expect(expanded(el, "Services")).to.equal("true");
      clock.tick(1);
      expect(expanded(el, "Services")).to.equal("false");
      expect(log.events.at(-1)).to.equal("x-close Services 0 outside");

      // Touch does not hover.
      services.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "touch", clientX: 5, clientY: 5 }));
      clock.tick(100);
      expect(expanded(el, "Services")).to.equal("false");
    } finally {
      clock.restore();
    }
  });

  it("a real mouse resting on an item opens its submenu; opening a sibling closes it (one per level)", async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="desktop">${MENU}</x-menu>`);
    try {
      const box = linkOf(el, "Services").getBoundingClientRect();
      await sendMouse({ type: "move", position: [Math.round(box.left + 5), Math.round(box.top + 5)] });
      await waitUntil(() => expanded(el, "Services") === "true", "opened by hover");
      await waitUntil(() => stateOf(el, "Services") === "active", "opening, then active");
      await expect(el).to.be.accessible();
      const about = linkOf(el, "About").getBoundingClientRect();
      await sendMouse({ type: "move", position: [Math.round(about.left + 5), Math.round(about.top + 5)] });
      await waitUntil(() => expanded(el, "About") === "true", "the sibling opened");
      expect(expanded(el, "Services"), "closed by its group").to.equal("false");
    } finally {
      await resetMouse();
    }
  });

  it("a click on a submenu's link closes the submenu, which stays closed while the mouse rests there", async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="desktop">${MENU}</x-menu>`);
    linkOf(el, "Design").href = "/another-page.html";
    // The test page stays: the page's own handler (after the menu's) keeps the browser from leaving.
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener("click", stay);
    try {
      const services = linkOf(el, "Services").getBoundingClientRect();
      await sendMouse({ type: "move", position: [Math.round(services.left + 5), Math.round(services.top + 5)] });
      await waitUntil(() => stateOf(el, "Services") === "active", "opened by hover");
      const design = linkOf(el, "Design").getBoundingClientRect();
      const onDesign: [number, number] = [Math.round(design.left + 5), Math.round(design.top + 5)];
      await sendMouse({ type: "move", position: onDesign });
      const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      await sendMouse({ type: "click", position: onDesign });
      await clock.tickAsync(1000);
      expect(expanded(el, "Services")).to.equal("false");
      expect(log.events.at(-1)).to.equal("x-close Services 0 trigger");
      // It opens again once the pointer comes back to the item.
      clock.restore();
      await sendMouse({ type: "move", position: [Math.round(services.left + 5), Math.round(services.bottom + 300)] });
      await sendMouse({ type: "move", position: [Math.round(services.left + 5), Math.round(services.top + 5)] });
      await waitUntil(() => expanded(el, "Services") === "true", "opened by hover again");
    } finally {
      window.removeEventListener("click", stay);
      await resetMouse();
    }
  });

  it("an open dropdown lies above the bars after the menu, even where the menu's row is transformed (a shrunk sticky header)", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-menu mode="desktop" open-on="click" style="transform: translateY(4px)">${MENU}</x-menu>
        <div style="height: 200px; background: #eee">
          <ul style="display: flex; margin: 0">
            <li style="position: relative"><a href="#support">Support</a></li>
          </ul>
        </div>
      </div>`,
    );
    const el = box.querySelector<MenuElement>("x-menu")!;
    buttonOf(el, "Services").click();
    await waitUntil(() => stateOf(el, "Services") === "active", "opened");
    const design = linkOf(el, "Design").getBoundingClientRect();
    const support = box.querySelector("a[href='#support']")!.getBoundingClientRect();
    expect(design.bottom > support.top && design.top < support.bottom, "the dropdown reaches over the bar's link").to.equal(true);
    const x = Math.max(design.left, support.left) + 2;
    const y = (Math.max(design.top, support.top) + Math.min(design.bottom, support.bottom)) / 2;
    expect(document.elementFromPoint(x, y)?.textContent).to.equal("Design");
  });

  it('open-on="hover": opens as soon as the pointer enters, even moving fast (no intent); closes 350 and 750 ms after it left; the default is hover-intent', async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="desktop" open-on="hover">${MENU}</x-menu>`);
    expect(el.openOn).to.equal("hover");
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const services = li(el, "Services");
      pointer(services, "pointerenter", 10, 10);
      pointer(services, "pointermove", 200, 10); // moving fast: hover intent would wait
      clock.tick(0);
      expect(expanded(el, "Services"), "open at once").to.equal("true");
      pointer(services, "pointerleave", 0, 0, linkOf(el, "Home"));
      clock.tick(349);
      expect(expanded(el, "Services")).to.equal("true");
      clock.tick(1);
      expect(expanded(el, "Services"), "350 ms after it moved elsewhere in the menu").to.equal("false");
      pointer(li(el, "About"), "pointerenter", 10, 10);
      clock.tick(0);
      pointer(li(el, "About"), "pointerleave", 0, 0, document.body);
      clock.tick(749);
      expect(expanded(el, "About")).to.equal("true");
      clock.tick(1);
      expect(expanded(el, "About"), "750 ms after it left the menu").to.equal("false");
    } finally {
      clock.restore();
    }
    el.removeAttribute("open-on");
    expect(el.openOn).to.equal("hover-intent");
  });

  it('open-on="click": hover opens nothing; the button toggles; a click outside closes', async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="desktop" open-on="click">${MENU}</x-menu>`);
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      pointer(li(el, "Services"), "pointerenter", 10, 10);
      clock.tick(1000);
      expect(expanded(el, "Services")).to.equal("false");
    } finally {
      clock.restore();
    }
    buttonOf(el, "Services").click();
    expect(expanded(el, "Services")).to.equal("true");
    buttonOf(el, "Development").click();
    expect(expanded(el, "Development")).to.equal("true");
    document.body.click();
    expect(expanded(el, "Services")).to.equal("false");
    expect(expanded(el, "Development"), "closing a parent closes its children").to.equal("false");
  });

  it("keyboard: Tab reaches links and buttons, Enter and Space toggle, Escape closes and returns focus, arrows move between siblings", async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="desktop" open-on="click">${MENU}</x-menu>`);
    linkOf(el, "Home").focus();
    await sendKeys({ press: "Tab" });
    expect(document.activeElement).to.equal(linkOf(el, "Services"));
    await sendKeys({ press: "Tab" });
    expect(document.activeElement).to.equal(buttonOf(el, "Services"));
    await sendKeys({ press: "Enter" });
    expect(expanded(el, "Services")).to.equal("true");
    await sendKeys({ press: "Tab" });
    expect(document.activeElement, "into the submenu").to.equal(linkOf(el, "Design"));
    await sendKeys({ press: "ArrowDown" });
    expect(document.activeElement).to.equal(linkOf(el, "Development"));
    await sendKeys({ press: "ArrowDown" });
    expect(document.activeElement).to.equal(buttonOf(el, "Development"));
    await sendKeys({ press: " " });
    expect(expanded(el, "Development"), "Space").to.equal("true");
    await sendKeys({ press: "Tab" });
    expect(document.activeElement).to.equal(linkOf(el, "Web"));
    await waitUntil(() => stateOf(el, "Development") === "active", "faded in");
    await expect(el).to.be.accessible();
    await sendKeys({ press: "Escape" });
    expect(expanded(el, "Development")).to.equal("false");
    expect(document.activeElement, "focus back on its button").to.equal(buttonOf(el, "Development"));
    await sendKeys({ press: "Escape" });
    expect(expanded(el, "Services")).to.equal("false");
    expect(document.activeElement).to.equal(buttonOf(el, "Services"));
    await sendKeys({ press: "ArrowRight" });
    expect(document.activeElement, "next sibling's control").to.equal(linkOf(el, "About"));
    await sendKeys({ press: "ArrowLeft" });
    await sendKeys({ press: "ArrowLeft" });
    expect(document.activeElement).to.equal(linkOf(el, "Services"));
    await sendKeys({ press: "End" });
    expect(document.activeElement).to.equal(linkOf(el, "Contact"));
    await sendKeys({ press: "Home" });
    expect(document.activeElement).to.equal(linkOf(el, "Home"));
    expect(log.events).to.deep.equal([
      "x-open Services 0 trigger",
      "x-open Development 1 trigger",
      "x-close Development 1 escape",
      "x-close Services 0 escape",
    ]);
  });

  it("focus leaving an open submenu (Tab past its last link) closes it", async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="desktop" open-on="click">${MENU}</x-menu>`);
    buttonOf(el, "About").click();
    linkOf(el, "Team").focus();
    await sendKeys({ press: "Tab" });
    expect(document.activeElement).to.equal(linkOf(el, "Contact"));
    expect(expanded(el, "About")).to.equal("false");
  });

  it("a submenu that would leave the viewport flips to the other side", async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="desktop" open-on="click" style="display:flex;justify-content:flex-end">${MENU}</x-menu>`);
    buttonOf(el, "Services").click();
    buttonOf(el, "Development").click();
    const development = li(el, "Development");
    expect(development.getAttribute("data-x-side"), "nested, near the right edge").to.equal("left");
    const sub = development.querySelector("ul")!.getBoundingClientRect();
    expect(sub.left).to.be.at.least(0);
    expect(sub.right).to.be.at.most(document.documentElement.clientWidth);
  });

  it("mobile: the menu collapses behind a toggle; sub-toggles expand in place, one per level unless multiple; Escape closes and returns focus", async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="mobile" duration="0">${MENU}</x-menu>`);
    const toggle = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!;
    expect(el.matches(":state(mobile)")).to.equal(true);
    expect(toggle.checkVisibility()).to.equal(true);
    expect(toggle.getAttribute("aria-expanded")).to.equal("false");
    expect(linkOf(el, "Home").checkVisibility(), "collapsed").to.equal(false);
    await expect(el).to.be.accessible();
    toggle.focus();
    await sendKeys({ press: "Enter" });
    await settled(el);
    expect(el.matches(":state(expanded)")).to.equal(true);
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");
    expect(linkOf(el, "Home").checkVisibility()).to.equal(true);
    buttonOf(el, "Services").click();
    expect(stateOf(el, "Services")).to.equal("active");
    expect(linkOf(el, "Design").getBoundingClientRect().left, "in place, indented").to.be.greaterThan(
      linkOf(el, "Services").getBoundingClientRect().left,
    );
    buttonOf(el, "About").click();
    expect(expanded(el, "Services"), "one open per level").to.equal("false");
    await expect(el).to.be.accessible();
    buttonOf(el, "About").focus();
    await sendKeys({ press: "Escape" });
    expect(expanded(el, "About")).to.equal("false");
    await sendKeys({ press: "Escape" });
    await settled(el);
    expect(el.matches(":state(expanded)")).to.equal(false);
    expect(el.shadowRoot!.activeElement, "focus back on the toggle").to.equal(toggle);
    expect(log.events.map((e) => e.split(" ").slice(0, 2).join(" "))).to.deep.equal([
      "x-open Menu",
      "x-open Services",
      "x-open About",
      "x-close Services",
      "x-close About",
      "x-close Menu",
    ]);
  });

  it("mobile with multiple: siblings stay open together; the height animates (opening, then active) unless motion is reduced", async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="mobile" multiple>${MENU}</x-menu>`);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!.click();
    await settled(el);
    buttonOf(el, "Services").click();
    expect(stateOf(el, "Services")).to.equal("opening");
    buttonOf(el, "About").click();
    expect(expanded(el, "Services")).to.equal("true");
    expect(expanded(el, "About")).to.equal("true");
    await waitUntil(() => stateOf(el, "Services") === "active", "active once the height animation ends");
    buttonOf(el, "Services").click();
    expect(stateOf(el, "Services")).to.equal("closing");
    await waitUntil(() => stateOf(el, "Services") === "inactive", "inactive after closing");
  });

  it("auto: mobile once a resize settles at a narrow width with a touch screen; the change closes everything without an event", async () => {
    const el = await mount<MenuElement>(html`<x-menu open-on="click">${MENU}</x-menu>`);
    const touch = Object.getOwnPropertyDescriptor(Navigator.prototype, "maxTouchPoints")!;
    try {
      expect(el.matches(":state(desktop)")).to.equal(true);
      buttonOf(el, "Services").click();
      log.events.length = 0;
      const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      await setViewport({ width: 800, height: 700 });
      while (innerWidth !== 800) await nextFrame();
      await nextFrame(); // the resize event
      await clock.tickAsync(50 + 500); // a resize settles: throttled to 50 ms, debounced 500 ms
      await nextFrame(); // a render the settled resize asked for
      expect(el.matches(":state(desktop)"), "narrow, but no touch screen").to.equal(true);
      Object.defineProperty(navigator, "maxTouchPoints", { configurable: true, get: () => 5 });
      window.dispatchEvent(new Event("resize"));
      await clock.tickAsync(50 + 500);
      clock.restore();
      await waitUntil(() => el.matches(":state(mobile)"), "mobile after the debounce", { timeout: 2000 });
      await settled(el);
      expect(expanded(el, "Services"), "closed by the change").to.equal("false");
      expect(log.events).to.deep.equal([]);
    } finally {
      Reflect.deleteProperty(navigator, "maxTouchPoints");
      Object.defineProperty(Navigator.prototype, "maxTouchPoints", touch);
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it("auto: mobile at 978.98 px or less with a touch screen; desktop at 979", async () => {
    const touch = Object.getOwnPropertyDescriptor(Navigator.prototype, "maxTouchPoints")!;
    Object.defineProperty(navigator, "maxTouchPoints", { configurable: true, get: () => 5 });
    try {
      await setViewport({ width: 978, height: 700 });
      const narrow = await mount<MenuElement>(html`<x-menu>${MENU}</x-menu>`);
      expect(narrow.matches(":state(mobile)"), "978 px").to.equal(true);
      await setViewport({ width: 979, height: 700 });
      const wide = await mount<MenuElement>(html`<x-menu>${MENU}</x-menu>`);
      expect(wide.matches(":state(desktop)"), "979 px").to.equal(true);
    } finally {
      Reflect.deleteProperty(navigator, "maxTouchPoints");
      Object.defineProperty(Navigator.prototype, "maxTouchPoints", touch);
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it("auto without a touch screen: mobile while the top items do not fit on one row, desktop again once the window is wider", async () => {
    await setViewport({ width: 800, height: 700 });
    try {
      const box = await mount<HTMLElement>(html`<div style="width: 160px"><x-menu>${MENU}</x-menu></div>`);
      const el = box.querySelector<MenuElement>("x-menu")!;
      expect(el.matches(":state(mobile)"), "the items would stack").to.equal(true);
      expect(el.getBoundingClientRect().height, "one row: the toggle").to.be.below(60);
      box.style.width = "";
      await setViewport({ width: 1000, height: 700 });
      await waitUntil(() => el.matches(":state(desktop)"), "desktop once the resize settled", { timeout: 2000 });
      await settled(el);
      const items = [...el.querySelectorAll("ul.menu > li")].map((li) => li.getBoundingClientRect().top);
      expect(new Set(items).size, "the items on one row").to.equal(1);
      // A theme's own stacked list (no wrapping row) is left as the theme lays it out.
      const column = await mount<MenuElement>(
        html`<x-menu
          ><ul class="menu" style="display: block">
            <li><a href="#a">A</a></li>
            <li><a href="#b">B</a></li>
          </ul></x-menu
        >`,
      );
      expect(column.matches(":state(desktop)"), "a theme's stacked list stays desktop").to.equal(true);
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it("an in-page link closes the open submenus it is in (desktop), the mobile menu, and the modal the menu sits in", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-menu mode="desktop" open-on="click">${MENU}</x-menu>
        <x-toggle kind="modal" label="Navigation"
          ><button slot="trigger" type="button">Open navigation</button><x-menu mode="mobile" label="Menu" class="in-modal">${MENU}</x-menu></x-toggle
        >
        <div style="height:3000px"></div>
        <h2 id="web">Web</h2>
        <div style="height:1200px"></div>
      </div>`,
    );
    const desktop = box.querySelector<MenuElement>("x-menu")!;
    buttonOf(desktop, "Services").click();
    buttonOf(desktop, "Development").click();
    linkOf(desktop, "Web").click();
    expect(expanded(desktop, "Services"), "the submenu no longer covers the section").to.equal("false");
    expect(expanded(desktop, "Development")).to.equal("false");

    const modal = box.querySelector<HTMLElementTagNameMap["x-toggle"]>("x-toggle")!;
    const mobile = box.querySelector<MenuElement>("x-menu.in-modal")!;
    box.querySelector<HTMLButtonElement>('[slot="trigger"]')!.click();
    await settled(box);
    expect(modal.matches(":state(open)")).to.equal(true);
    mobile.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!.click();
    await settled(box);
    expect(mobile.matches(":state(expanded)")).to.equal(true);
    linkOf(mobile, "Web").click();
    await settled(box);
    expect(mobile.matches(":state(expanded)"), "the mobile menu closed").to.equal(false);
    expect(modal.matches(":state(open)"), "the modal around it closed").to.equal(false);
    history.replaceState(null, "", location.pathname + location.search);
    window.scrollTo(0, 0);
  });

  it("the link to the current page gets aria-current and the current class", async () => {
    const here = location.pathname + location.search;
    const el = await mount<MenuElement>(
      html`<x-menu mode="desktop"
        ><ul>
          <li><a href="/elsewhere">Elsewhere</a></li>
          <li><a href=${here}>This page</a></li>
        </ul></x-menu
      >`,
    );
    expect(linkOf(el, "This page").getAttribute("aria-current")).to.equal("page");
    expect(li(el, "This page").classList.contains("x-menu-current")).to.equal(true);
    expect(linkOf(el, "Elsewhere").hasAttribute("aria-current")).to.equal(false);
    el.remove();
    await settled(el);
    expect(linkOf(el, "This page").hasAttribute("aria-current")).to.equal(false);
  });

  it("inside an x-scroll-spy, the current section's item is marked (aria-current and a class), and the page's link keeps its own mark", async () => {
    const here = location.pathname + location.search;
    const box = await mount<HTMLElement>(
      html`<div>
        <x-scroll-spy offset="0" style="position: fixed; top: 0"
          ><x-menu mode="desktop"
            ><ul>
              <li><a href=${here}>This page</a></li>
              <li><a href="#spy-intro">Intro</a></li>
              <li><a href="#spy-pricing">Pricing</a></li>
            </ul></x-menu
          ></x-scroll-spy
        >
        <section id="spy-intro" style="height: 1500px">Intro</section>
        <section id="spy-pricing" style="height: 1500px">Pricing</section>
      </div>`,
    );
    const menu = box.querySelector("x-menu")!;
    document.getElementById("spy-pricing")!.scrollIntoView();
    await waitUntil(() => linkOf(menu, "Pricing").getAttribute("aria-current") === "location", "the section's link is marked");
    expect(linkOf(menu, "Pricing").classList.contains("is-current")).to.equal(true);
    expect(linkOf(menu, "Intro").hasAttribute("aria-current")).to.equal(false);
    expect(linkOf(menu, "This page").getAttribute("aria-current")).to.equal("page");
    window.scrollTo(0, 0);
  });

  it("an author's toggle in slot=toggle is used (aria-expanded while mobile, removed after)", async () => {
    const el = await mount<MenuElement>(html`<x-menu mode="mobile"><button slot="toggle" type="button">Open menu</button>${MENU}</x-menu>`);
    const toggle = el.querySelector<HTMLButtonElement>('[slot="toggle"]')!;
    expect(toggle.getAttribute("aria-expanded")).to.equal("false");
    toggle.click();
    await settled(el);
    expect(el.matches(":state(expanded)")).to.equal(true);
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");
    el.setAttribute("mode", "desktop");
    await settled(el);
    expect(toggle.hasAttribute("aria-expanded")).to.equal(false);
    expect(toggle.checkVisibility(), "no toggle on desktop").to.equal(false);
  });
});
