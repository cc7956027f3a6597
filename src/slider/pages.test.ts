import { expect } from "@open-wc/testing";
import { holdReducer, initialHold, isPlaying } from "./autoplay-hold";
import { advanceTarget, clampPage, clampSlide, pageCount, pageDistance, sanitizeStep, slideRanges } from "./pages";
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
    expect(pageDistance([4, 4], 0, 5, false)).to.equal(4);
    expect(pageDistance([4, 4], 0, 5, true)).to.equal(1);
    expect(pageDistance([0, 1], 1, 5, false)).to.equal(0);
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
      speed: 400,
      gap: 16,
    };
    const options = swiperOptions(base, 2);
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
    expect(options.breakpoints).to.deep.equal({ "640": { slidesPerView: 2, slidesPerGroup: 1 } });
    expect(options.freeMode).to.deep.include({ enabled: true });
    const stacked = swiperOptions({ ...base, stacked: true, swipe: "none" }, 0);
    expect(stacked).to.include({ effect: "fade", slidesPerView: 1, allowTouchMove: false });
    expect(swiperOptions({ ...base, autoBasis: true }, 0)).to.include({ slidesPerView: "auto" });
  });
});
