import { expect, html } from "@open-wc/testing";
import { emulateMedia } from "@web/test-runner-commands";
import "../../elements/x-skill-bar";
import { captureConsole } from "../testing/console";
import { belowTheFold as pageWith, nextFrame, scrollTopTo, until } from "../testing/scroll";

const belowTheFold = (template: ReturnType<typeof html>) => pageWith<SkillBar>(template, "x-skill-bar");
import { underEachMotionPreference } from "../testing/motion";
import { part } from "../testing/parts";
import { barScale, percentText } from "./skill-bar";

type SkillBar = HTMLElementTagNameMap["x-skill-bar"];

/** The bar's transform once its transition (if any) has run. */
function finishedTransform(el: SkillBar): string {
  for (const animation of part(el, "bar")!.getAnimations()) animation.finish();
  return getComputedStyle(part(el, "bar")!).transform;
}

describe("skill bar math", () => {
  it("writes the percentage with at most one decimal, and scales the bar to it", () => {
    expect(percentText(62.54)).to.equal("62.5%");
    expect(barScale(64)).to.equal(0.64);
  });
});

describe("x-skill-bar", () => {
  afterEach(() => scrollTo(0, 0));

  it("is a meter named by its label, with the value", async () => {
    const el = await belowTheFold(html`<x-skill-bar percent="90" label="HTML">HTML 90%</x-skill-bar>`);
    const meter = part(el, "meter")!;
    expect(meter.getAttribute("role")).to.equal("meter");
    expect(meter.getAttribute("aria-label")).to.equal("HTML");
    expect([meter.getAttribute("aria-valuenow"), meter.getAttribute("aria-valuemin"), meter.getAttribute("aria-valuemax")]).to.deep.equal([
      "90",
      "0",
      "100",
    ]);
    expect(part(el, "value")!.textContent).to.equal("90%");
    expect(part(el, "label")!.textContent).to.equal("HTML");
    expect(el.textContent, "the no-JS text stays").to.equal("HTML 90%");
    await expect(el).to.be.accessible();
  });

  it("takes its label from its text when it has no label attribute", async () => {
    const el = await belowTheFold(html`<x-skill-bar percent="75">Design</x-skill-bar>`);
    expect(part(el, "meter")!.getAttribute("aria-label")).to.equal("Design");
    const slot = part(el, "label")!.querySelector("slot")!;
    expect(slot.assignedNodes().map((node) => node.textContent)).to.deep.equal(["Design"]);
    await expect(el).to.be.accessible();
  });

  it("fills to percent over 750 ms once its top crosses 95% of the viewport", async () => {
    const el = await belowTheFold(html`<x-skill-bar percent="90" label="HTML">HTML 90%</x-skill-bar>`);
    await scrollTopTo(el, 97);
    expect(el.matches(":state(filled)")).to.equal(false);
    expect(getComputedStyle(part(el, "bar")!).transform).to.equal("matrix(0, 0, 0, 1, 0, 0)");
    await scrollTopTo(el, 93);
    await until(() => el.matches(":state(filled)"));
    await nextFrame();
    const [transition] = part(el, "bar")!.getAnimations();
    expect(transition?.effect?.getTiming().duration).to.equal(750);
    expect(finishedTransform(el)).to.equal("matrix(0.9, 0, 0, 1, 0, 0)");
  });

  it("fills upwards as a vertical stat bar", async () => {
    const el = await belowTheFold(
      html`<x-skill-bar orientation="vertical" percent="64" label="Returning visitors">Returning visitors 64%</x-skill-bar>`,
    );
    await scrollTopTo(el, 50);
    await until(() => el.matches(":state(filled)"));
    await nextFrame();
    expect(finishedTransform(el)).to.equal("matrix(1, 0, 0, 0.64, 0, 0)");
    const track = part(el, "track")!.getBoundingClientRect();
    expect(track.height).to.be.greaterThan(track.width);
    await expect(el).to.be.accessible();
  });

  it("clamps a percent outside 0-100 with one warning naming the attribute; a non-number warns and uses 0", async () => {
    const log = captureConsole();
    try {
      const el = await belowTheFold(html`<x-skill-bar percent="150" label="CSS">CSS</x-skill-bar>`);
      await nextFrame();
      expect(part(el, "meter")!.getAttribute("aria-valuenow")).to.equal("100");
      expect(log.warnings).to.deep.equal(['[x-skill-bar] attribute "percent": 150 is outside 0 to 100; 100 is used']);
      expect(el.percent, "the property gives the value in use").to.equal(100);
      el.setAttribute("percent", "-5");
      await el.updateComplete;
      await nextFrame();
      expect(part(el, "value")!.textContent).to.equal("0%");
      expect(log.warnings[1]).to.equal('[x-skill-bar] attribute "percent": -5 is outside 0 to 100; 0 is used');
      el.setAttribute("percent", "lots");
      await el.updateComplete;
      expect(log.warnings.slice(2)).to.deep.equal(['[x-skill-bar] attribute "percent": "lots" is not a number']);
      expect(part(el, "meter")!.getAttribute("aria-valuenow")).to.equal("0");
    } finally {
      log.restore();
    }
  });

  it("is full at once, without a transition, under prefers-reduced-motion: reduce", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    try {
      const el = await belowTheFold(html`<x-skill-bar percent="40" label="PHP">PHP 40%</x-skill-bar>`);
      expect(el.matches(":state(filled)")).to.equal(true);
      expect(getComputedStyle(part(el, "bar")!).transform).to.equal("matrix(0.4, 0, 0, 1, 0, 0)");
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
    }
    const el = await belowTheFold(html`<x-skill-bar percent="40" label="PHP">PHP 40%</x-skill-bar>`);
    await underEachMotionPreference((reduce) => expect(getComputedStyle(part(el, "bar")!).transitionDuration).to.equal(reduce ? "0s" : "0.75s"));
  });
});
