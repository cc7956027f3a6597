import { expect, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import { captureConsole } from "../testing/console";
import { boxes, record, until, type SlideChange, type SliderElement } from "./test-helpers";
import { part } from "../testing/parts";

/** Each slide's left edge from the viewport's (by slide number, 1-based: the first copy of each). */
function lefts(el: SliderElement): Map<number, number> {
  const origin = part(el, "viewport")!.getBoundingClientRect().left;
  return new Map(boxes(el).map((box, index) => [index + 1, Math.round(box.getBoundingClientRect().left - origin)]));
}

/** The labels of the slide boxes a visitor can reach (not inert): what the live region reads. */
const announced = (el: SliderElement) =>
  [...part(el, "viewport")!.querySelectorAll<HTMLElement>("[aria-live] > [part~=slide]")]
    .filter((box) => !box.inert)
    .map((box) => box.getAttribute("aria-label"));

const fiveSlides = (attributes = "") => {
  const template = document.createElement("template");
  template.innerHTML = `<x-slider wrap-around style="width: 300px; --x-slider-gap: 0px" ${attributes}><p>1</p><p>2</p><p>3</p><p>4</p><p>5</p></x-slider>`;
  return template.content.firstElementChild!.cloneNode(true) as SliderElement;
};

async function ready(el: SliderElement): Promise<SliderElement> {
  document.body.append(el);
  await waitUntil(() => el.ready, "ready", { timeout: 4000 });
  await el.updateComplete;
  return el;
}

describe("x-slider wrap-around", () => {
  afterEach(() => document.querySelectorAll("body > x-slider").forEach((el) => el.remove()));

  it("from the last slide, Next moves forward to the first: the track does not run back across the slides between", async () => {
    // A move of 1 s: frames enough to watch even when a busy machine draws few of them.
    const el = await ready(fiveSlides('transition-duration="1000" starting-slide="5"'));
    expect(el.current).to.equal(5);
    const changes = record<SlideChange>(el, "x-slide-change");
    const seen: Array<Map<number, number>> = [];
    part(el, "next")!.click();
    await until(() => {
      seen.push(lefts(el));
      return el.current === 1 && !(part(el, "viewport") as unknown as { swiper: { animating: boolean } }).swiper.animating;
    }, "the move to slide 1");
    seen.push(lefts(el));
    expect(changes).to.deep.equal([{ current: 1, previous: 5, total: 5, source: "user" }]);
    expect(seen.length, "frames of the move").to.be.greaterThan(3);
    for (const frame of seen) {
      // Slide 5 leaves to the left, slide 1 comes in from the right; 2, 3 and 4 never show.
      expect(frame.get(5)!, "slide 5 moves left").to.be.at.most(0);
      expect(frame.get(1)!, "slide 1 comes from the right").to.be.at.least(0);
      for (const hidden of [2, 3, 4]) {
        const left = frame.get(hidden)!;
        expect(left >= 300 || left <= -300, `slide ${hidden} stays out of view (at ${left})`).to.equal(true);
      }
    }
    expect(seen.at(-1)!.get(1)).to.equal(0);
    expect(announced(el)).to.deep.equal(["1 of 5"]);
  });

  it("keyboard Right at the end wraps forward; Left at the start wraps back; the live region says 1 of 5", async () => {
    const el = await ready(fiveSlides('transition-duration="200" starting-slide="5"'));
    const changes = record<SlideChange>(el, "x-slide-change");
    part(el, "next")!.focus();
    await sendKeys({ press: "ArrowRight" });
    const frames: number[] = [];
    await until(() => {
      frames.push(lefts(el).get(1)!);
      return frames.at(-1) === 0;
    }, "slide 1 in place");
    expect(
      frames.every((left) => left >= 0),
      `slide 1 comes from the right: ${frames.join(" ")}`,
    ).to.equal(true);
    await waitUntil(() => el.current === 1, "slide 1");
    expect(announced(el)).to.deep.equal(["1 of 5"]);
    await until(() => !(part(el, "viewport") as unknown as { swiper: { animating: boolean } }).swiper.animating, "the move ends");
    await sendKeys({ press: "ArrowLeft" });
    await waitUntil(() => el.current === 5 && lefts(el).get(5) === 0, "slide 5");
    expect(announced(el)).to.deep.equal(["5 of 5"]);
    expect(changes.map((c) => `${c.previous} → ${c.current} ${c.source}`)).to.deep.equal(["5 → 1 user", "1 → 5 user"]);
  });

  it("autoplay goes on from the last slide to the first, forward", async () => {
    const el = fiveSlides('transition-duration="0" starting-slide="5" autoplay="interval" autoplay-duration="50"');
    const changes = record<SlideChange>(el, "x-slide-change");
    await ready(el);
    await waitUntil(() => changes.length > 0, "an autoplay step");
    expect(changes[0]).to.deep.equal({ current: 1, previous: 5, total: 5, source: "autoplay" });
    expect(lefts(el).get(1)).to.equal(0);
    expect(lefts(el).get(5), "slide 5 went out to the left").to.be.below(0);
  });

  it("too few slides for a loop: copies of them fill the track (at most 6 sets), each announced by its own slide's number", async () => {
    const el = await ready(
      (() => {
        const two = document.createElement("template");
        two.innerHTML = `<x-slider wrap-around transition-duration="0" slides-per-page="2" style="width: 300px; --x-slider-gap: 0px"><p id="a">A</p><p>B</p><p>C</p></x-slider>`;
        return two.content.firstElementChild!.cloneNode(true) as SliderElement;
      })(),
    );
    const copies = el.querySelectorAll(":scope > [data-x-clone]");
    expect(copies.length, "copies of the 3 slides").to.be.greaterThan(0);
    expect(copies.length % 3).to.equal(0);
    expect(copies.length).to.be.at.most(5 * 3);
    expect(el.querySelectorAll("#a").length, "no duplicate ids").to.equal(1);
    expect(el.total).to.equal(3);
    const changes = record<SlideChange>(el, "x-slide-change");
    // Pages start with every slide in turn: A B, C A, B C, A B...
    for (const page of [2, 3, 1, 2]) {
      el.next();
      await until(() => el.current === page, `page ${page}`);
    }
    expect(changes.map((c) => c.current)).to.deep.equal([2, 3, 1, 2]);
    // The page shows two slides side by side, whichever copies they are.
    const shown = [...part(el, "viewport")!.querySelectorAll<HTMLElement>("[part~=slide]")].filter((box) => !box.inert);
    expect(shown.map((box) => box.getAttribute("aria-label")).sort()).to.deep.equal(["1 of 3", "3 of 3"]);
    const origin = part(el, "viewport")!.getBoundingClientRect().left;
    expect(shown.map((box) => Math.round(box.getBoundingClientRect().left - origin)).sort((a, b) => a - b)).to.deep.equal([0, 150]);
    el.wrapAround = false;
    await waitUntil(() => el.querySelectorAll("[data-x-clone]").length === 0, "copies gone without wrap-around");
    el.remove();
    expect(el.querySelectorAll("[data-x-clone]").length, "and when the slider goes").to.equal(0);
  });

  it("a marquee narrower than its window repeats its slides: the window is always covered", async () => {
    const el = await ready(
      (() => {
        const template = document.createElement("template");
        template.innerHTML = `<x-slider autoplay="marquee" auto-basis speed="0.5" style="width: 300px; --x-slider-gap: 0px"><p style="width: 60px; margin: 0">A</p><p style="width: 40px; margin: 0">B</p></x-slider>`;
        return template.content.firstElementChild!.cloneNode(true) as SliderElement;
      })(),
    );
    await until(() => el.matches(":state(playing)"), "the marquee plays");
    const viewport = part(el, "viewport")!.getBoundingClientRect();
    for (let frame = 0; frame < 30; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const covered = [...part(el, "viewport")!.querySelectorAll("[part~=slide]")]
        .map((box) => box.getBoundingClientRect())
        .filter((rect) => rect.right > viewport.left && rect.left < viewport.right)
        .reduce((sum, rect) => sum + Math.min(rect.right, viewport.right) - Math.max(rect.left, viewport.left), 0);
      expect(Math.round(covered), `frame ${frame}: the window is full`).to.equal(300);
    }
    expect(el.querySelectorAll(":scope > [data-x-clone]").length % 2).to.equal(0);
    expect(el.total, "two slides still").to.equal(2);
  });

  it("one slide, or no more slides than a page, has nothing to loop: no copies, no warning, the buttons stay", async () => {
    const log = captureConsole();
    try {
      for (const markup of [
        `<x-slider wrap-around transition-duration="0"><p>Only</p></x-slider>`,
        `<x-slider wrap-around transition-duration="0" slides-per-page="3"><p>A</p><p>B</p></x-slider>`,
        `<x-slider wrap-around transition-duration="0" slides-per-page="3" breakpoints='{"0":{"slidesPerPage":1},"640":{"slidesPerPage":3}}'><p>A</p><p>B</p></x-slider>`,
      ]) {
        const template = document.createElement("template");
        template.innerHTML = markup;
        const el = await ready(template.content.firstElementChild!.cloneNode(true) as SliderElement);
        expect(el.querySelectorAll("[data-x-clone]").length, markup).to.equal(0);
      }
      expect(log.warnings).to.deep.equal([]);
      expect(log.errors).to.deep.equal([]);
    } finally {
      log.restore();
    }
  });
});
