import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { emulateMedia, resetMouse, sendMouse } from "@web/test-runner-commands";
import "../../elements/x-cta";
import { captureConsole } from "../testing/console";
import { isCssColour } from "./colour";

type Cta = HTMLElementTagNameMap["x-cta"];

async function cta(template: Parameters<typeof fixture>[0]) {
  const el = await fixture<Cta>(template);
  await el.updateComplete;
  return el;
}

const cardOf = (el: Cta) => el.shadowRoot!.querySelector<HTMLElement>('[part="card"]')!;
const graphicOf = (el: Cta) => el.shadowRoot!.querySelector<HTMLElement>('[part="graphic"]')!;
const background = (el: Cta) => getComputedStyle(cardOf(el)).backgroundColor;
const scale = (el: Cta) => new DOMMatrix(getComputedStyle(graphicOf(el)).transform).a;

const LINKED = html`<x-cta bg-color="#0f766e" bg-color-hover="#134e4a"
  ><h3>Newsletter</h3>
  <p><a href="#newsletter">Sign up for monthly tips</a></p></x-cta
>`;

describe("x-cta", () => {
  beforeEach(() => emulateMedia({ reducedMotion: "reduce" })); // colours and scale change at once
  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ reducedMotion: "no-preference" });
  });

  it("tells CSS colours from other text", () => {
    for (const colour of ["#0f766e", "rebeccapurple", "rgb(0 0 0 / 50%)", "oklch(35% 0.15 300)", "var(--brand)"])
      expect(isCssColour(colour), colour).to.equal(true);
    for (const text of ["", "zzz", "#12", "12px", "red;"]) expect(isCssColour(text), text).to.equal(false);
  });

  it("makes the content's link cover the whole card", async () => {
    const el = await cta(LINKED);
    const link = el.querySelector("a")!;
    expect(link.hasAttribute("data-x-cta-link")).to.equal(true);
    expect(cardOf(el).localName, "no second link").to.equal("div");
    const rect = el.getBoundingClientRect();
    // A point in the card's corner, far from the link's text, is the link's (its ::after covers the card).
    expect(document.elementFromPoint(rect.left + 4, rect.bottom - 4) === link, "the corner leads to the link").to.equal(true);
    expect(getComputedStyle(link).color, "the card's text colour").to.equal("rgb(255, 255, 255)");
    await expect(el).to.be.accessible();
  });

  it("takes its colours from bg-color, and bg-color-hover on hover and on focus, growing its graphic in", async () => {
    const el = await cta(LINKED);
    expect(background(el)).to.equal("rgb(15, 118, 110)");
    expect(scale(el), "graphic at rest").to.equal(0);
    const rect = el.getBoundingClientRect();
    await sendMouse({ type: "move", position: [Math.round(rect.left + 10), Math.round(rect.top + 10)] });
    await waitUntil(() => background(el) === "rgb(19, 78, 74)", "hover colour");
    expect(scale(el), "graphic on hover").to.equal(1);
    await resetMouse();
    await waitUntil(() => background(el) === "rgb(15, 118, 110)", "back at rest");

    el.querySelector("a")!.focus();
    await waitUntil(() => background(el) === "rgb(19, 78, 74)", "focus colour");
    expect(scale(el), "graphic on focus").to.equal(1);
  });

  it("keeps its default colour on a page whose own custom properties have common names (--bg)", async () => {
    document.documentElement.style.setProperty("--bg", "rgb(255, 255, 255)");
    try {
      const el = await cta(
        html`<x-cta
          ><h2>Hi</h2>
          <p>Text <a href="#go">link</a></p></x-cta
        >`,
      );
      expect(background(el)).to.equal("rgb(29, 78, 216)");
    } finally {
      document.documentElement.style.removeProperty("--bg");
    }
  });

  it("transitions colour and graphic unless reduced motion is asked for", async () => {
    const el = await cta(LINKED);
    expect(getComputedStyle(cardOf(el)).transitionDuration).to.equal("0s");
    await emulateMedia({ reducedMotion: "no-preference" });
    expect(getComputedStyle(cardOf(el)).transitionProperty).to.equal("background-color");
    expect(getComputedStyle(cardOf(el)).transitionDuration).to.equal("0.3s");
    expect(getComputedStyle(graphicOf(el)).transitionProperty).to.equal("transform");
  });

  it("wraps content without a link in a link to href", async () => {
    const el = await cta(
      html`<x-cta href="#pricing" bg-color="rebeccapurple"
        ><h3>See our plans</h3>
        <p>From €9 a month.</p></x-cta
      >`,
    );
    const card = cardOf(el) as HTMLAnchorElement;
    expect(card.localName).to.equal("a");
    expect(card.getAttribute("href")).to.equal("#pricing");
    expect(card.querySelector<HTMLSlotElement>("slot:not([name])")!.assignedNodes().length).to.be.greaterThan(0);
    expect(background(el)).to.equal("rgb(102, 51, 153)");
    await expect(el).to.be.accessible();
  });

  it("refuses an href that is no web address (javascript:, data:), with one warning, and renders no link", async () => {
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
    ]) {
      const log = captureConsole();
      try {
        const el = await cta(html`<x-cta href=${bad}><h3>See our plans</h3></x-cta>`);
        expect(el.href, bad).to.equal("");
        expect(cardOf(el).localName, bad).to.equal("div");
        expect(el.shadowRoot!.querySelector("a"), bad).to.equal(null);
        expect(log.warnings, bad).to.have.length(1);
        expect(log.warnings[0]).to.match(/^\[x-cta\] attribute "href": .* is not an http, https, mailto, tel or relative URL/);
      } finally {
        log.restore();
      }
    }
  });

  it("accepts http, https, mailto, tel and relative addresses as href", async () => {
    for (const good of [
      "https://example.com/plans",
      "http://example.com",
      "mailto:sales@example.com",
      "tel:+441234567",
      "/plans",
      "plans?x=1",
      "#plans",
    ]) {
      const el = await cta(html`<x-cta href=${good}><h3>See our plans</h3></x-cta>`);
      expect((cardOf(el) as HTMLAnchorElement).getAttribute("href"), good).to.equal(good);
    }
  });

  it("uses the content's link over href, with a warning", async () => {
    const log = captureConsole();
    try {
      const el = await cta(
        html`<x-cta href="#pricing"
          ><p><a href="#plans">Plans</a></p></x-cta
        >`,
      );
      expect(cardOf(el).localName).to.equal("div");
      expect(log.warnings).to.have.length(1);
      expect(log.warnings[0]).to.match(/^\[x-cta\] attribute "href": .*#plans/);
    } finally {
      log.restore();
    }
  });

  it("warns once of a colour that is not one, naming the attribute, and uses the default", async () => {
    const log = captureConsole();
    try {
      const el = await cta(
        html`<x-cta bg-color="blu" bg-color-hover="#134e4a"
          ><p><a href="#a">A</a></p></x-cta
        >`,
      );
      expect(el.bgColor).to.equal("");
      expect(background(el), "the default").to.equal("rgb(29, 78, 216)");
      expect(log.warnings).to.have.length(1);
      expect(log.warnings[0]).to.match(/^\[x-cta\] .*"bg-color".*"blu".*not a CSS colour/);
      el.setAttribute("bg-color-hover", "12px");
      await el.updateComplete;
      expect(el.bgColorHover).to.equal("");
      expect(log.warnings).to.have.length(2);
      expect(log.warnings[1]).to.match(/^\[x-cta\] .*"bg-color-hover"/);
    } finally {
      log.restore();
    }
  });

  it("follows a change of its content: a link added later becomes the card's", async () => {
    const el = await cta(html`<x-cta href="#x"><p>Text only</p></x-cta>`);
    expect(cardOf(el).localName).to.equal("a");
    const log = captureConsole();
    try {
      el.insertAdjacentHTML("beforeend", '<p><a href="#later">Later</a></p>');
      await waitUntil(() => cardOf(el).localName === "div", "the content's link used");
      expect(el.querySelector("a")!.hasAttribute("data-x-cta-link")).to.equal(true);
    } finally {
      log.restore();
    }
  });
});
