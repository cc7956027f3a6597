import { expect, html, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import { isOpen, mount, phaseOf, triggerOf, type ToggleElement } from "./test-helpers";
import { part } from "../testing/parts";
import { settled } from "../testing/settled";

const byId = (id: string) => document.getElementById(id) as ToggleElement;

describe("x-toggle on a right-to-left page", () => {
  it("tabs: the first tab is on the right, ArrowLeft moves to the next tab and ArrowRight to the previous", async () => {
    const page = await mount<HTMLElement>(
      html`<div dir="rtl" lang="ar">
        <x-toggle id="r1" kind="tab" group="plans-ar"
          ><button slot="trigger" type="button">شهري</button>
          <p>٩ €</p></x-toggle
        >
        <x-toggle id="r2" kind="tab" group="plans-ar"
          ><button slot="trigger" type="button">سنوي</button>
          <p>٩٠ €</p></x-toggle
        >
        <x-toggle id="r3" kind="tab" group="plans-ar"
          ><button slot="trigger" type="button">مدى الحياة</button>
          <p>٣٠٠ €</p></x-toggle
        >
      </div>`,
    );
    await settled(page);
    const tabs = ["r1", "r2", "r3"].map((id) => triggerOf(byId(id)));
    const lefts = tabs.map((tab) => tab.getBoundingClientRect().left);
    expect(lefts[0], "the first tab lies right of the second").to.be.greaterThan(lefts[1]!);
    expect(lefts[1], "the second tab lies right of the third").to.be.greaterThan(lefts[2]!);

    tabs[0]!.focus();
    await sendKeys({ press: "ArrowLeft" });
    await settled(page);
    expect(document.activeElement === tabs[1], "ArrowLeft: the next tab, on the left").to.equal(true);
    expect([isOpen(byId("r1")), isOpen(byId("r2"))]).to.deep.equal([false, true]);
    await sendKeys({ press: "ArrowRight" });
    await settled(page);
    expect(document.activeElement === tabs[0], "ArrowRight: the previous tab, on the right").to.equal(true);
    await sendKeys({ press: "ArrowRight" });
    await settled(page);
    expect(document.activeElement === tabs[2], "wraps around to the last").to.equal(true);
    await sendKeys({ press: "ArrowDown" });
    await settled(page);
    expect(document.activeElement === tabs[0], "ArrowDown still goes to the next").to.equal(true);
  });

  it("dropdown: the panel hangs from its trigger's right edge and extends leftwards", async () => {
    const page = await mount<HTMLElement>(
      html`<div dir="rtl" lang="ar" style="display: flex; justify-content: center">
        <x-toggle kind="dropdown"
          ><button slot="trigger" type="button">المنتجات</button>
          <ul>
            <li><a href="#analytics">التحليلات</a></li>
          </ul></x-toggle
        >
      </div>`,
    );
    const el = page.querySelector("x-toggle") as ToggleElement;
    el.show();
    const panel = part(el, "panel")!;
    await waitUntil(() => panel.style.left !== "", "placed");
    const trigger = triggerOf(el).getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    expect(Math.round(box.right), "the trigger's right edge").to.equal(Math.round(trigger.right));
    expect(box.left).to.be.lessThan(trigger.left);
  });

  it("offcanvas: placement start is the right edge, end the left; left and right stay where they say", async () => {
    const width = document.documentElement.clientWidth;
    const expected = { start: "right", end: "left", left: "left", right: "right" } as const;
    for (const [placement, side] of Object.entries(expected)) {
      const page = await mount<HTMLElement>(
        html`<div dir="rtl" lang="ar">
          <x-toggle kind="offcanvas" placement=${placement}
            ><button slot="trigger" type="button">القائمة</button>
            <nav aria-label="الرئيسية"><a href="#a">أ</a></nav></x-toggle
          >
        </div>`,
      );
      const el = page.querySelector("x-toggle") as ToggleElement;
      el.show();
      await waitUntil(() => phaseOf(el) === "open", "open");
      const box = part(el, "dialog")!.getBoundingClientRect();
      const at =
        Math.round(box.left) === 0 && box.width < width ? "left" : Math.round(box.right) === width && box.width < width ? "right" : "elsewhere";
      expect(at, `${placement}: ${JSON.stringify(box)}`).to.equal(side);
      const close = part(el, "close")!.getBoundingClientRect();
      expect(box.right - close.right, `${placement}: the close button is at the panel's end, on the left`).to.be.greaterThan(close.left - box.left);
      el.hide();
      await waitUntil(() => phaseOf(el) === "closed", "closed");
    }
  });

  it("offcanvas: on a left-to-right page placement start is the left edge and end the right", async () => {
    const width = document.documentElement.clientWidth;
    for (const [placement, left] of [
      ["start", true],
      ["end", false],
    ] as const) {
      const el = await mount(
        html`<x-toggle kind="offcanvas" placement=${placement}
          ><button slot="trigger" type="button">Menu</button>
          <nav aria-label="Main"><a href="#a">A</a></nav></x-toggle
        >`,
      );
      el.show();
      await waitUntil(() => phaseOf(el) === "open", "open");
      const box = part(el, "dialog")!.getBoundingClientRect();
      expect(left ? Math.round(box.left) === 0 : Math.round(box.right) === width, `${placement}: ${JSON.stringify(box)}`).to.equal(true);
      expect(box.width).to.be.lessThan(width);
      el.hide();
      await waitUntil(() => phaseOf(el) === "closed", "closed");
    }
  });
});
