import { expect, html } from "@open-wc/testing";
import { PREVIEW_ATTRIBUTE } from "../shared/preview";
import { isOpen, mount, triggerOf, type ToggleElement } from "./test-helpers";
import { settled } from "../testing/settled";

const byId = (id: string) => document.getElementById(id) as ToggleElement;

describe("toggle in a preview (the block editor's canvas): hash and history are off", () => {
  const { pushState, replaceState } = History.prototype;
  let writes: string[];
  beforeEach(() => {
    writes = [];
    document.documentElement.setAttribute(PREVIEW_ATTRIBUTE, "");
    // The canvas's document is a blob: one, which refuses to write its address, as here.
    const refuse = (name: string) =>
      function () {
        writes.push(name);
        throw new DOMException(`Failed to execute '${name}' on 'History'`, "SecurityError");
      };
    History.prototype.pushState = refuse("pushState");
    History.prototype.replaceState = refuse("replaceState");
  });
  afterEach(() => {
    History.prototype.pushState = pushState;
    History.prototype.replaceState = replaceState;
    document.documentElement.removeAttribute(PREVIEW_ATTRIBUTE);
  });

  it("a tab bound to a hash switches, closing the other, without writing the address", async () => {
    const box = await mount<HTMLElement>(
      html`<div>
        <x-toggle id="pm" kind="tab" group="preview-plans" hash="preview-monthly" open
          ><a slot="trigger" href="#preview-monthly">Monthly</a>
          <p>9 €</p></x-toggle
        >
        <x-toggle id="py" kind="tab" group="preview-plans" hash="preview-yearly"
          ><a slot="trigger" href="#preview-yearly">Yearly</a>
          <p>90 €</p></x-toggle
        >
      </div>`,
    );
    await settled(box);
    triggerOf(byId("py")).click();
    await settled(box);
    expect([isOpen(byId("pm")), isOpen(byId("py"))]).to.deep.equal([false, true]);
    triggerOf(byId("pm")).click();
    await settled(box);
    expect([isOpen(byId("pm")), isOpen(byId("py"))]).to.deep.equal([true, false]);
    expect(writes, "no history write").to.deep.equal([]);
  });

  it("a collapse bound to a hash opens and closes without writing the address", async () => {
    const box = await mount<HTMLElement>(
      html`<x-toggle id="pc" hash="preview-details"
        ><button slot="trigger" type="button">Details</button>
        <p>Text</p></x-toggle
      >`,
    );
    triggerOf(byId("pc")).click();
    await settled(box);
    expect(isOpen(byId("pc"))).to.equal(true);
    triggerOf(byId("pc")).click();
    await settled(box);
    expect(isOpen(byId("pc"))).to.equal(false);
    expect(writes, "no history write").to.deep.equal([]);
  });
});
