import { expect } from "@open-wc/testing";
import { holdReducer, initialHold, isPlaying } from "./autoplay-hold";
import { loopSets, setsToCover } from "./copies";
import {
  advanceTarget,
  clampPage,
  clampSlide,
  loopPage,
  loopPages,
  loopStates,
  loopTarget,
  pageBalance,
  pageCount,
  sanitizeStep,
  slideRanges,
} from "./pages";
import { swiperOptions, type SlideSettings } from "./swiper-options";

describe("x-slider logic", () => {
  it("sanitises step counts: anything but a positive integer is 1", () => {
    expect([3, "2", 0, -2, 1.5, Number.NaN, "abc", undefined, null].map(sanitizeStep)).to.deep.equal([3, 2, 1, 1, 1, 1, 1, 1, 1]);
  });

  it("clamps the starting slide to 1..slides", () => {
    expect([clampSlide(0, 5), clampSlide(3, 5), clampSlide(9, 5), clampSlide(2, 0)]).to.deep.equal([1, 3, 5, 1]);
    expect([clampPage(0, 3), clampPage(2, 3), clampPage(7, 3)]).to.deep.equal([0, 1, 2]);
  });

  it("counts pages: the last page shows the last slide", () => {
    expect(pageCount(7, 3, 3)).to.equal(3);
    expect(pageCount(7, 3, 1)).to.equal(5);
    expect(pageCount(2, 3, 3)).to.equal(1);
    expect(pageCount(0, 1, 1)).to.equal(0);
    expect(slideRanges(5, 3, 3)).to.deep.equal([
      [0, 0],
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it("advances round the ends, and measures distance the short way with wrap-around", () => {
    expect([advanceTarget(2, 1, 3), advanceTarget(0, -1, 3), advanceTarget(1, 4, 3)]).to.deep.equal([0, 2, 2]);
    expect(pageBalance([4, 4], 0, 5, false)).to.equal(4);
    expect(pageBalance([4, 4], 0, 5, true)).to.equal(-1);
    expect(pageBalance([0, 1], 1, 5, false)).to.equal(0);
    expect(pageBalance([0, 0], 3, 5, false)).to.equal(-3);
  });

  it("loops: sets of slides a loop needs (at most 6), its pages, the way to a page, and each box's state", () => {
    expect(loopSets(5, [{ view: 1, group: 1 }])).to.equal(1);
    expect(loopSets(3, [{ view: 2, group: 2 }])).to.equal(2);
    expect(loopSets(5, [{ view: 3, group: 3 }])).to.equal(3);
    expect(loopSets(2, [{ view: 2, group: 2 }]), "nothing to move").to.equal(1);
    expect(loopSets(1, [{ view: 1, group: 1 }])).to.equal(1);
    expect(
      loopSets(2, [
        { view: 6, group: 6 },
        { view: 1, group: 1 },
      ]),
    ).to.equal(1);
    expect(loopSets(7, [{ view: 6, group: 6 }]), "capped").to.equal(6);
    expect([setsToCover(100, 300), setsToCover(100, 301), setsToCover(10, 1000), setsToCover(500, 300)]).to.deep.equal([3, 4, 6, 1]);
    expect([loopPages(5, 1), loopPages(5, 3), loopPages(9, 3), loopPages(3, 2)]).to.deep.equal([5, 5, 3, 3]);
    const track = { slides: 5, boxes: 5, perView: 1, group: 1, active: 4 };
    expect(loopPage(track)).to.equal(4);
    expect(loopTarget({ slides: 3, boxes: 6, perView: 2, group: 2, active: 4 }, 0), "the nearer A").to.equal(0);
    expect(loopTarget({ slides: 3, boxes: 12, perView: 1, group: 1, active: 10 }, 0)).to.equal(9);
    expect(loopStates(track).map((state) => state.balance)).to.deep.equal([1, 2, -2, -1, 0]);
    expect(loopStates({ slides: 3, boxes: 6, perView: 2, group: 2, active: 2 }).map((state) => [state.slide, state.active])).to.deep.equal([
      [0, false],
      [1, false],
      [2, true],
      [0, true],
      [1, false],
      [2, false],
    ]);
  });

  it("holds autoplay while any reason holds", () => {
    let state = initialHold();
    expect(isPlaying(state)).to.equal(true);
    state = holdReducer(state, { type: "hold", reason: "hover" });
    state = holdReducer(state, { type: "hold", reason: "focus" });
    state = holdReducer(state, { type: "release", reason: "hover" });
    expect(isPlaying(state)).to.equal(false);
    state = holdReducer(state, { type: "release", reason: "focus" });
    expect(isPlaying(state)).to.equal(true);
    const same = holdReducer(state, { type: "release", reason: "drag" });
    expect(same).to.equal(state);
    expect(isPlaying(holdReducer(state, { type: "toggle-pause" }))).to.equal(false);
  });

  it("maps attributes to Swiper options", () => {
    const base: SlideSettings = {
      slidesPerPage: 3,
      breakpoints: { "640": { slidesPerPage: 2 } },
      startingSlide: 1,
      stacked: false,
      adaptiveHeight: true,
      swipe: "y",
      snap: false,
      scrollBySlide: true,
      autoBasis: false,
      wrapAround: false,
      speed: 400,
      gap: 16,
    };
    const options = swiperOptions(base, 2, 5);
    expect(options).to.include({
      direction: "vertical",
      initialSlide: 2,
      speed: 400,
      spaceBetween: 16,
      slidesPerView: 3,
      slidesPerGroup: 1,
      autoHeight: true,
      effect: "slide",
    });
    expect(options.breakpoints).to.deep.equal({ "640": { slidesPerView: 2, slidesPerGroup: 1, loop: false } });
    expect(options.freeMode).to.deep.include({ enabled: true });
    const stacked = swiperOptions({ ...base, stacked: true, swipe: "none" }, 0, 5);
    expect(stacked).to.include({ effect: "fade", slidesPerView: 1, allowTouchMove: false });
    expect(swiperOptions({ ...base, autoBasis: true }, 0, 5)).to.include({ slidesPerView: "auto" });
    const wrapping = { ...base, wrapAround: true, scrollBySlide: false };
    expect(swiperOptions(wrapping, 0, 5)).to.include({ loop: true, loopAddBlankSlides: false });
    expect(swiperOptions(wrapping, 0, 3).loop, "a page of 3 slides has nothing to loop").to.equal(false);
    expect(swiperOptions(wrapping, 0, 3).breakpoints).to.deep.equal({ "640": { slidesPerView: 2, slidesPerGroup: 2, loop: true } });
    expect(swiperOptions({ ...wrapping, stacked: true }, 0, 5).loop, "stacked slides fade round").to.equal(false);
  });
});
