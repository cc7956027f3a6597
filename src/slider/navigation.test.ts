import { expect, html, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import { captureConsole } from "../testing/console";
import { boxes, record, shownSlides, slider, type SlideChange } from "./test-helpers";
import { part, parts } from "../testing/parts";

const fiveSlides = (attributes: string) => {
  const template = document.createElement("template");
  template.innerHTML = `<x-slider transition-duration="0" ${attributes}><p>1</p><p>2</p><p>3</p><p>4</p><p>5</p></x-slider>`;
  return template;
};

/** A slider from markup (attributes as text), ready. */
async function fromMarkup(attributes: string) {
  const el = fiveSlides(attributes).content.firstElementChild!.cloneNode(true) as HTMLElementTagNameMap["x-slider"];
  document.body.append(el);
  await waitUntil(() => el.ready, "ready", { timeout: 4000 });
  return el;
}

describe("x-slider navigation and attributes", () => {
  afterEach(() => document.querySelectorAll("body > x-slider").forEach((el) => el.remove()));

  it("slides-per-page pages the slides; the last page shows the last slide", async () => {
    const el = await fromMarkup('slides-per-page="3"');
    expect(el.total).to.equal(2);
    expect(shownSlides(el)).to.deep.equal([1, 2, 3]);
    el.goTo(2);
    await waitUntil(() => el.current === 2);
    expect(shownSlides(el)).to.deep.equal([3, 4, 5]);
    expect(el.atEnd).to.equal(true);
    expect(boxes(el).map((box) => box.style.getPropertyValue("--x-slide-distance"))).to.deep.equal(["1", "1", "0", "0", "0"]);
    expect(el.querySelectorAll("[is-current]").length).to.equal(3);
  });

  it("scroll-by-slide moves one slide at a time", async () => {
    const el = await fromMarkup('slides-per-page="3" scroll-by-slide');
    expect(el.total).to.equal(3);
  });

  it("starting-slide is clamped, and a later change moves silently", async () => {
    const el = await fromMarkup('starting-slide="9"');
    expect(el.current).to.equal(5);
    const changes = record<SlideChange>(el, "x-slide-change");
    el.setAttribute("starting-slide", "2");
    await waitUntil(() => el.current === 2);
    expect(changes).to.deep.equal([]);
  });

  it("sanitises steps: next('x'), next(0) and next(1.5) go one page; prev wraps round", async () => {
    const el = await fromMarkup("");
    const changes = record<SlideChange>(el, "x-slide-change");
    (el.next as (n: unknown) => void)("x");
    el.next(0);
    el.next(1.5);
    el.next(2);
    expect(changes.map((c) => c.current)).to.deep.equal([2, 3, 4, 1]);
    el.prev();
    expect(changes.at(-1)).to.deep.equal({ current: 5, previous: 1, total: 5, source: "api" });
  });

  it("buttons stop at the ends, unless wrap-around", async () => {
    const el = await fromMarkup("");
    expect(part(el, "previous")!.getAttribute("aria-disabled")).to.equal("true");
    const stay = record<SlideChange>(el, "x-slide-change");
    part(el, "previous")!.click();
    expect(stay, "Previous on the first page does nothing").to.deep.equal([]);
    const wrapping = await fromMarkup("wrap-around");
    expect(part(wrapping, "previous")!.getAttribute("aria-disabled")).to.equal(null);
    const changes = record<SlideChange>(wrapping, "x-slide-change");
    part(wrapping, "previous")!.click();
    expect(changes).to.deep.equal([{ current: 5, previous: 1, total: 5, source: "user" }]);
  });

  it("Next pressed on to the last page keeps the focus: the arrow keys and Home still move the slider", async () => {
    const el = await fromMarkup('style="width: 300px"');
    const next = part(el, "next")!;
    next.focus();
    for (let page = 2; page <= 5; page++) {
      await sendKeys({ press: "Enter" });
      await waitUntil(() => el.current === page, `page ${page}`);
    }
    expect(el.atEnd).to.equal(true);
    expect(next.getAttribute("aria-disabled"), "Next says it leads nowhere").to.equal("true");
    expect(el.shadowRoot!.activeElement, "focus stays on Next").to.equal(next);
    expect(document.activeElement, "focus stays in the slider").to.equal(el);
    await sendKeys({ press: "Enter" });
    expect(el.current, "Next on the last page does nothing").to.equal(5);
    await sendKeys({ press: "ArrowLeft" });
    await waitUntil(() => el.current === 4, "ArrowLeft: page 4");
    await sendKeys({ press: "ArrowRight" });
    await waitUntil(() => el.current === 5, "ArrowRight: page 5");
    await sendKeys({ press: "Home" });
    await waitUntil(() => el.current === 1, "Home: page 1");
    await expect(el).to.be.accessible();
  });

  it("pagination marks the current page and navigates", async () => {
    const el = await fromMarkup("");
    parts(el, "page")[3]!.click();
    await waitUntil(() => el.current === 4);
    expect(parts(el, "page").map((p) => p.getAttribute("aria-current"))).to.deep.equal([null, null, null, "true", null]);
    expect(getComputedStyle(el).getPropertyValue("--x-slide-current")).to.equal("4");
    expect(getComputedStyle(el).getPropertyValue("--x-slide-total")).to.equal("5");
  });

  it("navigation=false and pagination=false leave the buttons out; one slide has no controls", async () => {
    const el = await fromMarkup('navigation="false" pagination="false"');
    expect(part(el, "next")).to.equal(null);
    expect(part(el, "pagination")).to.equal(null);
    const one = await slider(html`<x-slider autoplay="interval"><p>Only</p></x-slider>`);
    expect(part(one, "next")).to.equal(null);
    expect(part(one, "toggle")).to.equal(null);
  });

  it("arrow keys move while focus is inside, with source user; not with keyboard-navigation=false", async () => {
    const el = await fromMarkup("");
    const changes = record<SlideChange>(el, "x-slide-change");
    part(el, "next")!.focus();
    await sendKeys({ press: "ArrowRight" });
    await sendKeys({ press: "ArrowDown" });
    await sendKeys({ press: "ArrowLeft" });
    expect(changes.map((c) => `${c.current} ${c.source}`)).to.deep.equal(["2 user", "3 user", "2 user"]);
    const off = await fromMarkup('keyboard-navigation="false"');
    part(off, "next")!.focus();
    await sendKeys({ press: "ArrowRight" });
    expect(off.current).to.equal(1);
  });

  it("stacked fades; swipe=y is vertical; swipe=none cannot be dragged; snap=false glides; adaptive-height; auto-basis", async () => {
    const stacked = await fromMarkup("stacked adaptive-height");
    expect(part(stacked, "viewport")!.classList.contains("swiper-fade")).to.equal(true);
    expect(part(stacked, "viewport")!.classList.contains("swiper-autoheight")).to.equal(true);
    const vertical = await fromMarkup('swipe="y"');
    expect(part(vertical, "viewport")!.classList.contains("swiper-vertical")).to.equal(true);
    const fixed = await fromMarkup('swipe="none" snap="false"');
    const swiper = (part(fixed, "viewport") as unknown as { swiper: { allowTouchMove: boolean } }).swiper;
    expect(swiper.allowTouchMove).to.equal(false);
    expect(part(fixed, "viewport")!.classList.contains("swiper-free-mode")).to.equal(true);
    const natural = await fromMarkup("auto-basis");
    expect(natural.total).to.be.greaterThan(0);
  });

  it("auto-basis: each slide keeps its own width, and a page moves the track by the slides it passes", async () => {
    const widths = [120, 200, 150, 180, 100];
    const el = await slider(
      html`<x-slider auto-basis slides-per-page="3" transition-duration="0" style="width: 300px; --x-slider-gap: 0px"
        >${widths.map((width) => html`<p style="width: ${width}px; margin: 0">${width}</p>`)}</x-slider
      >`,
    );
    const viewport = part(el, "viewport")!;
    /** Each box's left edge, from the viewport's. */
    const offsets = () => boxes(el).map((box) => Math.round(box.getBoundingClientRect().left - viewport.getBoundingClientRect().left));
    expect(boxes(el).map((box) => Math.round(box.getBoundingClientRect().width))).to.deep.equal(widths);
    expect(offsets()).to.deep.equal([0, 120, 320, 470, 650]);
    el.next();
    await waitUntil(() => el.current === 2, "page 2");
    expect(offsets(), "moved by the first slide's width").to.deep.equal([-120, 0, 200, 350, 530]);
    el.next();
    await waitUntil(() => el.current === 3, "page 3");
    expect(offsets(), "moved by the second slide's width too").to.deep.equal([-320, -200, 0, 150, 330]);
    // The last page ends with the last slide at the viewport's end (750 px of slides in 300 px).
    el.goTo(el.total);
    await waitUntil(() => el.atEnd, "last page");
    expect(offsets()).to.deep.equal([-450, -330, -130, 20, 200]);
  });

  for (const bad of ["-200", "fast"]) {
    it(`transition-duration="${bad}" warns once, naming the element and attribute, and pages take the default 1000 ms`, async () => {
      const log = captureConsole();
      try {
        const template = document.createElement("template");
        template.innerHTML = `<x-slider transition-duration="${bad}"><p>1</p><p>2</p><p>3</p></x-slider>`;
        const el = template.content.firstElementChild!.cloneNode(true) as HTMLElementTagNameMap["x-slider"];
        document.body.append(el);
        await waitUntil(() => el.ready, "ready", { timeout: 4000 });
        expect(log.warnings).to.have.length(1);
        expect(log.warnings[0]).to.match(new RegExp(`^\\[x-slider\\] attribute "transition-duration": "${bad}"`));
        expect(el.transitionDuration).to.equal(1000);
        const viewport = part(el, "viewport") as HTMLElement & { swiper: { params: { speed: number } } };
        expect(viewport.swiper.params.speed, "Swiper's speed").to.equal(1000);
        el.next();
        const track = viewport.querySelector<HTMLElement>(".swiper-wrapper")!;
        expect(track.style.transitionDuration, "the move's transition").to.equal("1000ms");
      } finally {
        log.restore();
      }
    });
  }

  it("slides added or removed later update total and pagination, silently", async () => {
    const el = await fromMarkup("");
    const changes = record<SlideChange>(el, "x-slide-change");
    el.append(Object.assign(document.createElement("p"), { textContent: "6" }));
    await waitUntil(() => el.total === 6, "six pages");
    await waitUntil(() => parts(el, "page").length === 6);
    el.goTo(6);
    el.lastElementChild!.remove();
    el.lastElementChild!.remove();
    await waitUntil(() => el.total === 4, "four pages");
    expect(el.current).to.equal(4);
    expect(changes.map((c) => c.source)).to.deep.equal(["api"]);
    expect(boxes(el).map((box) => box.getAttribute("aria-label"))).to.deep.equal(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
  });

  it("zero slides render nothing and throw nothing", async () => {
    const el = document.createElement("x-slider");
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="region"]')).to.equal(null);
    el.append(Object.assign(document.createElement("p"), { textContent: "late" }));
    await waitUntil(() => el.ready && el.total === 1, "a slide added later starts it");
  });

  it("keeps its page across a move, and releases everything on removal", async () => {
    const el = await fromMarkup("");
    el.goTo(3);
    await waitUntil(() => el.current === 3);
    const section = document.createElement("section");
    document.body.append(section);
    section.append(el);
    await el.updateComplete;
    expect(el.current).to.equal(3);
    section.remove();
    // Off the page the properties read their defaults.
    await waitUntil(() => !el.ready && el.current === 0, "unmounted");
    expect(el.querySelector("[slot]")).to.equal(null);
    expect(el.querySelector("[is-current]")).to.equal(null);
  });

  it("bad values warn once each and use the defaults", async () => {
    const log = captureConsole();
    try {
      const el = await fromMarkup('autoplay="sometimes" swipe="z" autoplay-duration="-5" slides-per-page="0" breakpoints="{bad"');
      expect([el.autoplay, el.swipe, el.autoplayDuration, el.slidesPerPage, el.breakpoints]).to.deep.equal(["off", "x", 5000, 1, {}]);
      expect(log.warnings.length).to.equal(5);
      expect(log.warnings.every((w) => w.startsWith("[x-slider]"))).to.equal(true);
    } finally {
      log.restore();
    }
  });

  it("breakpoints and labels of a wrong shape warn once each, naming the attribute, and use the defaults", async () => {
    const wrong = [
      `breakpoints='{"wide":{"slidesPerPage":2}}'`,
      `breakpoints='{"640":{"slidesPerPage":0}}'`,
      `breakpoints='{"640":{"slidesPerPage":1.5}}'`,
      `breakpoints='{"640":{"slidesPerPage":2,"gap":4}}'`,
      `labels='{"nope":"Weiter"}'`,
      `labels='{"next":3}'`,
    ];
    for (const attribute of wrong) {
      const log = captureConsole();
      try {
        const el = await fromMarkup(attribute);
        expect([el.breakpoints, part(el, "next")!.getAttribute("aria-label")], attribute).to.deep.equal([{}, "Next slide"]);
        expect(log.warnings.length, attribute).to.equal(1);
        expect(log.warnings[0], attribute).to.match(/^\[x-slider\].*(breakpoints|labels)/);
      } finally {
        log.restore();
      }
    }
    const el = await fromMarkup(`breakpoints='{"0":{"slidesPerPage":1},"640":{"slidesPerPage":2}}'`);
    expect(el.breakpoints).to.deep.equal({ "0": { slidesPerPage: 1 }, "640": { slidesPerPage: 2 } });
  });

  it("labels are translatable, and the carousel is accessible", async () => {
    const el = await fromMarkup(`labels='{"carousel":"Galerie","slide":"{n} von {total}","next":"Weiter"}'`);
    expect(part(el, "region")!.getAttribute("aria-label")).to.equal("Galerie");
    expect(part(el, "region")!.getAttribute("aria-roledescription")).to.equal("carousel");
    expect(boxes(el)[0]!.getAttribute("aria-label")).to.equal("1 von 5");
    expect(part(el, "next")!.getAttribute("aria-label")).to.equal("Weiter");
    await expect(el).to.be.accessible();
  });
});
