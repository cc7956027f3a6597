import { expect, html } from "@open-wc/testing";
import type { TemplateResult } from "lit";
import { unsafeHTML } from "lit/directives/unsafe-html.js";
import "../../elements/x-accordion";
import cloak from "./toggle.cloak.css?inline";
import { mount, triggerOf, type ToggleElement } from "./test-helpers";
import { part } from "../testing/parts";
import { settled } from "../testing/settled";

/*
 * The toggles on a page styled as common WordPress themes style a post: a block theme's constrained layout (every
 * child of the content at most 645 px wide, centred) and a classic theme's heavy button styles. No CSS of the demo.
 */
const themeCss = html`<style>
  .post {
    width: 780px;
  }
  .post > * {
    max-width: 645px;
    margin-inline: auto;
  }
  .post > * + * {
    margin-block-start: 1.2rem;
  }
  .post button {
    padding: 15px 30px;
    border: 3px solid transparent;
    border-radius: 0;
    background: #28303d;
    color: #d1e4dd;
    font-size: 1.25rem;
  }
</style>`;

const tabs = html`<x-toggle kind="tab" group="plans" id="monthly" open
    ><button slot="trigger" type="button">Monthly</button>
    <p>9 € a month.</p></x-toggle
  >
  <x-toggle kind="tab" group="plans" id="yearly"
    ><button slot="trigger" type="button">Yearly</button>
    <p>90 € a year.</p></x-toggle
  >
  <x-toggle kind="tab" group="plans" id="lifetime"
    ><button slot="trigger" type="button">Lifetime</button>
    <p>300 € once.</p></x-toggle
  >`;

const byId = (id: string) => document.getElementById(id) as ToggleElement;

async function post(content: TemplateResult | ReturnType<typeof unsafeHTML>): Promise<{ post: HTMLElement; column: DOMRect }> {
  const box = await mount<HTMLElement>(
    html`<div>
      ${themeCss}
      <div class="post">
        <p id="intro">An introduction.</p>
        ${content}
        <p>After.</p>
      </div>
    </div>`,
  );
  await settled(box);
  return { post: box.querySelector<HTMLElement>(".post")!, column: document.getElementById("intro")!.getBoundingClientRect() };
}

function expectInColumn(what: string, rect: DOMRect, column: DOMRect): void {
  expect(rect.width, `${what} has a box`).to.be.greaterThan(0);
  expect(rect.left, `${what}: left edge in the column`).to.be.at.least(column.left - 1);
  expect(rect.right, `${what}: right edge in the column`).to.be.at.most(column.right + 1);
}

/** Three tabs look like tabs: the triggers in one row, the open panel below them, all in the column. */
async function expectTabSet(column: DOMRect): Promise<void> {
  const triggers = ["monthly", "yearly", "lifetime"].map((id) => triggerOf(byId(id)));
  const rows = triggers.map((trigger) => trigger.getBoundingClientRect());
  expect(
    rows.map((row) => Math.round(row.top)),
    "the triggers share a row",
  ).to.deep.equal(rows.map(() => Math.round(rows[0]!.top)));
  expect(rows[1]!.left, "side by side").to.be.greaterThan(rows[0]!.right - 1);
  const panel = part(byId("monthly"), "panel")!.getBoundingClientRect();
  expect(panel.top, "the open panel lies below the row").to.be.at.least(Math.max(...rows.map((row) => row.bottom)) - 1);
  expect(panel.width, "the panel spans the tab set").to.be.greaterThan(rows[2]!.right - rows[0]!.left);
  for (const [index, row] of rows.entries()) expectInColumn(`trigger ${index + 1}`, row, column);
  expectInColumn("the open panel", panel, column);
  const marks = triggers.map((trigger) => getComputedStyle(trigger).boxShadow);
  expect(marks[0], "the open tab is marked").to.not.equal(marks[1]);
  expect(marks[1], "the closed tabs alike").to.equal(marks[2]);
}

describe("x-toggle on a theme's page (constrained layout, classic button styles)", () => {
  it("tabs straight in the post content: the triggers in a row, the panel below, all in the content column; axe", async () => {
    const { post: content, column } = await post(tabs);
    await expectTabSet(column);
    await expect(content).to.be.accessible();
    // The wrapper made around them goes with them, and nothing else moved.
    for (const id of ["monthly", "yearly", "lifetime"]) byId(id).remove();
    await settled(content);
    expect(content.querySelector("[data-x-tabs]")).to.equal(null);
    expect([...content.children].map((child) => child.localName)).to.deep.equal(["p", "p"]);
  });

  it("tabs in their own wrapper (the declaration's example): the same, in the page's wrapper, which gets its mark back", async () => {
    const { post: content, column } = await post(html`<div class="tabs">${tabs}</div>`);
    await expectTabSet(column);
    const wrapper = content.querySelector(".tabs")!;
    expect(wrapper.querySelector(":scope > x-toggle#monthly"), "the tabs stay where they are").to.not.equal(null);
    for (const id of ["monthly", "yearly", "lifetime"]) byId(id).remove();
    await settled(content);
    expect(wrapper.hasAttribute("data-x-tabs")).to.equal(false);
  });

  it("another tab opened: still one row, its panel below, in the column", async () => {
    const { column } = await post(tabs);
    triggerOf(byId("lifetime")).click();
    await settled(document.body);
    const rows = ["monthly", "yearly", "lifetime"].map((id) => triggerOf(byId(id)).getBoundingClientRect());
    const panel = part(byId("lifetime"), "panel")!.getBoundingClientRect();
    expect(new Set(rows.map((row) => Math.round(row.top))).size, "one row").to.equal(1);
    expect(panel.top).to.be.at.least(rows[0]!.bottom - 1);
    expectInColumn("the open panel", panel, column);
  });

  it("right to left: the first tab at the right, the row and the panel in the column", async () => {
    const { post: content, column } = await post(tabs);
    content.dir = "rtl";
    const [first, second] = ["monthly", "yearly"].map((id) => triggerOf(byId(id)).getBoundingClientRect());
    expect(first!.right, "the first tab starts at the column's right edge").to.be.closeTo(column.right, 1);
    expect(second!.right, "the next one to its left").to.be.at.most(first!.left + 1);
    expectInColumn("the open panel", part(byId("monthly"), "panel")!.getBoundingClientRect(), column);
  });

  it("an accordion and a collapse stay in the column", async () => {
    const { column } = await post(
      html`<x-accordion id="faq"
          ><x-toggle kind="collapse" open id="q1"
            ><button slot="trigger" type="button">How long is delivery?</button>
            <p>Two days.</p></x-toggle
          ><x-toggle kind="collapse" id="q2"
            ><button slot="trigger" type="button">Can I return it?</button>
            <p>Within 30 days.</p></x-toggle
          ></x-accordion
        >
        <x-toggle kind="collapse" id="more"
          ><button slot="trigger" type="button">More</button>
          <p>Details.</p></x-toggle
        >
        <x-toggle kind="dropdown" id="menu"
          ><button slot="trigger" type="button">Products</button>
          <ul>
            <li>One</li>
          </ul></x-toggle
        >`,
    );
    expectInColumn("the accordion", document.getElementById("faq")!.getBoundingClientRect(), column);
    expectInColumn("the accordion's open panel", part(byId("q1"), "panel")!.getBoundingClientRect(), column);
    expectInColumn("a collapse", byId("more").getBoundingClientRect(), column);
    byId("more").show();
    await settled(byId("more"));
    expectInColumn("the collapse's panel", part(byId("more"), "panel")!.getBoundingClientRect(), column);
  });
});

/** The same post in a frame where x-toggle is not defined yet (its code on its way): the cloak sheet alone. */
async function postBeforeUpgrade(content: string): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
  const frame = document.createElement("iframe");
  frame.style.cssText = "width: 800px; height: 600px; border: 0";
  const theme = themeCss.strings.join("");
  frame.srcdoc = `<!doctype html><html data-x-failed=""><style>body { margin: 8px }</style>${theme}<style>${cloak}</style><div class="post"><p id="intro">An introduction.</p>${content}<p>After.</p></div></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return { frame, doc: frame.contentDocument! };
}

/** A box relative to the column's top left corner, rounded. */
const fromColumn = (rect: DOMRect, column: DOMRect) => ({
  left: Math.round(rect.left - column.left),
  top: Math.round(rect.top - column.top),
  width: Math.round(rect.width),
  height: Math.round(rect.height),
});

describe("x-toggle on a theme's page, before and after its code runs", () => {
  it("a dropdown in the post content sits at the column's left edge, before and after the upgrade; only its trigger is hovered", async () => {
    const dropdown = `<x-toggle kind="dropdown" id="menu"><button slot="trigger" type="button">Products</button><ul><li>One</li></ul></x-toggle>`;
    const { frame, doc } = await postBeforeUpgrade(dropdown);
    try {
      const column = doc.getElementById("intro")!.getBoundingClientRect();
      expect(Math.round(doc.getElementById("menu")!.getBoundingClientRect().left), "before: the column's left edge").to.equal(
        Math.round(column.left),
      );
    } finally {
      frame.remove();
    }
    const { column } = await post(unsafeHTML(dropdown));
    const el = byId("menu");
    expect(Math.round(el.getBoundingClientRect().left), "after: the column's left edge").to.equal(Math.round(column.left));
    expect(Math.round(triggerOf(el).getBoundingClientRect().left), "its trigger too").to.equal(Math.round(column.left));
    // The box spans the column; the empty part right of the trigger is the page's, not the dropdown's.
    const trigger = triggerOf(el).getBoundingClientRect();
    const beside = document.elementFromPoint(trigger.right + 40, trigger.top + trigger.height / 2);
    expect(beside !== null && el.contains(beside), "beside the trigger is not the dropdown").to.equal(false);
    expect(document.elementFromPoint(trigger.left + 4, trigger.top + 4), "the trigger takes the pointer").to.equal(triggerOf(el));
  });

  it("tabs in their own wrapper keep their boxes through the upgrade: triggers in a row, the open panel's content below", async () => {
    const wrapped = `<div class="tabs">${tabs.strings.join("")}</div>`;
    const boxes = (doc: Document) => {
      const column = doc.getElementById("intro")!.getBoundingClientRect();
      return {
        triggers: [...doc.querySelectorAll<HTMLElement>('[slot="trigger"]')].map((trigger) => fromColumn(trigger.getBoundingClientRect(), column)),
        content: fromColumn(doc.querySelector("#monthly > p")!.getBoundingClientRect(), column),
        wrapper: fromColumn(doc.querySelector(".tabs")!.getBoundingClientRect(), column),
      };
    };
    const { frame, doc } = await postBeforeUpgrade(wrapped);
    let before: ReturnType<typeof boxes>;
    try {
      before = boxes(doc);
    } finally {
      frame.remove();
    }
    await post(unsafeHTML(wrapped));
    const after = boxes(document);
    expect(new Set(before.triggers.map((trigger) => trigger.top)).size, "before: the triggers in one row").to.equal(1);
    expect(
      before.triggers.map((trigger) => [trigger.left, trigger.top]),
      "the triggers do not move",
    ).to.deep.equal(after.triggers.map((trigger) => [trigger.left, trigger.top]));
    expect(before.content.top, "the open panel's content does not move down or up").to.be.closeTo(after.content.top, 1);
    expect(before.wrapper.height, "the tab set's height").to.be.closeTo(after.wrapper.height, 1);
  });
});
