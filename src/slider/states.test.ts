import { expect, html, waitUntil } from "@open-wc/testing";
import { slider, until, type SliderElement } from "./test-helpers";

/** Each slide's state attributes, as a builder's CSS reads them. */
const slideData = (el: SliderElement, selector = ":scope > p:not([data-x-clone])") =>
  [...el.querySelectorAll(selector)].map((slide) => ({
    active: slide.hasAttribute("is-current"),
    index: slide.getAttribute("data-x-index"),
    distance: slide.getAttribute("data-x-distance"),
    balance: slide.getAttribute("data-x-balance"),
    pageStart: slide.hasAttribute("data-x-page-start"),
  }));

const hostStates = (el: SliderElement) => ["ready", "positioned", "at-start", "at-end"].filter((name) => el.matches(`:state(${name})`));

describe("x-slider states for CSS", () => {
  it("each slide's active, index, distance, balance and page start; the slider's ready, positioned, at start and at end", async () => {
    const el = await slider(
      html`<x-slider transition-duration="0" slides-per-page="2" style="width: 300px"
        ><p>1</p>
        <p>2</p>
        <p>3</p>
        <p>4</p>
        <p>5</p></x-slider
      >`,
    );
    // Pages: 1 2 | 3 4 | 4 5 (the last page shows the last slide).
    expect(el.total).to.equal(3);
    expect(hostStates(el)).to.deep.equal(["ready", "positioned", "at-start"]);
    expect(slideData(el)).to.deep.equal([
      { active: true, index: "1", distance: "0", balance: "0", pageStart: true },
      { active: true, index: "2", distance: "0", balance: "0", pageStart: false },
      { active: false, index: "3", distance: "1", balance: "1", pageStart: true },
      { active: false, index: "4", distance: "1", balance: "1", pageStart: true },
      { active: false, index: "5", distance: "2", balance: "2", pageStart: false },
    ]);
    el.goTo(3);
    await waitUntil(() => el.current === 3, "the last page");
    expect(hostStates(el)).to.deep.equal(["ready", "positioned", "at-end"]);
    expect(slideData(el).map(({ active, distance, balance }) => [active, distance, balance])).to.deep.equal([
      [false, "2", "-2"],
      [false, "2", "-2"],
      [false, "1", "-1"],
      [true, "0", "0"],
      [true, "0", "0"],
    ]);
    el.goTo(2);
    await waitUntil(() => el.current === 2, "the middle page");
    expect(hostStates(el)).to.deep.equal(["ready", "positioned"]);
  });

  it("positioned is unset while the track moves, and set again once it rests", async () => {
    // A move of 1 s: seen in a frame even when a busy machine draws few of them.
    const el = await slider(
      html`<x-slider transition-duration="1000"
        ><p>1</p>
        <p>2</p></x-slider
      >`,
    );
    expect(el.matches(":state(positioned)")).to.equal(true);
    el.next();
    await until(() => !el.matches(":state(positioned)"), "moving");
    await until(() => el.matches(":state(positioned)"), "at rest", 200);
    expect(el.current).to.equal(2);
  });

  it("with wrap-around, balance is the shorter way round, and a copy carries its slide's index", async () => {
    const el = await slider(
      html`<x-slider transition-duration="0" wrap-around style="width: 300px"
        ><p>1</p>
        <p>2</p>
        <p>3</p>
        <p>4</p>
        <p>5</p></x-slider
      >`,
    );
    expect(slideData(el).map(({ balance }) => balance)).to.deep.equal(["0", "1", "2", "-2", "-1"]);
    const copies = await slider(
      html`<x-slider transition-duration="0" wrap-around slides-per-page="2" style="width: 300px"
        ><p>A</p>
        <p>B</p>
        <p>C</p></x-slider
      >`,
    );
    expect(slideData(copies, ":scope > [data-x-clone]").map(({ index }) => index)).to.deep.equal(["1", "2", "3"]);
  });

  it("prime, positioned and slideData are read-only properties, as the states and the slides' attributes say", async () => {
    const el = await slider(
      html`<x-slider transition-duration="0" slides-per-page="2" style="width: 300px"
        ><p>1</p>
        <p>2</p>
        <p>3</p>
        <p>4</p>
        <p>5</p></x-slider
      >`,
    );
    /** slideData as the slides' attributes give it. */
    const fromAttributes = () =>
      slideData(el).map(({ active, index, distance, balance, pageStart }) => ({
        active,
        distance: Number(distance),
        balance: Number(balance),
        index: Number(index),
        isPageStart: pageStart,
      }));
    expect([el.prime, el.positioned]).to.deep.equal([0, true]);
    expect(el.slideData).to.deep.equal(fromAttributes());
    el.goTo(3);
    await waitUntil(() => el.current === 3, "the last page");
    // Pages: 1 2 | 3 4 | 4 5: the last starts with slide 4 (0-based 3).
    expect(el.prime).to.equal(3);
    expect(el.slideData).to.deep.equal(fromAttributes());
    expect(el.slideData.map(({ active, distance, balance }) => [active, distance, balance])).to.deep.equal([
      [false, 2, -2],
      [false, 2, -2],
      [false, 1, -1],
      [true, 0, 0],
      [true, 0, 0],
    ]);
    const writable = el as unknown as Record<string, unknown>;
    for (const name of ["prime", "positioned", "slideData"]) {
      expect(() => (writable[name] = 1), `${name} is read-only`).to.throw(TypeError);
    }
    expect(el.prime).to.equal(3);

    const moving = await slider(
      html`<x-slider transition-duration="1000" wrap-around
        ><p>1</p>
        <p>2</p>
        <p>3</p></x-slider
      >`,
    );
    moving.prev();
    await until(() => !moving.positioned, "moving: not positioned");
    expect(moving.matches(":state(positioned)")).to.equal(false);
    await until(() => moving.positioned, "at rest", 200);
    expect(moving.prime, "round to the last slide").to.equal(2);
    expect(moving.slideData.map(({ active }) => active)).to.deep.equal([false, false, true]);
  });

  it("leaves none of its states behind when removed", async () => {
    const el = await slider(
      html`<x-slider transition-duration="0"
        ><p>1</p>
        <p>2</p></x-slider
      >`,
    );
    expect(el.querySelectorAll("[data-x-index]").length).to.equal(2);
    el.remove();
    await waitUntil(() => !el.ready, "unmounted");
    expect(el.querySelector("[is-current], [data-x-index], [data-x-distance], [data-x-balance], [data-x-page-start]")).to.equal(null);
  });
});
