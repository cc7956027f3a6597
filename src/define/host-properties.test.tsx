import { expect, fixture, html } from "@open-wc/testing";
import { hostProperty, setHostProperty } from "./host-properties";
import { defineTest } from "../testing/define-test";

/*
 * Runtime custom properties live in a :host rule of the element's shadow root, not in its style attribute: they
 * reach the element and its light DOM, and the element's markup stays the page's.
 */

defineTest({ tag: "x-properties-probe", component: () => <slot />, attributes: {}, events: {}, styles: "" });

type Probe = HTMLElement & { updateComplete: Promise<void> };

async function probe(): Promise<{ wrapper: HTMLElement; el: Probe; child: HTMLElement }> {
  const wrapper = await fixture<HTMLElement>(
    html`<div>
      <x-properties-probe class="bar"><span>Text</span></x-properties-probe>
    </div>`,
  );
  const el = wrapper.querySelector<Probe>("x-properties-probe")!;
  await el.updateComplete;
  return { wrapper, el, child: el.querySelector("span")! };
}

describe("runtime custom properties", () => {
  it("set one on the element and its light DOM, never in a style attribute; null removes it", async () => {
    const { el, child } = await probe();
    setHostProperty(el, "--x-progress", "0.5");
    expect(getComputedStyle(el).getPropertyValue("--x-progress")).to.equal("0.5");
    expect(getComputedStyle(child).getPropertyValue("--x-progress"), "inherited by the light DOM").to.equal("0.5");
    expect(hostProperty(el, "--x-progress")).to.equal("0.5");
    expect(el.outerHTML).to.equal('<x-properties-probe class="bar"><span>Text</span></x-properties-probe>');
    setHostProperty(el, "--x-progress", null);
    expect([getComputedStyle(el).getPropertyValue("--x-progress"), hostProperty(el, "--x-progress")]).to.deep.equal(["", ""]);
  });

  it("gives way to the page's own CSS for the element", async () => {
    const { wrapper, el } = await probe();
    setHostProperty(el, "--x-slide-total", "5");
    const style = document.createElement("style");
    style.textContent = "x-properties-probe.bar { --x-slide-total: 9; }";
    wrapper.append(style);
    expect(getComputedStyle(el).getPropertyValue("--x-slide-total")).to.equal("9");
  });

  it("keeps its properties after a move through another document and back", async () => {
    const { wrapper, el } = await probe();
    setHostProperty(el, "--x-sticky-height", "64px");
    const elsewhere = document.implementation.createHTMLDocument("");
    elsewhere.adoptNode(el);
    wrapper.append(document.adoptNode(el));
    await el.updateComplete;
    setHostProperty(el, "--x-sticky-width", "300px");
    expect([getComputedStyle(el).getPropertyValue("--x-sticky-height"), getComputedStyle(el).getPropertyValue("--x-sticky-width")]).to.deep.equal([
      "64px",
      "300px",
    ]);
  });
});
