import { expect } from "@open-wc/testing";
import type { ElementDeclaration, ElementProps } from "./declaration";
import { defineTest } from "../testing/define-test";

/*
 * Every element shows :state(rendered) from its first render's commit on, and its fallback slots (the page's markup,
 * shown between the definition and that commit) go in the same commit: rules on `:not(:state(rendered))` hold the
 * fallback's box until the view replaces it, with no moment between where neither applies.
 */

const attributes = {};
const events = {};
type Props = ElementProps<ElementDeclaration<typeof attributes, typeof events>>;

function View(_: Props) {
  return (
    <p part="view">
      <slot />
    </p>
  );
}

defineTest({ tag: "x-rendered-probe", component: View, attributes, events, styles: "" });

type Probe = HTMLElement & { updateComplete: Promise<void> };

/** Where the element is: its state, and whether its light DOM is still shown through a fallback slot. */
function phase(el: Element) {
  const fallbackSlots = el.shadowRoot!.querySelectorAll("slot[data-x-fallback]").length;
  const view = el.shadowRoot!.querySelector('[part="view"]') !== null;
  return { rendered: el.matches(":state(rendered)"), fallbackSlots: fallbackSlots > 0, view };
}

/** Appends the element, and records its phase at each change of its shadow root, before any other task runs. */
function appendAndWatch(el: Element): Array<ReturnType<typeof phase>> {
  const seen: Array<ReturnType<typeof phase>> = [];
  document.body.append(el);
  new MutationObserver(() => seen.push(phase(el))).observe(el.shadowRoot!, { childList: true, subtree: true });
  return seen;
}

describe("bridge: :state(rendered)", () => {
  it("is absent between the definition and the first commit, while the fallback slots show the page's markup", () => {
    const el = document.createElement("x-rendered-probe");
    el.textContent = "Fallback";
    document.body.append(el);
    expect(customElements.get("x-rendered-probe")).to.not.equal(undefined);
    expect(phase(el)).to.deep.equal({ rendered: false, fallbackSlots: true, view: false });
    el.remove();
  });

  it("is set in the very commit that first shows the view, as the fallback slots go", async () => {
    const el = document.createElement("x-rendered-probe") as Probe;
    el.textContent = "Content";
    const seen = appendAndWatch(el);
    await el.updateComplete;
    // The first change seen is the commit (the observer's callback runs right after it, before any task).
    expect(seen[0]).to.deep.equal({ rendered: true, fallbackSlots: false, view: true });
    expect(seen.every((at) => at.rendered === at.view)).to.equal(true);
    el.remove();
  });

  it("goes when the element is removed (its fallback is back), and comes again with its next first render", async () => {
    const el = document.createElement("x-rendered-probe") as Probe;
    el.textContent = "Content";
    document.body.append(el);
    await el.updateComplete;
    el.remove();
    await new Promise((resolve) => setTimeout(resolve));
    expect(phase(el)).to.deep.equal({ rendered: false, fallbackSlots: true, view: false });
    const seen = appendAndWatch(el);
    await el.updateComplete;
    expect(seen[0]).to.deep.equal({ rendered: true, fallbackSlots: false, view: true });
    el.remove();
  });

  it("stays through a move: the view stays rendered", async () => {
    const el = document.createElement("x-rendered-probe") as Probe;
    document.body.append(el);
    await el.updateComplete;
    const other = document.createElement("div");
    document.body.append(other);
    other.append(el);
    await el.updateComplete;
    expect(phase(el)).to.deep.equal({ rendered: true, fallbackSlots: false, view: true });
    other.remove();
  });
});
