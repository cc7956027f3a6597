import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { emulateMedia, sendKeys, setViewport } from "@web/test-runner-commands";
import "../../elements/x-scroll-top";
import { recordScrollPositions } from "../testing/scroll";
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
      ${attributes === "fast" ? html`<x-scroll-top duration="400"><a href="#top">Back to top</a></x-scroll-top>` : html`<x-scroll-top><a href="#top">Back to top</a></x-scroll-top>`}
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
    expect(el.matches(":state(shown)")).to.equal(false);
    expect(button.checkVisibility({ visibilityProperty: true })).to.equal(false);
    expect(button.inert).to.equal(true);
    await scrollToShare(0.7);
    expect(el.matches(":state(shown)")).to.equal(false);
    await scrollToShare(0.76);
    expect(el.matches(":state(shown)")).to.equal(true);
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
    // Every position the page passes through: the key press reaches the page through the test runner, which on a
    // busy machine may take longer than the whole scroll, so a position read after it may already be the top.
    const { positions, stop } = recordScrollPositions();
    button.focus();
    await sendKeys({ press: "Enter" });
    await waitUntil(() => window.scrollY === 0, "at the top", { timeout: 2000 });
    stop();
    expect(
      positions.some((top) => top > 0 && top < from),
      `on its way, not at once: ${positions.join(", ")}`,
    ).to.equal(true);
    await waitUntil(() => document.activeElement === document.querySelector("h1"), "the heading has focus");
    expect(events).to.deep.equal([from]);
    await waitUntil(() => !el.matches(":state(shown)"), "hidden again");
  });

  it("at 360 px, at the page's end the button overlaps no link: the page keeps a strip free for it (--x-scroll-top-clearance sets its height)", async () => {
    await setViewport({ width: 360, height: 640 });
    try {
      const box = await fixture<HTMLElement>(
        html`<div>
          <main>
            <h1>Page title</h1>
            <div style="height:3000px"></div>
          </main>
          <footer style="display:flex;flex-wrap:wrap;gap:0.5rem 1rem;padding:0.5rem">
            ${["Home", "About", "Services", "Pricing", "Blog", "Careers", "Press", "Contact", "Privacy", "Terms", "Cookies", "Sitemap"].map(
              (name) => html`<a href="/${name.toLowerCase()}">${name}</a>`,
            )}
          </footer>
          <x-scroll-top><a href="#top">Back to top</a></x-scroll-top>
        </div>`,
      );
      const el = box.querySelector<ScrollTopElement>("x-scroll-top")!;
      await el.updateComplete;
      await frame();
      await scrollToShare(1);
      expect(el.matches(":state(shown)")).to.equal(true);
      const button = el.shadowRoot!.querySelector<HTMLElement>('[part="button"]')!.getBoundingClientRect();
      const overlapping = [...box.querySelectorAll("footer a")].filter((link) => {
        const rect = link.getBoundingClientRect();
        return rect.left < button.right && rect.right > button.left && rect.top < button.bottom && rect.bottom > button.top;
      });
      expect(overlapping.map((link) => link.textContent)).to.deep.equal([]);
      const lastLink = [...box.querySelectorAll("footer a")].at(-1)!.getBoundingClientRect();
      expect(button.top, "below the last content").to.be.at.least(lastLink.bottom);

      el.style.setProperty("--x-scroll-top-clearance", "200px");
      await scrollToShare(0.5); // read as the page scrolls
      expect(parseFloat(getComputedStyle(document.documentElement).paddingBottom)).to.equal(200);
      box.remove();
      await frame();
      expect(getComputedStyle(document.documentElement).paddingBottom, "gone with the element").to.equal("0px");
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("hides while it would cover a link or a control (mid-page), and shows again once the page scrolled on", async () => {
    const box = await fixture<HTMLElement>(
      html`<div>
        <main>
          <h1>Page title</h1>
          <div style="height:5000px"></div>
        </main>
        <p style="display:flex;justify-content:flex-end;margin:0">
          <a id="under" href="/offer" style="display:block;width:300px;height:200px">An offer</a>
        </p>
        <div style="height:1000px"></div>
        <x-scroll-top><a href="#top">Back to top</a></x-scroll-top>
      </div>`,
    );
    const el = box.querySelector<ScrollTopElement>("x-scroll-top")!;
    await el.updateComplete;
    await frame();
    const under = document.getElementById("under")!;
    const linkTop = under.getBoundingClientRect().top + window.scrollY;
    const scrollTo = async (y: number) => {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
      await frame();
      await new Promise((resolve) => setTimeout(resolve));
    };
    await scrollTo(linkTop - window.innerHeight + 150); // the link's top part at the viewport's bottom, under the button
    expect(window.scrollY / (document.documentElement.scrollHeight - window.innerHeight), "past 75 %").to.be.greaterThan(0.75);
    expect(el.matches(":state(shown)"), "would cover the link").to.equal(false);
    await scrollTo(linkTop - window.innerHeight + 400); // the link moved up, clear of the button
    expect(el.matches(":state(shown)")).to.equal(true);
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
