import { expect, fixture, html, oneEvent, waitUntil } from "@open-wc/testing";
import { emulateMedia, resetMouse, sendKeys, sendMouse } from "@web/test-runner-commands";
import "../../elements/x-flip-card";
import { captureConsole } from "../testing/console";
import { part } from "../testing/parts";

type FlipCard = HTMLElementTagNameMap["x-flip-card"];

const CARD = html`<x-flip-card
  ><h3>Design</h3>
  <p>Short front.</p>
  <div slot="back">
    <p>A back with more to say, so that it is the taller face of the two.</p>
    <p>It goes on for a second paragraph.</p>
    <a href="#contact">Talk to us</a>
  </div></x-flip-card
>`;

async function card(template = CARD) {
  const el = await fixture<FlipCard>(template);
  await el.updateComplete;
  return el;
}

const inShadow = (el: FlipCard, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector)!;
const toggle = (el: FlipCard) => part(el, "toggle")!;
const face = (el: FlipCard, name: "front" | "back") => inShadow(el, `[data-face="${name}"]`);
const flippedTo = (el: FlipCard, flipped: boolean) =>
  waitUntil(() => toggle(el).getAttribute("aria-pressed") === String(flipped), `aria-pressed=${flipped}`, { timeout: 2000 });

/** Every x-flip event the card fires, by its detail. */
function flips(el: FlipCard): boolean[] {
  const seen: boolean[] = [];
  el.addEventListener("x-flip", (event) => seen.push(event.detail.flipped));
  return seen;
}

describe("x-flip-card", () => {
  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ reducedMotion: "no-preference" });
  });

  it("has a flip button, not pressed, and the back inert", async () => {
    const el = await card();
    const button = toggle(el);
    expect(button.localName).to.equal("button");
    expect(button.getAttribute("aria-pressed")).to.equal("false");
    expect(button.textContent).to.equal("Flip card");
    expect(face(el, "back").inert).to.equal(true);
    expect(face(el, "front").inert).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it("turns with Enter and back with Space on its button, firing x-flip", async () => {
    const el = await card();
    const seen = flips(el);
    toggle(el).focus();
    const flipping = oneEvent(el, "x-flip");
    await sendKeys({ press: "Enter" });
    expect((await flipping).detail).to.deep.equal({ flipped: true });
    await flippedTo(el, true);
    expect(el.matches(":state(flipped)")).to.equal(true);
    expect(face(el, "front").inert).to.equal(true);
    expect(face(el, "back").inert).to.equal(false);
    await sendKeys({ press: "Space" });
    await flippedTo(el, false);
    expect(seen).to.deep.equal([true, false]);
    expect(el.matches(":state(flipped)")).to.equal(false);
  });

  it("keeps the hidden face's links out of the tab order", async () => {
    const el = await fixture<HTMLElement>(html`<div><button type="button" id="before">Before</button>${CARD}</div>`);
    const flipCard = el.querySelector<FlipCard>("x-flip-card")!;
    await flipCard.updateComplete;
    const link = el.querySelector("a")!;
    el.querySelector<HTMLButtonElement>("#before")!.focus();
    await sendKeys({ press: "Tab" });
    expect(flipCard.shadowRoot!.activeElement === toggle(flipCard), "the flip button is next").to.equal(true);
    await sendKeys({ press: "Shift+Tab" });
    await sendKeys({ press: "Tab" });
    expect(document.activeElement === link, "the back's link skipped").to.equal(false);
    await sendKeys({ press: "Enter" });
    await flippedTo(flipCard, true);
    await sendKeys({ press: "Tab" });
    expect(document.activeElement === link, "a Tab after the turn reaches the back's link").to.equal(true);
    await expect(flipCard).to.be.accessible();
  });

  it("keeps its flip button clickable above the faces", async () => {
    const el = await card();
    const rect = toggle(el).getBoundingClientRect();
    const hit = el.shadowRoot!.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    expect(toggle(el).contains(hit), "the button is on top").to.equal(true);
  });

  it("turns on a click on the card, not on a link in it", async () => {
    const el = await card();
    const seen = flips(el);
    el.querySelector("h3")!.click();
    await flippedTo(el, true);
    el.querySelector("a")!.addEventListener("click", (event) => event.preventDefault());
    el.querySelector("a")!.click();
    await el.updateComplete;
    expect(toggle(el).getAttribute("aria-pressed")).to.equal("true");
    expect(seen).to.deep.equal([true]);
  });

  it("turns while a hovering pointer is over it, unless hover is false", async () => {
    expect(matchMedia("(hover: hover)").matches, "the test browser has a hovering pointer").to.equal(true);
    const el = await card();
    const rect = el.getBoundingClientRect();
    await sendMouse({ type: "move", position: [Math.round(rect.left + 20), Math.round(rect.top + 20)] });
    await flippedTo(el, true);
    await sendMouse({ type: "move", position: [Math.round(rect.left + 20), Math.round(rect.bottom + 40)] });
    await flippedTo(el, false);

    el.setAttribute("hover", "false");
    await el.updateComplete;
    await sendMouse({ type: "move", position: [Math.round(rect.left + 20), Math.round(rect.top + 20)] });
    await el.updateComplete;
    expect(toggle(el).getAttribute("aria-pressed")).to.equal("false");
  });

  it("stays turned when a mouse that turned it by hovering clicks it", async () => {
    const el = await card();
    const seen = flips(el);
    const rect = el.getBoundingClientRect();
    const inside: [number, number] = [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
    await sendMouse({ type: "move", position: inside });
    await flippedTo(el, true);
    await sendMouse({ type: "click", position: inside });
    await el.updateComplete;
    expect(toggle(el).getAttribute("aria-pressed")).to.equal("true");
    // Its flip button still turns it, with the mouse as with the keyboard.
    const button = toggle(el).getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(button.left + button.width / 2), Math.round(button.top + button.height / 2)] });
    await flippedTo(el, false);
    expect(seen).to.deep.equal([true, false]);
  });

  it("sizes both faces to the taller one", async () => {
    const el = await card();
    const front = face(el, "front").getBoundingClientRect();
    const back = face(el, "back").getBoundingClientRect();
    expect(front.height).to.equal(back.height);
    expect(el.getBoundingClientRect().height).to.equal(back.height);
    const backContent = el.querySelector('[slot="back"]')!.getBoundingClientRect().height;
    expect(back.height, "as tall as the taller content").to.be.greaterThan(backContent);
  });

  it("turns in 3D about the axis of its direction, and swaps at once under reduced motion", async () => {
    const el = await card(
      html`<x-flip-card direction="vertical"
        ><p>Q</p>
        <p slot="back">A</p></x-flip-card
      >`,
    );
    const turner = inShadow(el, ".turner");
    expect(getComputedStyle(turner).transitionDuration).to.not.equal("0s");
    toggle(el).click();
    await flippedTo(el, true);
    // rotateX(180deg): the y axis is reversed, the x axis kept.
    await waitUntil(() => Math.abs(new DOMMatrix(getComputedStyle(turner).transform).m22 + 1) < 0.001, "turned top to bottom");
    expect(new DOMMatrix(getComputedStyle(turner).transform).m11, "the x axis kept").to.be.closeTo(1, 0.001);

    await emulateMedia({ reducedMotion: "reduce" });
    expect(getComputedStyle(turner).transform, "no 3D").to.equal("none");
    expect(getComputedStyle(face(el, "back")).visibility).to.equal("visible");
    expect(getComputedStyle(face(el, "front")).visibility).to.equal("hidden");
    toggle(el).click();
    await flippedTo(el, false);
    expect(getComputedStyle(face(el, "front")).visibility, "swapped at once").to.equal("visible");
    expect(getComputedStyle(face(el, "back")).visibility).to.equal("hidden");
  });

  it("uses its label for the button, and warns of a bad direction", async () => {
    const log = captureConsole();
    try {
      const el = await card(
        html`<x-flip-card direction="diagonal" label="Show the answer"
          ><p>Q</p>
          <p slot="back">A</p></x-flip-card
        >`,
      );
      expect(toggle(el).textContent).to.equal("Show the answer");
      expect(el.direction).to.equal("horizontal");
      expect(log.warnings).to.have.length(1);
      expect(log.warnings[0]).to.match(/^\[x-flip-card\] .*"direction".*"diagonal"/);
    } finally {
      log.restore();
    }
  });

  it("fires nothing when its attributes change", async () => {
    const el = await card();
    const seen = flips(el);
    el.setAttribute("direction", "vertical");
    el.setAttribute("hover", "false");
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
  });
});
