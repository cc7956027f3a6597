import { expect, html, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import { isOpen, mount, phaseOf, recordEvents, triggerOf, type ToggleElement } from "./test-helpers";
import { part } from "../testing/parts";
import { settled } from "../testing/settled";

const byId = (id: string) => document.getElementById(id) as ToggleElement;

describe("x-toggle kinds: ARIA, focus and axe", () => {
  it("dropdown: aria-expanded, a popover panel under its trigger and on screen; accessible open and closed", async () => {
    const el = await mount(
      html`<x-toggle kind="dropdown"
        ><button slot="trigger" type="button">Products</button>
        <ul>
          <li><a href="#a">Analytics</a></li>
        </ul></x-toggle
      >`,
    );
    await expect(el).to.be.accessible();
    triggerOf(el).click();
    await waitUntil(() => phaseOf(el) === "open", "open");
    const panel = part(el, "panel")!;
    expect(panel.matches(":popover-open")).to.equal(true);
    expect(triggerOf(el).getAttribute("aria-expanded")).to.equal("true");
    await waitUntil(() => panel.style.top !== "", "positioned");
    const trigger = triggerOf(el).getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    expect(box.top).to.be.greaterThanOrEqual(trigger.bottom);
    expect(box.right).to.be.at.most(window.innerWidth);
    await expect(el).to.be.accessible();
    el.hide();
    await waitUntil(() => !panel.matches(":popover-open"), "hidden once closed");
  });

  it("modal: a native dialog; focus moves in, the page behind is inert, focus returns to the trigger", async () => {
    await mount<HTMLElement>(
      html`<div>
        <x-toggle id="modal" kind="modal" escape-close label="Newsletter"
          ><a slot="trigger" href="#news">Subscribe</a>
          <section id="news">
            <label>Email <input type="email" /></label>
          </section>
        </x-toggle>
        <button id="behind" type="button">Behind</button>
      </div>`,
    );
    const el = byId("modal");
    const trigger = triggerOf(el);
    expect(trigger.getAttribute("aria-haspopup")).to.equal("dialog");
    await expect(el).to.be.accessible();
    trigger.focus();
    await sendKeys({ press: "Enter" });
    await waitUntil(() => phaseOf(el) === "open", "open");
    const dialog = part(el, "dialog") as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(":modal")).to.equal(true);
    expect(dialog.getAttribute("aria-label")).to.equal("Newsletter");
    expect(document.activeElement === el.querySelector("input"), "focus moved to the first field").to.equal(true);
    const behind = document.getElementById("behind")!;
    behind.focus();
    expect(document.activeElement !== behind, "the page behind is inert").to.equal(true);
    el.querySelector("input")!.focus();
    // Tab cycles inside the dialog: field, close button, (the browser's own UI), and never the page behind.
    await sendKeys({ press: "Tab" });
    expect(el.shadowRoot!.activeElement === part(el, "close")).to.equal(true);
    await sendKeys({ press: "Tab" });
    expect(document.activeElement !== document.getElementById("behind")).to.equal(true);
    await expect(el).to.be.accessible();
    el.querySelector("input")!.focus();
    await sendKeys({ press: "Escape" });
    await waitUntil(() => !dialog.open, "closed");
    expect(document.activeElement === trigger, "focus returned").to.equal(true);
  });

  it("modal and offcanvas taller than the screen: the dialog scrolls, and focus still moves to the first field", async () => {
    for (const kind of ["modal", "offcanvas"]) {
      const el = await mount(
        html`<x-toggle kind=${kind}
          ><button slot="trigger" type="button">Open</button>
          <form>
            <label>Name <input name="name" /></label>
            <div style="height: 3000px"></div></form
        ></x-toggle>`,
      );
      triggerOf(el).click();
      await waitUntil(() => phaseOf(el) === "open", `${kind} open`);
      expect(document.activeElement === el.querySelector("input"), `${kind}: focus on the first field, not on a scrolling box`).to.equal(true);
      const dialog = part(el, "dialog")!;
      expect(dialog.scrollHeight, `${kind}: its content overflows`).to.be.greaterThan(dialog.clientHeight);
      dialog.scrollTop = 1000;
      expect(dialog.scrollTop, `${kind}: the dialog scrolls`).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
      el.hide();
      await waitUntil(() => phaseOf(el) === "closed", `${kind} closed`);
    }
  });

  /** A plain modal, shown and settled. */
  async function openModal(): Promise<ToggleElement> {
    const el = await mount(
      html`<x-toggle kind="modal"
        ><button slot="trigger" type="button">Open</button>
        <p>Text</p></x-toggle
      >`,
    );
    el.show();
    await settled(el);
    return el;
  }

  it("modal: the close button closes it", async () => {
    const el = await openModal();
    part(el, "close")!.click();
    await waitUntil(() => !(part(el, "dialog") as HTMLDialogElement).open, "closed");
    expect(isOpen(el)).to.equal(false);
  });

  it("modal: opened again right after it closed, it stays open (the close's own event, a task later, closes nothing)", async () => {
    const el = await openModal();
    const dialog = part(el, "dialog") as HTMLDialogElement;
    // Opened again in the microtask after the dialog closed: before the browser's close event.
    let closedOnce = false;
    const reopen = new MutationObserver(() => {
      if (dialog.open) return;
      closedOnce = true;
      reopen.disconnect();
      void el.show();
    });
    reopen.observe(dialog, { attributes: true, attributeFilter: ["open"] });
    el.hide();
    await waitUntil(() => closedOnce, "closed once");
    await settled(el);
    await settled(el);
    expect(isOpen(el), "open").to.equal(true);
    expect(dialog.open, "the dialog shown").to.equal(true);
  });

  it("offcanvas: a dialog on the chosen side (left, right, top, bottom)", async () => {
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    // The edge the panel sits against, and that it does not span the whole screen the other way.
    const sides = {
      left: (box: DOMRect) => Math.round(box.left) === 0 && box.width < width,
      right: (box: DOMRect) => Math.round(box.right) === width && box.width < width,
      top: (box: DOMRect) => Math.round(box.top) === 0 && box.height < height,
      bottom: (box: DOMRect) => Math.round(box.bottom) === height && box.height < height,
    };
    for (const [placement, against] of Object.entries(sides)) {
      const el = await mount(
        html`<x-toggle kind="offcanvas" placement=${placement}
          ><button slot="trigger" type="button">Menu</button>
          <nav aria-label="Main"><a href="#a">A</a></nav></x-toggle
        >`,
      );
      el.show();
      await settled(el);
      await waitUntil(() => phaseOf(el) === "open", "open");
      const dialog = part(el, "dialog")!.getBoundingClientRect();
      expect(against(dialog), `${placement}: ${JSON.stringify(dialog)}`).to.equal(true);
      expect(document.activeElement === el.querySelector("nav a")).to.equal(true);
      await expect(el).to.be.accessible();
      el.hide();
      await waitUntil(() => phaseOf(el) === "closed", "closed");
    }
  });

  it("collapse: a region named by its trigger, hidden when closed", async () => {
    const el = await mount(
      html`<x-toggle
        ><button slot="trigger" type="button">Shipping</button>
        <p>Two days.</p></x-toggle
      >`,
    );
    const panel = part(el, "panel")!;
    expect(panel.getAttribute("role")).to.equal("region");
    expect(panel.getAttribute("aria-label")).to.equal("Shipping");
    expect(panel.hidden, "hidden until found").to.equal("until-found");
    await expect(el).to.be.accessible();
    el.show();
    await waitUntil(() => phaseOf(el) === "open", "open");
    expect(panel.hidden).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it("find in page: a closed collapse's panel is hidden until found; a match (beforematch) opens it, source find", async () => {
    const log = recordEvents();
    try {
      const box = await mount<HTMLElement>(
        html`<div>
          <style>
            #found::part(panel) {
              padding: 1rem;
              border: 2px solid;
              margin-block: 1rem;
            }
          </style>
          <x-toggle id="found"
            ><button slot="trigger" type="button">Shipping</button>
            <p>Parcels leave the warehouse on weekdays.</p></x-toggle
          >
        </div>`,
      );
      const el = box.querySelector<ToggleElement>("#found")!;
      const panel = part(el, "panel")!;
      expect(panel.getAttribute("hidden")).to.equal("until-found");
      expect(panel.getBoundingClientRect().height, "takes no room, whatever the page gives the part").to.equal(0);
      expect(el.getBoundingClientRect().height, "the toggle is its trigger").to.equal(triggerOf(el).getBoundingClientRect().height);
      panel.dispatchEvent(new Event("beforematch"));
      await waitUntil(() => phaseOf(el) === "open", "the match opens it");
      expect(panel.hasAttribute("hidden")).to.equal(false);
      expect(log.events).to.deep.equal(["x-open found find"]);
      el.hide();
      await waitUntil(() => phaseOf(el) === "closed", "closes");
      expect(panel.getAttribute("hidden"), "hidden until found again").to.equal("until-found");
    } finally {
      log.stop();
    }
  });

  it("find in page: a link to an element in a closed panel reveals it as the address's hash does (source hash)", async () => {
    const log = recordEvents();
    try {
      const el = await mount(
        html`<x-toggle id="linked"
          ><button slot="trigger" type="button">Shipping</button>
          <p id="shipping-times">Parcels leave on weekdays.</p></x-toggle
        >`,
      );
      location.hash = "#shipping-times";
      await waitUntil(() => phaseOf(el) === "open", "the link opens it");
      expect(log.events).to.deep.equal(["x-open linked hash"]);
    } finally {
      log.stop();
      history.replaceState(null, "", location.pathname + location.search);
    }
  });

  it("find in page: a match in a closed hash-bound tab opens it and puts its hash in the address without a history entry", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-toggle id="find-monthly" kind="tab" group="find-plans" hash="find-monthly" open
          ><a slot="trigger" href="#find-monthly">Monthly</a>
          <p>9 €</p></x-toggle
        >
        <x-toggle id="find-yearly" kind="tab" group="find-plans" hash="find-yearly"
          ><a slot="trigger" href="#find-yearly">Yearly</a>
          <p>Two months free.</p></x-toggle
        >
      </div>`,
    );
    try {
      const panel = part(byId("find-yearly"), "panel")!;
      expect(panel.getAttribute("hidden")).to.equal("until-found");
      const length = history.length;
      panel.dispatchEvent(new Event("beforematch"));
      await settled(box);
      expect([isOpen(byId("find-monthly")), isOpen(byId("find-yearly"))]).to.deep.equal([false, true]);
      expect(location.hash).to.equal("#find-yearly");
      expect(history.length, "no history entry").to.equal(length);
      expect(part(byId("find-monthly"), "panel")!.getAttribute("hidden")).to.equal("until-found");
    } finally {
      history.replaceState(null, "", location.pathname + location.search);
    }
  });

  it("collapse: the height grows from 0 to the content's as it opens, and shrinks back as it closes", async () => {
    // Phases of 800 ms: seen in frames even when a busy machine draws few of them.
    const el = await mount(
      html`<x-toggle style="--x-toggle-duration: 800ms"
        ><button slot="trigger" type="button">Shipping</button>
        <p style="height: 200px; margin: 0">Two days.</p></x-toggle
      >`,
    );
    const collapse = el.shadowRoot!.querySelector<HTMLElement>(".collapse")!;
    const heights = async (until: string) => {
      const seen: number[] = [];
      while (phaseOf(el) !== until) {
        seen.push(Math.round(collapse.getBoundingClientRect().height));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    };
    el.show();
    const opening = await heights("open");
    const full = Math.round(collapse.getBoundingClientRect().height);
    expect(full).to.be.at.least(200);
    expect(
      opening.filter((height) => height > 0 && height < full),
      `opening: ${opening.join(", ")}`,
    ).to.not.be.empty;
    el.hide();
    const closing = await heights("closed");
    expect(
      closing.filter((height) => height > 0 && height < full),
      `closing: ${closing.join(", ")}`,
    ).to.not.be.empty;
  });

  it("tab: tablist, tabs and tabpanels; the first opens; arrows, Home and End move and open; the active tab stays open", async () => {
    const box = await mount<HTMLElement>(
      html`<div style="display: flex; flex-wrap: wrap">
        <x-toggle id="t1" kind="tab" group="plans"
          ><button slot="trigger" type="button">Monthly</button>
          <p>9 €</p></x-toggle
        >
        <x-toggle id="t2" kind="tab" group="plans"
          ><button slot="trigger" type="button">Yearly</button>
          <p>90 €</p></x-toggle
        >
        <x-toggle id="t3" kind="tab" group="plans"
          ><button slot="trigger" type="button">Lifetime</button>
          <p>300 €</p></x-toggle
        >
      </div>`,
    );
    await settled(box);
    const tabs = ["t1", "t2", "t3"].map((id) => triggerOf(byId(id)));
    const tablist = box.querySelector('[role="tablist"]')!;
    expect(tablist.getAttribute("aria-owns")!.split(" ")).to.deep.equal(tabs.map((tab) => tab.id));
    expect(tabs.map((tab) => tab.getAttribute("role"))).to.deep.equal(["tab", "tab", "tab"]);
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).to.deep.equal(["true", "false", "false"]);
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).to.deep.equal(["0", "-1", "-1"]);
    expect(part(byId("t1"), "panel")!.getAttribute("role")).to.equal("tabpanel");
    await expect(box).to.be.accessible();

    tabs[0]!.click();
    await settled(box);
    expect(isOpen(byId("t1")), "clicking the active tab does not close it").to.equal(true);

    tabs[0]!.focus();
    await sendKeys({ press: "ArrowRight" });
    await settled(box);
    expect(document.activeElement === tabs[1]).to.equal(true);
    expect([isOpen(byId("t1")), isOpen(byId("t2"))]).to.deep.equal([false, true]);
    await sendKeys({ press: "End" });
    await settled(box);
    expect(isOpen(byId("t3"))).to.equal(true);
    await sendKeys({ press: "ArrowRight" });
    await settled(box);
    expect(document.activeElement === tabs[0], "wraps around").to.equal(true);
    await sendKeys({ press: "ArrowLeft" });
    await sendKeys({ press: "Home" });
    await settled(box);
    expect(isOpen(byId("t1"))).to.equal(true);
    expect(part(byId("t1"), "panel")!.getBoundingClientRect().top, "the panel lies below the row of tabs").to.be.greaterThan(
      tabs[2]!.getBoundingClientRect().bottom - 1,
    );
    await expect(box).to.be.accessible();
  });

  it("layered: a sub-level slides over its layer, with a back control that returns focus to its trigger", async () => {
    const el = await mount(
      html`<x-toggle kind="offcanvas" label="Menu"
        ><button slot="trigger" type="button">Menu</button>
        <ul>
          <li><a href="#home">Home</a></li>
          <li>
            <x-toggle id="sub" kind="layered" back-label="All"
              ><button slot="trigger" type="button">Products</button>
              <ul>
                <li><a href="#one">One</a></li>
              </ul></x-toggle
            >
          </li>
        </ul></x-toggle
      >`,
    );
    el.show();
    await settled(el);
    const sub = byId("sub");
    triggerOf(sub).focus();
    await sendKeys({ press: "Enter" });
    await waitUntil(() => phaseOf(sub) === "open", "open");
    expect(sub.shadowRoot!.activeElement === part(sub, "back"), "focus on the back control").to.equal(true);
    expect(part(sub, "back")!.textContent).to.equal("All");
    expect(el.querySelector('a[href="#home"]')!.closest("[inert]") !== null, "the covered layer is inert").to.equal(true);
    const layer = part(el, "panel")!.getBoundingClientRect();
    const level = part(sub, "panel")!.getBoundingClientRect();
    expect([Math.round(level.left), Math.round(level.top)]).to.deep.equal([Math.round(layer.left), Math.round(layer.top)]);
    await expect(el).to.be.accessible();
    part(sub, "back")!.click();
    await waitUntil(() => phaseOf(sub) === "closed", "closed");
    expect(isOpen(sub)).to.equal(false);
    expect(document.activeElement === triggerOf(sub)).to.equal(true);
    expect(el.querySelector("[inert]") === null, "nothing inert").to.equal(true);
    el.hide();
  });

  it("hover: opens 100 ms after the mouse rests on it and closes 100 ms after it leaves", async () => {
    const el = await mount(
      html`<x-toggle kind="dropdown" hover
        ><button slot="trigger" type="button">Hover</button>
        <p>Panel</p></x-toggle
      >`,
    );
    const { sendMouse, resetMouse } = await import("@web/test-runner-commands");
    const rect = triggerOf(el).getBoundingClientRect();
    // Timed in the page (a mouse command's round trip may itself take longer than the delay on a busy machine).
    let enteredAt = 0;
    let openedAt = 0;
    triggerOf(el).addEventListener("pointerenter", (event) => (enteredAt ||= event.timeStamp));
    const opened = () => (openedAt ||= performance.now());
    el.addEventListener("x-open", opened);
    try {
      await sendMouse({ type: "move", position: [Math.round(rect.left + 5), Math.round(rect.top + 5)] });
      await waitUntil(() => isOpen(el), "opens after the delay");
      expect(openedAt - enteredAt, "not at once").to.be.at.least(90);
      await sendMouse({ type: "move", position: [Math.round(rect.left + 5), Math.round(window.innerHeight - 5)] });
      await waitUntil(() => !isOpen(el), "closes after leaving");
    } finally {
      el.removeEventListener("x-open", opened);
      await resetMouse();
    }
  });
});
