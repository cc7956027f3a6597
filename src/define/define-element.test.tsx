import { expect, fixture, html } from "@open-wc/testing";
import { useEffect, useState } from "react";
import * as z from "zod/mini";
import { captureConsole, captureUncaught } from "../testing/console";
import { nextFrame } from "../testing/scroll";
import { slowComponent } from "../testing/slow-component";
import { defineTest } from "../testing/define-test";
import type { ElementDeclaration } from "./declaration";
import { attr, event, type ElementProps } from "./index";
import { listeningPortalCount, mountedEntryCount } from "./shared-root";

/* A probe element that exercises every part of the bridge. */
const probeAttributes = {
  open: attr.boolean(false, { description: "" }),
  wide: attr.boolean(true, { description: "" }),
  size: attr.number(3, { min: 1, max: 9, description: "" }),
  mode: attr.enum(["a", "b"], "a", { description: "" }),
  config: attr.json(z.object({ n: z.number() }), { n: 0 }, { type: "{ n: number }", description: "" }),
  postTitle: attr.string("untitled", { description: "" }),
  due: attr.date({ description: "" }),
};
const probeEvents = { "x-probe": event<{ clicks: number }>("") };
type ProbeProps = ElementProps<ElementDeclaration<typeof probeAttributes, typeof probeEvents>>;

let probeRenders = 0;
let probeCleanups = 0;

function Probe({ open, wide, size, mode, config, postTitle, emit }: ProbeProps) {
  const [clicks, setClicks] = useState(0);
  probeRenders++;
  useEffect(() => () => void probeCleanups++, []);
  return (
    <button
      part="button"
      onClick={() => {
        setClicks(clicks + 1);
        emit("x-probe", { clicks: clicks + 1 });
      }}
    >
      {JSON.stringify({ open, wide, size, mode, n: config.n, postTitle, clicks })}
    </button>
  );
}

const declaration = {
  tag: "x-probe" as const,
  component: Probe,
  attributes: probeAttributes,
  events: probeEvents,
  styles: ":host { display: block; color: rgb(1, 2, 3); }",
};

// A property set before the definition must survive the upgrade.
const early = document.createElement("x-probe") as HTMLElement & { size?: number };
early.size = 7;
// The same over an attribute the element already had: the property is the newer value.
const earlyOverAttribute = document.createElement("x-probe") as HTMLElement & { size?: number };
earlyOverAttribute.setAttribute("size", "3");
earlyOverAttribute.size = 9;
// An invalid one over an attribute: parsed when the upgrade's constructor moves it, and not again after.
const earlyInvalid = document.createElement("x-probe") as HTMLElement & { size?: number };
earlyInvalid.setAttribute("size", "4");
earlyInvalid.size = 50;

const ProbeElement = defineTest(declaration);
type ProbeElementType = InstanceType<typeof ProbeElement>;

function state(el: Element): Record<string, unknown> {
  return JSON.parse(el.shadowRoot!.querySelector("button")!.textContent!);
}

async function probe(template: ReturnType<typeof html>): Promise<ProbeElementType> {
  const el = await fixture<ProbeElementType>(template);
  await el.updateComplete;
  return el;
}

describe("bridge: defineElement", () => {
  let log: ReturnType<typeof captureConsole>;
  beforeEach(() => (log = captureConsole()));
  afterEach(() => log.restore());

  it("1. reads booleans like HTML: bare, empty and 'true' are true, 'false' is false, absent is the default", async () => {
    for (const [markup, expected] of [
      [html`<x-probe open></x-probe>`, true],
      [html`<x-probe open=""></x-probe>`, true],
      [html`<x-probe open="true"></x-probe>`, true],
      [html`<x-probe open="false"></x-probe>`, false],
      [html`<x-probe></x-probe>`, false],
    ] as const) {
      expect(state(await probe(markup)).open).to.equal(expected);
    }
    expect(state(await probe(html`<x-probe></x-probe>`)).wide).to.equal(true);
    expect(state(await probe(html`<x-probe wide="false"></x-probe>`)).wide).to.equal(false);
  });

  it("1. writes booleans back: false removes the attribute, or writes 'false' where the default is true", async () => {
    const el = await probe(html`<x-probe open></x-probe>`);
    el.open = false;
    expect(el.hasAttribute("open")).to.equal(false);
    el.wide = false;
    expect(el.getAttribute("wide")).to.equal("false");
    el.wide = true;
    el.open = true;
    await el.updateComplete;
    expect([el.getAttribute("open"), el.getAttribute("wide")]).to.deep.equal(["", ""]);
    expect(state(el)).to.include({ open: true, wide: true });
  });

  it("1. reads a string given to a boolean property as HTML would the attribute (React 19 and Vue set properties)", async () => {
    const el = await probe(html`<x-probe></x-probe>`);
    (el as unknown as { wide: string }).wide = "false";
    (el as unknown as { open: string }).open = "";
    await el.updateComplete;
    expect([el.getAttribute("wide"), el.getAttribute("open")]).to.deep.equal(["false", ""]);
    expect(state(el)).to.include({ wide: false, open: true });
  });

  it("2. returns a removed attribute to its default", async () => {
    const el = await probe(html`<x-probe size="8" mode="b" open post-title="Hello"></x-probe>`);
    expect(state(el)).to.include({ size: 8, mode: "b", open: true, postTitle: "Hello" });
    for (const name of ["size", "mode", "open", "post-title"]) el.removeAttribute(name);
    await el.updateComplete;
    expect(state(el)).to.include({ size: 3, mode: "a", open: false, postTitle: "untitled" });
  });

  it("3. warns once per invalid value, naming tag, attribute and value, and uses the default", async () => {
    const uncaught = captureUncaught();
    try {
      const el = await probe(html`<x-probe size="12" mode="c" config="{not json"></x-probe>`);
      expect(state(el)).to.include({ size: 3, mode: "a", n: 0 });
      expect(log.warnings).to.deep.equal([
        '[x-probe] attribute "size": "12" is not a number, at least 1, at most 9',
        '[x-probe] attribute "mode": "c" is not one of "a", "b"',
        '[x-probe] attribute "config": "{not json" is not valid JSON',
      ]);
      el.setAttribute("config", '{"n":"x"}');
      await el.updateComplete;
      expect(log.warnings[3]).to.match(/^\[x-probe\] attribute "config": "\{\\"n\\":\\"x\\"\}" does not match the expected shape at n/);
      expect(uncaught.uncaught).to.deep.equal([]);
    } finally {
      uncaught.restore();
    }
  });

  it("3. warns and uses the default for a property value that has no attribute form, instead of throwing", async () => {
    const uncaught = captureUncaught();
    try {
      const el = await probe(html`<x-probe></x-probe>`);
      const circular: Record<string, unknown> = { n: 1 };
      circular["self"] = circular;
      expect(() => (el.config = circular as { n: number })).not.to.throw();
      expect(() => (el.due = new Date("nope"))).not.to.throw();
      await el.updateComplete;
      expect([el.config, el.due]).to.deep.equal([{ n: 0 }, null]);
      expect(log.warnings).to.deep.equal([
        '[x-probe] attribute "config": "[object Object]" is not valid JSON',
        '[x-probe] attribute "due": "Invalid Date" is not an ISO 8601 date-time',
      ]);
      expect(uncaught.uncaught).to.deep.equal([]);
    } finally {
      uncaught.restore();
    }
  });

  it("3. reads the ISO 8601 date-times people write: with seconds or not, an offset with a colon or not", async () => {
    for (const due of ["2026-06-02T10:00:00Z", "2026-06-02T12:00+02:00", "2026-06-02T12:00:00+0200", "2026-06-02T12:00:00.000+02:00"]) {
      const el = await probe(html`<x-probe due=${due}></x-probe>`);
      expect(el.due?.toISOString(), due).to.equal("2026-06-02T10:00:00.000Z");
    }
    for (const due of ["2026-06-02", "2026-06-02T12:00", "2026-06-02T25:00Z", "tomorrow"]) {
      const el = await probe(html`<x-probe due=${due}></x-probe>`);
      expect(el.due, due).to.equal(null);
    }
    expect(log.warnings).to.have.length(4);
    expect(log.warnings[0]).to.equal('[x-probe] attribute "due": "2026-06-02" is not an ISO 8601 date-time');
  });

  it("3. takes structured config from a child <script type=application/json>", async () => {
    const el = await probe(
      html`<x-probe
        ><script type="application/json">
          { "n": 42 }
        </script></x-probe
      >`,
    );
    expect(state(el).n).to.equal(42);
    const named = await probe(
      html`<x-probe
        ><script type="application/json" data-attribute="config">
          { "n": 5 }
        </script></x-probe
      >`,
    );
    expect(state(named).n).to.equal(5);
  });

  it("4. fires CustomEvents that bubble and cross the shadow boundary with an object detail", async () => {
    const el = await probe(html`<x-probe></x-probe>`);
    const received: CustomEvent[] = [];
    document.body.addEventListener("x-probe", (e) => received.push(e as CustomEvent), { once: true });
    el.shadowRoot!.querySelector("button")!.click();
    expect(received).to.have.length(1);
    expect(received[0]).to.be.instanceOf(CustomEvent);
    expect([received[0]!.bubbles, received[0]!.composed]).to.deep.equal([true, true]);
    expect(received[0]!.detail).to.deep.equal({ clicks: 1 });
  });

  it("5. keeps React state when moved to another parent", async () => {
    const el = await probe(html`<x-probe></x-probe>`);
    el.shadowRoot!.querySelector("button")!.click();
    await el.updateComplete;
    const cleanups = probeCleanups;
    const other = document.createElement("section");
    document.body.append(other);
    other.append(el);
    await Promise.resolve();
    await el.updateComplete;
    expect(state(el).clicks).to.equal(1);
    expect(probeCleanups).to.equal(cleanups);
    other.remove();
  });

  it("5. releases its React tree, effects and entry when removed for good", async () => {
    const el = await probe(html`<x-probe></x-probe>`);
    const mounted = mountedEntryCount();
    const cleanups = probeCleanups;
    el.remove();
    await Promise.resolve();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(mountedEntryCount()).to.equal(mounted - 1);
    expect(probeCleanups).to.equal(cleanups + 1);
    expect(el.shadowRoot!.querySelector("button")).to.equal(null);
    // and it comes back when re-added
    document.body.append(el);
    await el.updateComplete;
    expect(state(el).clicks).to.equal(0);
    el.remove();
  });

  it("6. never destroys light DOM; shows it through a slot until the first render", async () => {
    const container = document.createElement("div");
    container.innerHTML = "<x-probe><p>Fallback text</p></x-probe>";
    const el = container.firstElementChild as ProbeElementType;
    const slot = el.shadowRoot!.querySelector("slot")!;
    document.body.append(container);
    // before the render commits, the fallback is what the visitor sees
    expect(slot.assignedElements().map((node) => node.textContent)).to.deep.equal(["Fallback text"]);
    await el.updateComplete;
    expect(el.innerHTML).to.equal("<p>Fallback text</p>");
    expect(el.shadowRoot!.querySelector("slot")).to.equal(null);
    container.remove();
  });

  it("6. shows named-slot children in the fallback too, in the order they come", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<x-probe><button slot="trigger">Open</button><p>Panel</p><span slot="note">Note</span></x-probe>';
    const el = container.firstElementChild as ProbeElementType;
    document.body.append(container);
    // before the render commits: every child is shown, where it was written
    const shown = [...el.children].map((child) => child.assignedSlot?.hasAttribute("data-x-fallback") ?? false);
    expect(shown).to.deep.equal([true, true, true]);
    expect([...el.shadowRoot!.querySelectorAll("slot")].map((slot) => slot.name)).to.deep.equal(["trigger", "", "note"]);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector("slot[data-x-fallback]")).to.equal(null);
    container.remove();
  });

  it("6. keeps its fallback slot when removed before its first render, for when it is put back", async () => {
    const container = document.createElement("div");
    container.innerHTML = "<x-probe><p>Fallback text</p></x-probe>";
    const el = container.firstElementChild as ProbeElementType;
    document.body.append(container);
    container.remove(); // before the first render commits
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(el.shadowRoot!.querySelector("slot[data-x-fallback]"), "the fallback slot is there").to.not.equal(null);
  });

  it("7. adopts the element's CSS as one constructable stylesheet shared by all instances", async () => {
    const a = await probe(html`<x-probe></x-probe>`);
    const b = await probe(html`<x-probe></x-probe>`);
    expect(a.shadowRoot!.adoptedStyleSheets).to.have.length(1);
    expect(a.shadowRoot!.adoptedStyleSheets[0]).to.equal(b.shadowRoot!.adoptedStyleSheets[0]);
    expect(getComputedStyle(a).color).to.equal("rgb(1, 2, 3)");
    expect(a.shadowRoot!.querySelector("style")).to.equal(null);
  });

  it("7. has its stylesheet again after a trip through another document", async () => {
    const el = await probe(html`<x-probe></x-probe>`);
    document.implementation.createHTMLDocument("elsewhere").body.append(el);
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.adoptedStyleSheets).to.have.length(1);
    expect(getComputedStyle(el).color).to.equal("rgb(1, 2, 3)");
    el.remove();
  });

  it("7. honours the hidden attribute, although its own CSS sets a display on :host", async () => {
    const el = await probe(html`<x-probe hidden></x-probe>`);
    expect(getComputedStyle(el).display).to.equal("none");
    el.hidden = false;
    expect(getComputedStyle(el).display).to.equal("block");
  });

  it("8. updateComplete resolves after pending renders are committed", async () => {
    const el = await probe(html`<x-probe></x-probe>`);
    el.size = 5;
    el.mode = "b";
    expect(state(el).size).to.equal(3); // React has not rendered yet
    await el.updateComplete;
    expect(state(el)).to.include({ size: 5, mode: "b" });
    const renders = probeRenders;
    await el.updateComplete; // nothing pending: resolves without a render
    expect(probeRenders).to.equal(renders);
  });

  it("renders every change made in one frame, over several tasks and elements, in one commit", async () => {
    const [a, b] = await Promise.all([probe(html`<x-probe></x-probe>`), probe(html`<x-probe></x-probe>`)]);
    const nextTask = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    const renders = probeRenders;
    // The frame comes when the test says so: a busy machine could otherwise fit one between the tasks.
    const frames: FrameRequestCallback[] = [];
    const requestAnimationFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    try {
      a.size = 5;
      await nextTask();
      b.mode = "b";
      await nextTask();
      a.size = 6;
      await nextTask();
    } finally {
      window.requestAnimationFrame = requestAnimationFrame;
    }
    expect(probeRenders).to.equal(renders); // nothing rendered between the tasks
    for (const frame of frames) frame(performance.now());
    await Promise.all([a.updateComplete, b.updateComplete]);
    expect(probeRenders - renders).to.equal(2); // one render each, not one per change
    expect(state(a).size).to.equal(6);
    expect(state(b).mode).to.equal("b");
  });

  it("still renders changes on a page that gets no frames (a hidden tab)", async () => {
    const el = await probe(html`<x-probe></x-probe>`);
    const requestAnimationFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0; // no frames, as in a background tab
    try {
      el.size = 8;
      await el.updateComplete;
    } finally {
      window.requestAnimationFrame = requestAnimationFrame;
    }
    expect(state(el).size).to.equal(8);
  });

  it("9. a second definition of the tag is a no-op", () => {
    expect(defineTest(declaration)).to.equal(ProbeElement);
    expect(customElements.get("x-probe")).to.equal(ProbeElement);
  });

  it("9. keeps a property set before the element was defined", async () => {
    document.body.append(early);
    await (early as ProbeElementType).updateComplete;
    expect(early.getAttribute("size")).to.equal("7");
    expect(state(early).size).to.equal(7);
    early.remove();
    document.body.append(earlyOverAttribute);
    await (earlyOverAttribute as ProbeElementType).updateComplete;
    expect(earlyOverAttribute.getAttribute("size")).to.equal("9");
    expect((earlyOverAttribute as ProbeElementType).size, "the parsed value agrees with the attribute").to.equal(9);
    expect(state(earlyOverAttribute).size).to.equal(9);
    earlyOverAttribute.remove();
    document.body.append(earlyInvalid);
    await (earlyInvalid as ProbeElementType).updateComplete;
    expect(state(earlyInvalid).size).to.equal(3);
    expect(log.warnings).to.deep.equal(['[x-probe] attribute "size": "50" is not a number, at least 1, at most 9']);
    earlyInvalid.remove();
  });

  it("10. uses a lowercase tag and kebab-case attributes for camelCase properties", async () => {
    const el = await probe(html`<x-probe></x-probe>`);
    el.postTitle = "Kebab";
    expect(el.getAttribute("post-title")).to.equal("Kebab");
    expect(ProbeElement.observedAttributes).to.deep.equal(["open", "wide", "size", "mode", "config", "post-title", "due"]);
    expect(() => defineTest({ ...declaration, tag: "x-Probe" as "x-probe" })).to.throw(/lowercase/);
  });

  it("reads a nonce attribute that the browser hides on a page with a Content-Security-Policy header", async () => {
    const Nonce = ({ nonce }: { nonce: string }) => <span part="nonce">{nonce}</span>;
    defineTest({ tag: "x-probe-nonce", component: Nonce, attributes: { nonce: attr.string("", { description: "" }) }, events: {}, styles: "" });
    const el = await fixture<HTMLElement & { nonce: string; updateComplete: Promise<void> }>(html`<x-probe-nonce nonce="abc123"></x-probe-nonce>`);
    await el.updateComplete;
    // The test pages are sent with such a header: the attribute reads empty once the element is in the page.
    expect(el.getAttribute("nonce")).to.equal("");
    expect(el.nonce).to.equal("abc123");
    expect(el.shadowRoot!.querySelector('[part="nonce"]')!.textContent).to.equal("abc123");
  });

  it("keeps other elements alive when one fails to render, showing its fallback", async () => {
    const Broken = () => {
      throw new Error("boom");
    };
    defineTest({ ...declaration, tag: "x-probe-broken", component: Broken });
    const [broken, healthy] = await Promise.all([probe(html`<x-probe-broken>Fallback</x-probe-broken>`), probe(html`<x-probe size="4"></x-probe>`)]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(broken.shadowRoot!.querySelector("slot")).to.not.equal(null);
    expect(log.errors.some((message) => message.startsWith("[x-probe-broken] failed to render"))).to.equal(true);
    expect(state(healthy).size).to.equal(4);
  });

  it("skips React's event listeners on the shadow root of an element declared without React events", async () => {
    const Display = () => <span part="text">shown</span>;
    defineTest({ ...declaration, tag: "x-probe-display", component: Display, reactEvents: false });
    const { added, result: display } = await countingListeners(() => probe(html`<x-probe-display></x-probe-display>`));
    expect(display.shadowRoot!.querySelector("[part=text]")!.textContent).to.equal("shown");
    expect(added.get(display.shadowRoot!) ?? 0).to.equal(0);
  });
});

/* Counts addEventListener calls per target while `run` runs. */
async function countingListeners<T>(run: () => Promise<T>): Promise<{ added: Map<EventTarget, number>; result: T }> {
  const added = new Map<EventTarget, number>();
  const addEventListener = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof addEventListener>) {
    added.set(this, (added.get(this) ?? 0) + 1);
    return addEventListener.apply(this, args);
  };
  try {
    return { added, result: await run() };
  } finally {
    EventTarget.prototype.addEventListener = addEventListener;
  }
}

describe("bridge: arriving elements", () => {
  // Microtasks only: a render scheduled by React for later (a task) cannot have run yet.
  const afterMicrotasks = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const rendered = (box: Element) => [...box.children].filter((el) => el.shadowRoot?.querySelector("[part=button]")).length;
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });

  it("a few of a type already rendered show their content before the browser can render a frame", async () => {
    await probe(html`<x-probe></x-probe>`);
    await nextFrame(); // earlier removals first
    const box = document.createElement("div");
    document.body.append(box);
    try {
      box.innerHTML = "<x-probe></x-probe>".repeat(3);
      await afterMicrotasks();
      expect(rendered(box)).to.equal(3);
    } finally {
      box.remove();
    }
  });

  it("of a type not rendered before wait for a render React schedules, and still arrive", async () => {
    defineTest({ ...declaration, tag: "x-probe-first" });
    const box = document.createElement("div");
    document.body.append(box);
    try {
      // Removals of earlier tests' elements first: a removal renders at once, and takes pending arrivals along.
      await nextFrame();
      box.innerHTML = "<x-probe-first></x-probe-first>";
      await afterMicrotasks();
      expect(rendered(box)).to.equal(0);
      await (box.firstElementChild as ProbeElementType).updateComplete;
      expect(rendered(box)).to.equal(1);
    } finally {
      box.remove();
    }
  });

  const { Slow: Counted, counter } = slowComponent("counted");
  const shown = (box: Element) => [...box.children].filter((el) => el.shadowRoot?.querySelector("[part=text]")).length;
  /** A box holding one element of a new type that has rendered once, removed again; renders counted from 0. */
  async function boxWithRenderedType(tag: `x-${string}`): Promise<HTMLElement> {
    defineTest({ ...declaration, tag, component: Counted, reactEvents: false });
    const box = document.createElement("div");
    document.body.append(box);
    box.innerHTML = `<${tag}></${tag}>`;
    await (box.firstElementChild as ProbeElementType).updateComplete;
    box.innerHTML = "";
    // That removal, and earlier tests' removals, first: a removal renders at once, and takes pending arrivals along.
    await nextFrame();
    await nextFrame();
    counter.renders = 0;
    return box;
  }

  it("are rendered in slices, with frames between them, when many arrive", async () => {
    const count = 200;
    const box = await boxWithRenderedType("x-probe-counted");
    const seenInFrames: number[] = [];
    try {
      box.innerHTML = "<x-probe-counted></x-probe-counted>".repeat(count);
      while (counter.renders < count) {
        seenInFrames.push(counter.renders);
        await nextFrame();
      }
      // Rendered in one task, no frame could come between: every frame would see none or all of them.
      expect(seenInFrames.some((seen) => seen > 0 && seen < count)).to.equal(true);
      const last = box.lastElementChild as ProbeElementType;
      await last.updateComplete;
      expect(last.shadowRoot!.querySelector("[part=text]")!.textContent).to.equal("counted");
    } finally {
      box.remove();
    }
  });

  it("that are few join a pending slice-by-slice render instead of finishing it in one go", async () => {
    const box = await boxWithRenderedType("x-probe-joined");
    try {
      box.innerHTML = "<x-probe-joined></x-probe-joined>".repeat(100); // 50 ms of rendering, in slices
      while (counter.renders === 0) await nextTask();
      expect(counter.renders).to.be.below(100); // under way, not done
      box.insertAdjacentHTML("beforeend", "<x-probe-joined></x-probe-joined>".repeat(2));
      await afterMicrotasks();
      expect(counter.renders).to.be.below(102);
      await (box.lastElementChild as ProbeElementType).updateComplete;
      expect(shown(box)).to.equal(102);
    } finally {
      box.remove();
    }
  });
  it("whose attributes change while they render in slices are not all rendered again", async () => {
    const count = 200;
    const box = await boxWithRenderedType("x-probe-changed");
    try {
      box.innerHTML = "<x-probe-changed></x-probe-changed>".repeat(count);
      while (counter.renders === 0) await nextTask();
      const first = box.firstElementChild as ProbeElementType; // read by the render under way
      first.setAttribute("size", "5");
      await first.updateComplete;
      await (box.lastElementChild as ProbeElementType).updateComplete;
      expect(first.size).to.equal(5);
      expect(shown(box)).to.equal(count);
      // Each element once, the changed one twice, and a few renders React redoes when it resumes a slice.
      expect(counter.renders).to.be.below(count * 1.5);
    } finally {
      box.remove();
    }
  });

  it("render at once no more than a few per task when they arrive one per microtask", async () => {
    const box = await boxWithRenderedType("x-probe-trickle");
    try {
      for (let i = 0; i < 30; i++) {
        box.insertAdjacentHTML("beforeend", "<x-probe-trickle></x-probe-trickle>");
        await Promise.resolve();
      }
      await afterMicrotasks();
      expect(counter.renders).to.be.within(1, 20);
      await (box.lastElementChild as ProbeElementType).updateComplete;
      expect(shown(box)).to.equal(30);
      // A later task renders at once again.
      await nextTask();
      box.insertAdjacentHTML("beforeend", "<x-probe-trickle></x-probe-trickle>");
      await afterMicrotasks();
      expect(shown(box)).to.equal(31);
    } finally {
      box.remove();
    }
  });

  it("inserted and removed in the same task never render", async () => {
    const box = await boxWithRenderedType("x-probe-passing");
    const mounted = mountedEntryCount();
    try {
      box.innerHTML = "<x-probe-passing></x-probe-passing>";
      box.innerHTML = "";
      await nextFrame();
      await nextFrame();
      expect(counter.renders).to.equal(0);
      expect(mountedEntryCount()).to.equal(mounted);
    } finally {
      box.remove();
    }
  });
});

describe("bridge: React's event listeners start with the element's first use", () => {
  const used: string[] = [];
  function Usable() {
    return (
      <button
        part="button"
        onClick={() => used.push("click")}
        onFocus={() => used.push("focus")}
        onKeyDown={() => used.push("keydown")}
        onMouseEnter={() => used.push("mouseenter")}
      >
        use me
      </button>
    );
  }
  defineTest({ ...declaration, tag: "x-probe-usable", component: Usable });
  const button = (el: Element) => el.shadowRoot!.querySelector("button")!;
  beforeEach(() => (used.length = 0));

  it("adds a dozen listeners to an untouched element instead of React's ~150, and React's once it is used", async () => {
    const { added, result: el } = await countingListeners(() => probe(html`<x-probe-usable></x-probe-usable>`));
    expect(added.get(el.shadowRoot!) ?? 0).to.be.within(1, 20);
    const afterUse = await countingListeners(async () => button(el).click());
    expect(afterUse.added.get(el.shadowRoot!) ?? 0).to.be.greaterThan(50);
    expect(used).to.deep.equal(["click"]);
  });

  it("handles the very first event of each kind of use: a click, focus, a key, the pointer arriving", async () => {
    button(await probe(html`<x-probe-usable></x-probe-usable>`)).click();
    button(await probe(html`<x-probe-usable></x-probe-usable>`)).focus();
    button(await probe(html`<x-probe-usable></x-probe-usable>`)).dispatchEvent(
      new KeyboardEvent("keydown", { key: "Enter", bubbles: true, composed: true }),
    );
    button(await probe(html`<x-probe-usable></x-probe-usable>`)).dispatchEvent(
      new MouseEvent("mouseover", { bubbles: true, composed: true, relatedTarget: document.body }),
    );
    expect(used).to.deep.equal(["click", "focus", "keydown", "mouseenter"]);
  });

  it("works when used before its first render, through its light-DOM fallback", async () => {
    const el = document.createElement("x-probe-usable");
    el.innerHTML = "<span>fallback</span>";
    document.body.append(el);
    try {
      el.querySelector("span")!.click(); // through the fallback slot: the first use, before React has rendered
      await (el as ProbeElementType).updateComplete;
      button(el).click();
      expect(used).to.deep.equal(["click"]);
    } finally {
      el.remove();
    }
  });

  it("works after removal and insertion again, before and after its first use, and releases the shadow root", async () => {
    const el = await probe(html`<x-probe-usable></x-probe-usable>`);
    const parent = el.parentElement!;
    const reinsert = async () => {
      el.remove();
      await new Promise((resolve) => setTimeout(resolve)); // a real removal: the element's render is released
      parent.append(el);
      await el.updateComplete;
    };
    await reinsert(); // never used: a new render, the first-use listeners still waiting
    button(el).click();
    expect(listeningPortalCount()).to.equal(1);
    await reinsert(); // used before: React still listens in the shadow root
    button(el).click();
    expect(used).to.deep.equal(["click", "click"]);
    expect(listeningPortalCount()).to.equal(0);
  });
});
