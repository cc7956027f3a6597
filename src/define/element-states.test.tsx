import { expect, fixture, html } from "@open-wc/testing";
import type { ElementDeclaration, ElementProps } from "./declaration";
import { elementRole, elementStates, hasElementState, setElementRole, setElementState } from "./element-states";
import { useElementState } from "./use-element-state";
import { defineTest } from "../testing/define-test";

/*
 * Runtime states are custom states (ElementInternals.states): `:state(name)` matches them in CSS, and they never
 * reach the markup, so the element's outerHTML after a change is the markup the page wrote.
 */

const attributes = {};
const events = {};
type Props = ElementProps<ElementDeclaration<typeof attributes, typeof events>>;

/** What the probe shows: set by the test, read by the view at each render. */
const shown = { phase: "closed", open: false };

function StatesProbe({ host }: Props) {
  useElementState(host, "open", shown.open);
  useElementState(host, shown.phase, shown.phase !== "closed");
  return <slot />;
}

defineTest({
  tag: "x-states-probe",
  component: StatesProbe,
  attributes,
  events,
  styles: ":host(:state(open)) { outline: 3px solid rgb(0, 128, 0); }",
});

type Probe = HTMLElement & { updateComplete: Promise<void> };

/** The states the view set: the bridge's own, rendered, is left out (rendered-state.test.tsx). */
const viewStates = (el: Element) => elementStates(el).filter((state) => state !== "rendered");

/** Renders the probe again with new values (the bridge renders on a connect: a move through the same parent). */
async function render(el: Probe, values: typeof shown): Promise<void> {
  Object.assign(shown, values);
  el.parentNode!.insertBefore(el, el.nextSibling);
  await el.updateComplete;
}

describe("custom states", () => {
  afterEach(() => Object.assign(shown, { phase: "closed", open: false }));

  it("sets a state while it holds and clears it when it no longer does; :state() matches in the page's and the element's CSS", async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <style>
          x-states-probe:state(open) {
            color: rgb(255, 0, 0);
          }</style
        ><x-states-probe>Text</x-states-probe>
      </div>`,
    );
    const el = wrapper.querySelector<Probe>("x-states-probe")!;
    await el.updateComplete;
    expect(viewStates(el)).to.deep.equal([]);
    await render(el, { phase: "opening", open: true });
    expect(viewStates(el).sort()).to.deep.equal(["open", "opening"]);
    expect(el.matches(":state(open):state(opening)")).to.equal(true);
    expect(getComputedStyle(el).color, "the page's CSS").to.equal("rgb(255, 0, 0)");
    expect(getComputedStyle(el).outlineColor, "the element's own :host(:state(open))").to.equal("rgb(0, 128, 0)");
    await render(el, { phase: "open", open: true });
    expect(viewStates(el), "a state with several values: the former value goes").to.deep.equal(["open"]);
    await render(el, { phase: "closing", open: false });
    expect(viewStates(el)).to.deep.equal(["closing"]);
    expect(el.matches(":state(open)")).to.equal(false);
    expect(getComputedStyle(el).color).to.not.equal("rgb(255, 0, 0)");
  });

  it("never writes an attribute: the outerHTML after every change is the markup the page wrote", async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><x-states-probe class="menu">Text</x-states-probe></div>`);
    const el = wrapper.querySelector<Probe>("x-states-probe")!;
    await el.updateComplete;
    const markup = el.outerHTML;
    await render(el, { phase: "opening", open: true });
    expect(el.outerHTML).to.equal(markup);
    expect(markup).to.equal('<x-states-probe class="menu">Text</x-states-probe>');
  });

  it("clears the states when the element is removed (its view unmounts)", async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><x-states-probe>Text</x-states-probe></div>`);
    const el = wrapper.querySelector<Probe>("x-states-probe")!;
    await render(el, { phase: "opening", open: true });
    el.remove();
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(elementStates(el)).to.deep.equal([]);
  });

  it("setElementState, hasElementState and the role work on an x-element, and do nothing on another element", async () => {
    const el = await fixture<Probe>(html`<x-states-probe>Text</x-states-probe>`);
    setElementState(el, "ready", true);
    expect([hasElementState(el, "ready"), el.matches(":state(ready)")]).to.deep.equal([true, true]);
    setElementState(el, "ready", false);
    expect(hasElementState(el, "ready")).to.equal(false);
    setElementRole(el, "tooltip");
    expect([elementRole(el), el.hasAttribute("role")]).to.deep.equal(["tooltip", false]);
    setElementRole(el, null);
    expect(elementRole(el)).to.equal(null);

    const plain = document.createElement("div");
    setElementState(plain, "ready", true);
    setElementRole(plain, "tooltip");
    expect([hasElementState(plain, "ready"), elementStates(plain), elementRole(plain), plain.outerHTML]).to.deep.equal([
      false,
      [],
      null,
      "<div></div>",
    ]);
  });
});
