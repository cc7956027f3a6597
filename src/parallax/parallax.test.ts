import { expect, fixture, html } from "@open-wc/testing";
import { emulateMedia } from "@web/test-runner-commands";
import "../../elements/x-parallax";
import { scrollFrameCount } from "../shared/scroll-frame";
import { nextFrame } from "../testing/scroll";
import { parallaxTransform, transformText } from "./parallax";

type Parallax = HTMLElementTagNameMap["x-parallax"];

async function until(done: () => boolean): Promise<void> {
  for (let frame = 0; frame < 60 && !done(); frame++) await nextFrame();
  expect(done(), "condition reached").to.equal(true);
}

const IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Cpath fill='%23234' d='M0 0h4v3H0z'/%3E%3C/svg%3E";

async function section(attributes = ""): Promise<Parallax> {
  const page = await fixture(
    html`<div>
      <div style="height: 100vh"></div>
      <x-parallax
        style="height: 300px; color: #fff; background: #234"
        .innerHTML=${`<img slot="background" alt="" src="${IMAGE}"><h2>Hills</h2>`}
      ></x-parallax>
      <div style="height: 150vh"></div>
    </div>`,
  );
  const el = page.querySelector<Parallax>("x-parallax")!;
  for (const attribute of attributes.split(" ").filter(Boolean)) {
    const [name = "", value = ""] = attribute.split("=");
    el.setAttribute(name, value);
  }
  await el.updateComplete;
  return el;
}

const layer = (el: Parallax) => el.shadowRoot!.querySelector<HTMLElement>('[part="background"]')!;

describe("parallax math", () => {
  it("moves the background at speed against the scroll, and scales it to cover the travel", () => {
    const at = (top: number, scrollY: number) => parallaxTransform({ top, height: 400, viewportHeight: 800, scrollY, speed: 0.5 });
    // A section far down the page travels from top 800 to top -400: 1200 px, half of it is 600 px of shift.
    expect(at(800, 1000)).to.deep.equal({ y: -300, scale: 2.5 });
    expect(at(200, 1600)).to.deep.equal({ y: 0, scale: 2.5 });
    expect(at(-400, 2200)).to.deep.equal({ y: 300, scale: 2.5 });
    // Scrolled by 100 px, the background moved 50 px down against the section.
    expect(at(100, 1700).y - at(200, 1600).y).to.equal(50);
    // A hero at the top of the page only travels up: it needs less.
    expect(parallaxTransform({ top: 0, height: 800, viewportHeight: 800, scrollY: 0, speed: 0.5 })).to.deep.equal({ y: -200, scale: 1.5 });
    expect(parallaxTransform({ top: 0, height: 800, viewportHeight: 800, scrollY: 0, speed: 0 })).to.deep.equal({ y: 0, scale: 1 });
    expect(transformText({ y: -12.345, scale: 1.23456 })).to.equal("translate3d(0, -12.3px, 0) scale(1.2346)");
  });
});

describe("x-parallax", () => {
  afterEach(() => scrollTo(0, 0));

  it("keeps its background in its own box, and moves it as the page scrolls while in view", async () => {
    const el = await section();
    expect(getComputedStyle(layer(el)).transform, "out of view: untouched").to.equal("none");
    const box = el.getBoundingClientRect();
    const image = el.querySelector("img")!.getBoundingClientRect();
    expect([image.width, image.height]).to.deep.equal([box.width, box.height]);
    scrollTo(0, box.top + scrollY - 200);
    await until(() => el.matches(":state(moving)") && layer(el).style.transform !== "");
    const first = layer(el).style.transform;
    scrollBy(0, 100);
    await until(() => layer(el).style.transform !== first);
    const y = (transform: string) => Number(/translate3d\(0(?:px)?, (-?[\d.]+)px/.exec(transform)![1]);
    expect(y(layer(el).style.transform) - y(first)).to.be.closeTo(50, 0.2);
    await expect(el).to.be.accessible();
  });

  it("moves with speed 0 not at all, and follows a changed speed", async () => {
    const el = await section("speed=0");
    scrollTo(0, el.getBoundingClientRect().top + scrollY - 200);
    await nextFrame();
    await nextFrame();
    expect(el.matches(":state(moving)")).to.equal(false);
    expect(layer(el).style.transform).to.equal("");
    el.setAttribute("speed", "-0.5");
    await el.updateComplete;
    await until(() => layer(el).style.transform !== "");
  });

  it("stays still under prefers-reduced-motion: reduce", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      const el = await section();
      scrollTo(0, el.getBoundingClientRect().top + scrollY - 200);
      await nextFrame();
      await nextFrame();
      expect(el.matches(":state(moving)")).to.equal(false);
      expect(getComputedStyle(layer(el)).transform).to.equal("none");
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
  });

  it("stays still on a touch device with disable-on-touch, and moves on one without", async () => {
    const touch = window.matchMedia;
    window.matchMedia = (query: string) => (query.includes("pointer: coarse") ? ({ matches: true } as MediaQueryList) : touch.call(window, query));
    try {
      const still = await section("disable-on-touch");
      await nextFrame();
      expect(still.matches(":state(moving)")).to.equal(false);
      const moving = await section();
      await until(() => moving.matches(":state(moving)"));
    } finally {
      window.matchMedia = touch;
    }
  });

  it("follows the scroll through the one shared listener, only while in view, and lets go when removed", async () => {
    await nextFrame();
    const before = scrollFrameCount();
    const el = await section();
    await nextFrame();
    await nextFrame();
    expect(scrollFrameCount(), "out of view").to.equal(before);
    scrollTo(0, el.getBoundingClientRect().top + scrollY - 200);
    await until(() => scrollFrameCount() === before + 1);
    const moved = layer(el);
    el.remove();
    await nextFrame();
    expect(scrollFrameCount()).to.equal(before);
    expect(moved.style.transform).to.equal("");
  });
});
