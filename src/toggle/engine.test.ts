import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { emulateMedia, sendKeys } from "@web/test-runner-commands";
import { INTEGRITY_DELAY_MS, MAX_DEPTH, integrityCheck, registeredCount, scrollLocked } from "../shared/toggle-engine";
import { isOpen, mount, recordEvents, triggerOf, type ToggleElement } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";
import { part } from "../testing/parts";
import { settled } from "../testing/settled";

const byId = (id: string) => document.getElementById(id) as ToggleElement;

describe("toggle engine: groups, nesting, outside clicks, Escape, hash, scroll lock, integrity", () => {
  let log: ReturnType<typeof recordEvents>;
  beforeEach(() => (log = recordEvents()));
  afterEach(() => {
    log.stop();
    if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  });

  it("opening one member of a group closes the others (source group); a programmatic open closes them silently", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-toggle id="a" group="g" open
          ><button slot="trigger" type="button">A</button>
          <p>A</p></x-toggle
        >
        <x-toggle id="b" group="g"
          ><button slot="trigger" type="button">B</button>
          <p>B</p></x-toggle
        >
        <x-toggle id="c" group="other" open
          ><button slot="trigger" type="button">C</button>
          <p>C</p></x-toggle
        >
      </div>`,
    );
    triggerOf(byId("b")).click();
    await settled(box);
    expect([isOpen(byId("a")), isOpen(byId("b")), isOpen(byId("c"))]).to.deep.equal([false, true, true]);
    expect(log.events).to.deep.equal(["x-open b trigger", "x-close a group"]);
    log.events.length = 0;
    // The page's attribute still says open (a visitor's change is not written back): the page writes it anew.
    expect(byId("a").hasAttribute("open")).to.equal(true);
    byId("a").open = false;
    await settled(box);
    byId("a").open = true;
    await settled(box);
    expect(isOpen(byId("a"))).to.equal(true);
    expect(isOpen(byId("b"))).to.equal(false);
    expect(log.events).to.deep.equal([]);
  });

  it("closing a parent closes its children; a nested toggle's parent is found 30 levels up and no further", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-toggle id="parent" open
          ><button slot="trigger" type="button">Parent</button>
          <div>
            <x-toggle id="child" open
              ><button slot="trigger" type="button">Child</button>
              <p>Inner</p></x-toggle
            >
          </div>
        </x-toggle>
      </div>`,
    );
    triggerOf(byId("parent")).click();
    await settled(box);
    expect(isOpen(byId("child"))).to.equal(false);
    expect(log.events).to.deep.equal(["x-close parent trigger", "x-close child trigger"]);

    // A chain of nested toggles, the outermost a dropdown: a click in the innermost panel leaves the ancestors it can
    // reach (MAX_DEPTH levels) open, and closes the dropdown when it lies beyond them.
    const chain = async (depth: number) => {
      let markup = "<p>core</p>";
      for (let level = depth - 1; level >= 0; level--) {
        const kind = level === 0 ? "dropdown" : "collapse";
        markup = `<x-toggle id="n${level}" kind="${kind}" open><button slot="trigger" type="button">${level}</button>${markup}</x-toggle>`;
      }
      box.innerHTML = markup;
      await settled(box);
      log.events.length = 0;
      byId(`n${depth - 1}`)
        .querySelector("p")!
        .click();
      await settled(box);
      return isOpen(byId("n0"));
    };
    expect(await chain(MAX_DEPTH + 1), "the dropdown is the innermost's 30th ancestor").to.equal(true);
    expect(await chain(MAX_DEPTH + 2), "the dropdown is its 31st").to.equal(false);
    expect(log.events[0]).to.equal("x-close n0 outside");
  });

  it("a click outside closes open dropdowns and modals that are not ancestors of the click; collapses stay", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-toggle id="menu" kind="dropdown"
          ><button slot="trigger" type="button">Menu</button>
          <ul>
            <li>
              <x-toggle id="sub" kind="dropdown"><button slot="trigger" type="button">Sub</button><a href="#x" id="deep">Deep</a></x-toggle>
            </li>
          </ul>
        </x-toggle>
        <x-toggle id="col" open
          ><button slot="trigger" type="button">Col</button>
          <p>Text</p></x-toggle
        >
        <p id="elsewhere">Elsewhere</p>
      </div>`,
    );
    triggerOf(byId("menu")).click();
    await settled(box);
    triggerOf(byId("sub")).click();
    await settled(box);
    expect(isOpen(byId("menu")) && isOpen(byId("sub")), "both open (the sub's trigger is inside the menu)").to.equal(true);
    document.getElementById("deep")!.addEventListener("click", (event) => event.preventDefault(), { once: true });
    document.getElementById("deep")!.click();
    await settled(box);
    expect(isOpen(byId("menu")) && isOpen(byId("sub")), "a click inside the innermost panel closes no ancestor").to.equal(true);
    log.events.length = 0;
    document.getElementById("elsewhere")!.click();
    await settled(box);
    expect([isOpen(byId("menu")), isOpen(byId("sub")), isOpen(byId("col"))]).to.deep.equal([false, false, true]);
    expect(log.events).to.include("x-close menu outside");
  });

  it("a click on a modal's backdrop closes it (outside); a click in its content does not", async () => {
    const el = await mount(
      html`<x-toggle id="modal" kind="modal"
        ><button slot="trigger" type="button">Open</button>
        <p id="inside">Content</p></x-toggle
      >`,
    );
    el.show();
    await settled(el);
    document.getElementById("inside")!.click();
    await settled(el);
    expect(isOpen(el)).to.equal(true);
    el.shadowRoot!.querySelector("dialog")!.click(); // the backdrop's clicks target the dialog itself
    await settled(el);
    expect(isOpen(el)).to.equal(false);
    expect(log.events).to.deep.equal(["x-open modal api", "x-close modal outside"]);
  });

  it("Escape closes the most recently opened toggle only if it has escape-close, and focus returns to its trigger", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-toggle id="with" escape-close
          ><button slot="trigger" type="button">With</button>
          <p><a href="#in" id="in">In</a></p></x-toggle
        >
        <x-toggle id="without"
          ><button slot="trigger" type="button">Without</button>
          <p>Text</p></x-toggle
        >
      </div>`,
    );
    triggerOf(byId("with")).click();
    triggerOf(byId("without")).click();
    await settled(box);
    document.getElementById("in")!.focus();
    await sendKeys({ press: "Escape" });
    await settled(box);
    expect([isOpen(byId("with")), isOpen(byId("without"))], "the last opened has no escape-close: nothing closes").to.deep.equal([true, true]);
    triggerOf(byId("without")).click();
    await settled(box);
    document.getElementById("in")!.focus();
    await sendKeys({ press: "Escape" });
    await settled(box);
    expect(isOpen(byId("with"))).to.equal(false);
    expect(document.activeElement).to.equal(triggerOf(byId("with")));
    expect(log.events.at(-1)).to.equal("x-close with escape");
  });

  it("hash: opening pushes it, a hashchange to it opens, closing clears it; a bad hash value is ignored", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-toggle id="t1" kind="tab" group="plans" hash="monthly"
          ><button slot="trigger" type="button">Monthly</button>
          <p>9 €</p></x-toggle
        >
        <x-toggle id="t2" kind="tab" group="plans" hash="yearly"
          ><button slot="trigger" type="button">Yearly</button>
          <p>90 €</p></x-toggle
        >
        <x-toggle id="c" hash="details"
          ><button slot="trigger" type="button">Details</button>
          <p>Text</p></x-toggle
        >
      </div>`,
    );
    const length = history.length;
    triggerOf(byId("t2")).click();
    await settled(box);
    expect(location.hash).to.equal("#yearly");
    expect(history.length, "a history entry").to.equal(length + 1);
    location.hash = "#monthly";
    await waitUntil(() => isOpen(byId("t1")), "hashchange opens the tab");
    expect(isOpen(byId("t2"))).to.equal(false);
    expect(log.events).to.include("x-open t1 hash");
    triggerOf(byId("c")).click();
    await settled(box);
    expect(location.hash).to.equal("#details");
    triggerOf(byId("c")).click();
    await settled(box);
    expect(location.hash, "cleared on close").to.equal("");
    // A hash that changed meanwhile (another link followed) is not the toggle's to clear.
    triggerOf(byId("c")).click();
    await settled(box);
    history.replaceState(null, "", "#elsewhere");
    triggerOf(byId("c")).click();
    await settled(box);
    expect(isOpen(byId("c"))).to.equal(false);
    expect(location.hash, "kept when it no longer matches").to.equal("#elsewhere");
  });

  it("hash on load: a toggle bound to the address's hash opens when it arrives", async () => {
    history.replaceState(null, "", "#faq");
    const el = await mount(
      html`<x-toggle id="faq-toggle" hash="faq"
        ><button slot="trigger" type="button">FAQ</button>
        <p>Answers</p></x-toggle
      >`,
    );
    expect(isOpen(el)).to.equal(true);
    expect(log.events).to.deep.equal(["x-open faq-toggle hash"]);
  });

  const hashTabs = html`<div>
    <x-toggle id="monthly-tab" kind="tab" group="plans" hash="monthly" open
      ><a slot="trigger" href="#monthly">Monthly</a>
      <p>9 €</p></x-toggle
    >
    <x-toggle id="yearly-tab" kind="tab" group="plans" hash="yearly"
      ><a slot="trigger" href="#yearly">Yearly</a>
      <p>90 €</p></x-toggle
    >
  </div>`;

  it("hash on load: a default-open tab leaves the address and the history as they are", async () => {
    const length = history.length;
    const box = await mount<HTMLElement>(hashTabs);
    await settled(box);
    expect(isOpen(byId("monthly-tab"))).to.equal(true);
    expect(location.hash, "no hash written").to.equal("");
    expect(history.length, "no history entry").to.equal(length);
    expect(log.events).to.deep.equal([]);
  });

  it("hash on load: the address's hash opens its tab, whatever is open by default, and stays", async () => {
    history.replaceState(null, "", "#yearly");
    const length = history.length;
    const box = await mount<HTMLElement>(hashTabs);
    await settled(box);
    expect([isOpen(byId("monthly-tab")), isOpen(byId("yearly-tab"))]).to.deep.equal([false, true]);
    expect(location.hash).to.equal("#yearly");
    expect(history.length, "no history entry").to.equal(length);
  });

  it("hash on load: a default-open tab after the one the address opens stays closed, silently", async () => {
    history.replaceState(null, "", "#yearly");
    const box = await mount<HTMLElement>(
      html`<div>
        <x-toggle id="yearly-first" kind="tab" group="plans" hash="yearly"
          ><a slot="trigger" href="#yearly">Yearly</a>
          <p>90 €</p></x-toggle
        >
        <x-toggle id="monthly-after" kind="tab" group="plans" hash="monthly" open
          ><a slot="trigger" href="#monthly">Monthly</a>
          <p>9 €</p></x-toggle
        >
      </div>`,
    );
    await settled(box);
    expect([isOpen(byId("yearly-first")), isOpen(byId("monthly-after"))]).to.deep.equal([true, false]);
    expect(byId("monthly-after").hasAttribute("open"), "the page's attribute stands").to.equal(true);
    expect(location.hash).to.equal("#yearly");
    expect(log.events).to.deep.equal(["x-open yearly-first hash"]);
  });

  it("hash: Back to the address without a hash returns hash-bound tabs and collapses to the markup's state", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        ${hashTabs}
        <x-toggle id="details" hash="details"
          ><button slot="trigger" type="button">Details</button>
          <p>Text</p></x-toggle
        >
      </div>`,
    );
    const backTo = async (hash: string) => {
      const arrived = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
      history.back();
      await arrived;
      await settled(box);
      expect(location.hash).to.equal(hash);
    };
    triggerOf(byId("yearly-tab")).click();
    await settled(box);
    triggerOf(byId("details")).click();
    await settled(box);
    expect(location.hash).to.equal("#details");
    await backTo("#yearly");
    expect([isOpen(byId("monthly-tab")), isOpen(byId("yearly-tab"))]).to.deep.equal([false, true]);
    await backTo("");
    expect([isOpen(byId("monthly-tab")), isOpen(byId("yearly-tab"))], "the markup's tab").to.deep.equal([true, false]);
    expect(isOpen(byId("details")), "the markup's collapse").to.equal(false);
    expect(location.hash, "nothing written on the way").to.equal("");
  });

  it("hash on load: a tab group without an open tab opens its first without writing its hash", async () => {
    const length = history.length;
    const box = await mount<HTMLElement>(
      html`<div>
        <x-toggle id="first" kind="tab" group="g" hash="first"
          ><button slot="trigger" type="button">First</button>
          <p>1</p></x-toggle
        >
        <x-toggle id="second" kind="tab" group="g" hash="second"
          ><button slot="trigger" type="button">Second</button>
          <p>2</p></x-toggle
        >
      </div>`,
    );
    await settled(box);
    expect(isOpen(byId("first"))).to.equal(true);
    expect(location.hash).to.equal("");
    expect(history.length).to.equal(length);
  });

  it("hash: a collapse opened from the address lands below the page's scroll-padding-top (a sticky header's room)", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    document.documentElement.style.scrollPaddingTop = "80px";
    try {
      const box = await mount<HTMLElement>(
        html`<div>
          <div style="height: 3000px"></div>
          <x-toggle id="far" hash="far"
            ><button slot="trigger" type="button">Far</button>
            <p>Text</p></x-toggle
          >
          <div style="height: 3000px"></div>
        </div>`,
      );
      location.hash = "#far";
      await waitUntil(() => isOpen(byId("far")), "the hash opens it");
      const top = () => triggerOf(byId("far")).getBoundingClientRect().top;
      await waitUntil(() => Math.abs(top() - 80) < 2, `the trigger sits 80 px from the top (at ${top()})`);
      await settled(box);
    } finally {
      document.documentElement.style.scrollPaddingTop = "";
      window.scrollTo(0, 0);
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("hash on load: a collapse the address opens is scrolled to, below the page's scroll-padding-top", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    document.documentElement.style.scrollPaddingTop = "80px";
    history.replaceState(null, "", "#far-on-load");
    try {
      const box = await mount<HTMLElement>(
        html`<div>
          <div style="height: 3000px"></div>
          <x-toggle id="far" hash="far-on-load"
            ><button slot="trigger" type="button">Far</button>
            <p>Text</p></x-toggle
          >
          <div style="height: 3000px"></div>
        </div>`,
      );
      expect(isOpen(byId("far"))).to.equal(true);
      const top = () => triggerOf(byId("far")).getBoundingClientRect().top;
      await waitUntil(() => Math.abs(top() - 80) < 2, `the trigger sits 80 px from the top (at ${top()})`);
      await settled(box);
    } finally {
      document.documentElement.style.scrollPaddingTop = "";
      window.scrollTo(0, 0);
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("lock-scroll locks the page while a modal is open and releases it on close", async () => {
    const el = await mount(
      html`<x-toggle kind="offcanvas" lock-scroll
        ><button slot="trigger" type="button">Menu</button>
        <p>Links</p></x-toggle
      >`,
    );
    el.show();
    await settled(el);
    expect(scrollLocked()).to.equal(true);
    expect(getComputedStyle(document.documentElement).overflow).to.equal("hidden");
    el.hide();
    await settled(el);
    expect(scrollLocked()).to.equal(false);
    expect(document.documentElement.style.overflow).to.equal("");
  });

  it("integrity check: an open modal whose content went within 500 ms closes: its dialog leaves the top layer", async () => {
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let el!: ToggleElement;
    try {
      el = await fixture<ToggleElement>(
        html`<x-toggle kind="modal" lock-scroll escape-close
          ><button slot="trigger" type="button">Open</button>
          <p>Content</p></x-toggle
        >`,
      );
      await el.updateComplete;
      el.show();
      await el.updateComplete;
      el.querySelector("p")!.remove();
      clock.tick(500);
    } finally {
      clock.restore();
    }
    await settled(el);
    expect(isOpen(el), "closed").to.equal(false);
    await waitUntil(() => !(part(el, "dialog") as HTMLDialogElement).open, "the dialog closes");
    expect(document.querySelector(":modal"), "nothing is modal").to.equal(null);
    expect(scrollLocked()).to.equal(false);
    expect(log.events, "the page took its content: no x-close").to.deep.equal(["x-open x-toggle api"]);
  });

  it("integrity check: 500 ms after load, toggles whose content is gone are dropped and their scroll lock released", async () => {
    const clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const el = await fixture<ToggleElement>(
        html`<x-toggle kind="modal" lock-scroll
          ><button slot="trigger" type="button">Open</button>
          <p>Content</p></x-toggle
        >`,
      );
      await el.updateComplete;
      el.show();
      await el.updateComplete;
      expect(scrollLocked()).to.equal(true);
      const before = registeredCount();
      el.querySelector("p")!.remove();
      clock.tick(INTEGRITY_DELAY_MS - 1);
      expect(scrollLocked(), "not yet").to.equal(true);
      clock.tick(1);
      expect(scrollLocked(), "released").to.equal(false);
      expect(registeredCount(), "dropped").to.equal(before - 1);
      expect(integrityCheck(), "nothing more to drop").to.equal(0);
    } finally {
      clock.restore();
    }
  });
});
