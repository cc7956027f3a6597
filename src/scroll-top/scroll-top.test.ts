import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { emulateMedia, sendKeys } from "@web/test-runner-commands";
import "../../elements/x-scroll-top";
import { scrolledShare } from "./scroll-top";

type ScrollTopElement = HTMLElementTagNameMap["x-scroll-top"];

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
async function scrollToShare(share: number): Promise<void> {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  window.scrollTo({ top: Math.round(scrollable * share), behavior: "instant" });
  await frame();
  await frame();
  await new Promise((resolve) => setTimeout(resolve));
}

async function page(attributes = "") {
  const box = await fixture<HTMLElement>(
    html`<div>
      <main>
        <h1>Page title</h1>
        <div style="height:5000px"></div>
      </main>
      ${attributes === "fast" ? html`<x-scroll-top duration="200"><a href="#top">Back to top</a></x-scroll-top>` : html`<x-scroll-top><a href="#top">Back to top</a></x-scroll-top>`}
    </div>`,
  );
  const el = box.querySelector<ScrollTopElement>("x-scroll-top")!;
  await el.updateComplete;
  await frame();
  return el;
}

describe("x-scroll-top", () => {
  afterEach(() => window.scrollTo({ top: 0, behavior: "instant" }));

  it("scrolled share: of the scrollable distance; 0 on a page that does not scroll", () => {
    expect(scrolledShare(750, 2000, 1000)).to.equal(0.75);
    expect(scrolledShare(100, 800, 1000)).to.equal(0);
  });

  it("is hidden (also from assistive technology and the tab order) until 75% of the page is scrolled", async () => {
    const el = await page();
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!;
    expect(el.hasAttribute("shown")).to.equal(false);
    expect(button.checkVisibility({ visibilityProperty: true })).to.equal(false);
    expect(button.inert).to.equal(true);
    await scrollToShare(0.7);
    expect(el.hasAttribute("shown")).to.equal(false);
    await scrollToShare(0.76);
    expect(el.hasAttribute("shown")).to.equal(true);
    expect(button.inert).to.equal(false);
    expect(button.textContent).to.equal("Back to top");
    await waitUntil(() => getComputedStyle(button).opacity === "1", "faded in");
    await expect(el).to.be.accessible();
  });

  it("scrolls to the top over its duration, then focuses the page's first heading; keyboard-operable", async () => {
    const el = await page("fast");
    const events: number[] = [];
    el.addEventListener("x-scroll-top", (event) => events.push((event as CustomEvent<{ from: number }>).detail.from));
    await scrollToShare(0.9);
    const from = window.scrollY;
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!;
    button.focus();
    await sendKeys({ press: "Enter" });
    await frame();
    expect(window.scrollY, "on its way, not at once").to.be.greaterThan(0);
    await waitUntil(() => window.scrollY === 0, "at the top", { timeout: 2000 });
    await waitUntil(() => document.activeElement === document.querySelector("h1"), "the heading has focus");
    expect(events).to.deep.equal([from]);
    await waitUntil(() => !el.hasAttribute("shown"), "hidden again");
  });

  it("under reduced motion the scroll is instant", async () => {
    const el = await page();
    await scrollToShare(0.95);
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!.click();
      expect(window.scrollY).to.equal(0);
      expect(document.activeElement).to.equal(document.querySelector("h1"));
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });
});
