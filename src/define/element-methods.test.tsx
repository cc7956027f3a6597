import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { useRef, useState } from "react";
import { captureUncaught } from "../testing/console";
import { attr, declare, defineElement, method, property, writableProperty, type ElementOf, type ElementProps } from "./index";
import { useElementMethods } from "./use-element-methods";

/* A probe with declared methods and properties: a counter whose view serves them. */
const declaration = declare({
  tag: "x-methods-probe",
  summary: "A test element.",
  attributes: { start: attr.number(0, { description: "" }) },
  events: {},
  methods: {
    add: method<(n?: number) => number>({ description: "", returns: "number" }),
    reset: method<() => void>({ description: "" }),
  },
  properties: {
    count: property<number>({ type: "number", default: -1, description: "" }),
    step: writableProperty<number>({ type: "number", default: 1, description: "" }),
  },
  slots: {},
  parts: {},
  cssProperties: {},
  examples: [{ title: "test", html: "" }],
});

let served = true;

function Counter({ host, start }: ElementProps<typeof declaration>) {
  const [count, setCount] = useState(start);
  const total = useRef(start);
  const [step, setStep] = useState(1);
  const change = (next: number) => {
    total.current = next;
    setCount(next);
    return next;
  };
  useElementMethods<typeof declaration>(
    host,
    served
      ? {
          add: (n = step) => change(total.current + n),
          reset: () => void change(0),
          count,
          get step() {
            return step;
          },
          set step(value: number) {
            setStep(value);
          },
        }
      : null,
  );
  return <output part="count">{count}</output>;
}

type Probe = ElementOf<typeof declaration>;
const shown = (el: Probe) => el.shadowRoot!.querySelector("output")?.textContent;
const tick = () => new Promise((resolve) => setTimeout(resolve));

// On the page before the definition: no methods yet (an element not upgraded is a plain HTMLElement).
const beforeDefinition = document.createElement("x-methods-probe") as Probe;
document.body.append(beforeDefinition);
const hadMethodBeforeDefinition = "add" in beforeDefinition;
defineElement(declaration, { component: Counter, styles: "" });
beforeDefinition.remove();

describe("declared methods and properties", () => {
  afterEach(() => {
    served = true;
  });

  it("are on the prototype from the definition on, before any render, and not on the instance", () => {
    expect(hadMethodBeforeDefinition).to.equal(false);
    const prototype = customElements.get("x-methods-probe")!.prototype as object;
    for (const name of ["add", "reset", "count", "step"]) expect(Object.hasOwn(prototype, name), name).to.equal(true);
    const el = document.createElement("x-methods-probe") as Probe;
    expect(typeof el.add).to.equal("function");
    expect(Object.hasOwn(el, "add")).to.equal(false);
    // Upgraded where it stood: the element made before the definition has them too.
    expect(typeof beforeDefinition.add).to.equal("function");
  });

  it("a property reads its declared default before the first render", () => {
    const el = document.createElement("x-methods-probe") as Probe;
    expect(el.count).to.equal(-1);
    expect(el.step).to.equal(1);
  });

  it("a call before the first render returns a promise that resolves with the result once the view has rendered", async () => {
    const uncaught = captureUncaught();
    try {
      const el = document.createElement("x-methods-probe") as Probe;
      el.setAttribute("start", "5");
      const first = el.add(2);
      const second = el.add(3);
      expect(first).to.be.instanceOf(Promise);
      document.body.append(el);
      // In the order they were made, each with the view's answer.
      expect(await first).to.equal(7);
      expect(await second).to.equal(10);
      await waitUntil(() => shown(el) === "10", "the view shows the calls' result");
      expect(el.count).to.equal(10);
      el.remove();
      expect(uncaught.uncaught).to.deep.equal([]);
    } finally {
      uncaught.restore();
    }
  });

  it("once rendered, a method answers at once and a property reads the latest render's value", async () => {
    const el = await fixture<Probe>(html`<x-methods-probe start="1"></x-methods-probe>`);
    await el.updateComplete;
    expect(el.add(4)).to.equal(5);
    await waitUntil(() => shown(el) === "5", "rendered");
    expect(el.count).to.equal(5);
    expect(el.reset()).to.equal(undefined);
    await waitUntil(() => el.count === 0, "reset");
  });

  it("a writable property set before the first render reads back meanwhile and reaches the view when it renders", async () => {
    const el = document.createElement("x-methods-probe") as Probe;
    el.step = 10;
    expect(el.step).to.equal(10);
    document.body.append(el);
    await el.updateComplete;
    await el.updateComplete;
    expect(el.step).to.equal(10);
    expect(el.add()).to.equal(10);
    el.remove();
  });

  it("after removal a call waits for the element's return, and a property reads its default meanwhile", async () => {
    const el = await fixture<Probe>(html`<x-methods-probe start="2"></x-methods-probe>`);
    await el.updateComplete;
    const parent = el.parentElement!;
    el.remove();
    await tick(); // the view unmounts a microtask after a removal that stays
    expect(el.count).to.equal(-1);
    let settled = false;
    const call = Promise.resolve(el.add(1)).then((value) => {
      settled = true;
      return value;
    });
    await tick();
    expect(settled, "settled while off the page").to.equal(false);
    parent.append(el);
    // A fresh mount starts from the attribute again.
    expect(await call).to.equal(3);
    await waitUntil(() => shown(el) === "3", "rendered");
  });

  it("a move (removed and put back in one task) keeps the view, and calls answer at once", async () => {
    const el = await fixture<Probe>(html`<x-methods-probe start="1"></x-methods-probe>`);
    await el.updateComplete;
    const other = document.createElement("div");
    document.body.append(other);
    other.append(el);
    expect(el.add(1)).to.equal(2);
    other.remove();
  });

  it("a view that serves no handle yet: calls wait until it does", async () => {
    served = false;
    const el = await fixture<Probe>(html`<x-methods-probe start="1"></x-methods-probe>`);
    await el.updateComplete;
    const call = el.add(1);
    expect(call).to.be.instanceOf(Promise);
    expect(el.count).to.equal(-1);
    served = true;
    el.setAttribute("start", "2"); // a render, whose handle is served
    expect(await call).to.equal(2);
  });
});

/* Types, checked by `npm run typecheck` (never run: the read-only write would throw, as for any getter-only property). */
export function typeChecks(el: Probe): void {
  const count: number = el.count;
  const result: number | Promise<number> = el.add();
  void result;
  // @ts-expect-error a read-only property
  el.count = count;
  // @ts-expect-error add takes a number
  void el.add("2");
  el.step = 2;
  // @ts-expect-error not declared
  void el.subtract;
  const reset: void = el.reset();
  void reset;
  // @ts-expect-error the handle lacks reset and the properties
  const handle: Parameters<typeof useElementMethods<typeof declaration>>[1] = { add: () => 1 };
  void handle;
}
