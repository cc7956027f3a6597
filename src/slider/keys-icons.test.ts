import { expect, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import { boxes, record, type SlideChange, type SliderElement } from "./test-helpers";
import { part, parts } from "../testing/parts";

/** A slider from markup inside `wrapper` (or the body), ready. */
async function sliderIn(markup: string, wrapper = ""): Promise<SliderElement> {
  const template = document.createElement("template");
  template.innerHTML = wrapper ? wrapper.replace("><", `>${markup}<`) : markup;
  const root = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  document.body.append(root);
  const el = (root.matches("x-slider") ? root : root.querySelector("x-slider")!) as SliderElement;
  await waitUntil(() => el.ready, "ready", { timeout: 4000 });
  await el.updateComplete;
  return el;
}

const fiveSlides = (attributes = "") =>
  `<x-slider transition-duration="0" style="width: 400px" ${attributes}><p>1</p><p>2</p><p>3</p><p>4</p><p>5</p></x-slider>`;

describe("x-slider keys and icons", () => {
  afterEach(() => document.querySelectorAll("body > x-slider, body > div").forEach((el) => el.remove()));

  it("Home goes to the first page and End to the last, as the visitor's moves", async () => {
    const el = await sliderIn(fiveSlides());
    const changes = record<SlideChange>(el, "x-slide-change");
    parts(el, "page")[0]!.focus(); // a button that stays enabled at both ends
    await sendKeys({ press: "End" });
    expect(el.current).to.equal(5);
    await sendKeys({ press: "Home" });
    expect(el.current).to.equal(1);
    expect(changes).to.deep.equal([
      { current: 5, previous: 1, total: 5, source: "user" },
      { current: 1, previous: 5, total: 5, source: "user" },
    ]);
  });

  it("in a right-to-left page (Arabic) Left goes on and Right goes back, and the slides read from the right", async () => {
    const el = await sliderIn(fiveSlides(), '<div dir="rtl" lang="ar"></div>');
    expect(part(el, "viewport")!.classList.contains("swiper-rtl"), "Swiper runs right to left").to.equal(true);
    const [first, second] = boxes(el).map((box) => box.getBoundingClientRect());
    expect(second!.right, "the second slide is left of the first").to.be.at.most(first!.left + 1);
    // The previous button stands on the right, its arrow pointing right; the next on the left.
    expect(part(el, "previous")!.getBoundingClientRect().left).to.be.greaterThan(part(el, "next")!.getBoundingClientRect().left);
    expect(getComputedStyle(part(el, "next")!.querySelector("span")!).scale).to.equal("-1 1");
    part(el, "next")!.focus();
    await sendKeys({ press: "ArrowLeft" });
    expect(el.current).to.equal(2);
    await sendKeys({ press: "ArrowLeft" });
    expect(el.current).to.equal(3);
    await sendKeys({ press: "ArrowRight" });
    expect(el.current).to.equal(2);
    // The current slide is in view: the track moved the right way.
    const viewport = part(el, "viewport")!.getBoundingClientRect();
    expect(Math.round(boxes(el)[1]!.getBoundingClientRect().left)).to.equal(Math.round(viewport.left));
  });

  it("the arrows point outwards, left to right and right to left: Next's tip is on its side of the slider", async () => {
    /** Where an arrow's drawn tip is from its ends, on the screen: > 0 right of them, < 0 left of them. */
    const pointing = (button: HTMLElement) => {
      const path = button.querySelector("svg path") as SVGPathElement;
      const matrix = path.getScreenCTM()!;
      const at = (length: number) => new DOMPoint(path.getPointAtLength(length).x, path.getPointAtLength(length).y).matrixTransform(matrix).x;
      const total = path.getTotalLength();
      return Math.sign(at(total / 2) - at(0));
    };
    const ltr = await sliderIn(fiveSlides());
    expect(pointing(part(ltr, "next")!), "left to right: Next points right").to.equal(1);
    expect(pointing(part(ltr, "previous")!), "left to right: Previous points left").to.equal(-1);
    const rtl = await sliderIn(fiveSlides(), '<div dir="rtl" lang="ar"></div>');
    const middle = part(rtl, "viewport")!.getBoundingClientRect();
    expect(part(rtl, "next")!.getBoundingClientRect().right, "right to left: Next on the left").to.be.lessThan(middle.left + middle.width / 2);
    expect(pointing(part(rtl, "next")!), "right to left: Next points left").to.equal(-1);
    expect(pointing(part(rtl, "previous")!), "right to left: Previous points right").to.equal(1);
  });

  it("icons in slots prev-icon, next-icon, pause-icon and play-icon show in the buttons, which keep their names", async () => {
    const el = await sliderIn(
      fiveSlides('autoplay="interval"').replace(
        "<p>1</p>",
        '<svg slot="prev-icon" id="prev"></svg><svg slot="next-icon" id="next"></svg><b slot="pause-icon" id="pause">II</b><b slot="play-icon" id="play">></b><p>1</p>',
      ),
    );
    expect(el.total, "icons are not slides").to.equal(5);
    const slotOf = (id: string) => el.querySelector(`#${id}`)!.assignedSlot;
    /** Whether an icon shows in a button (a boolean: a failing comparison of elements prints whole DOM trees). */
    const shownIn = (id: string, button: string) => slotOf(id)?.closest("button") === part(el, button);
    expect(shownIn("prev", "previous"), "previous").to.equal(true);
    expect(shownIn("next", "next"), "next").to.equal(true);
    expect(shownIn("pause", "toggle"), "pause").to.equal(true);
    expect(slotOf("play") === null, "the play icon waits for a pause").to.equal(true);
    expect(part(el, "previous")!.getAttribute("aria-label")).to.equal("Previous slide");
    expect(part(el, "next")!.getAttribute("aria-label")).to.equal("Next slide");
    expect(part(el, "toggle")!.getAttribute("aria-label")).to.equal("Pause automatic slide show");
    part(el, "toggle")!.click();
    await waitUntil(() => slotOf("play") !== null, "the play icon shows");
    expect(shownIn("play", "toggle"), "play").to.equal(true);
    expect(part(el, "toggle")!.getAttribute("aria-label")).to.equal("Play automatic slide show");
    await expect(el).to.be.accessible();
  });
});
