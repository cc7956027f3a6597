import "./network";
import { expect, waitUntil } from "@open-wc/testing";
import { captureConsole, captureUncaught } from "../console";
import { call, checkReads, checkResult, describeAct, perform } from "./acts";
import { contractTags, entryTags, type Attribute, type CallLike, type ContractTag, type DeclarationLike, type ExampleLike } from "./declarations";
import {
  attach,
  build,
  cleanup,
  fallbackNodes,
  hiddenFallback,
  mount,
  nextFrame,
  nextTask,
  property,
  renderedNodes,
  settle,
  trackGlobalListeners,
} from "./dom";
import { expectContractEvent, listen } from "./events";
import { foreignResources } from "./network";
import { findProbes, readProbes, REQUIRED_PROBE } from "./probes";
import { attributesOf, statesAsAttributes, undeclaredStates } from "./states";
import { badValue, validCandidate } from "./values";

/*
 * The element contract (ARCHITECTURE.md, "The element contract"), checked for every declared tag from its
 * declaration's examples. Nothing here names a tag: an element is checked by being declared.
 *
 * Order matters: the state without JavaScript is checked for every tag first, while no entry point is loaded;
 * then each tag's entry is loaded and the defined element is checked.
 */

type Log = ReturnType<typeof captureConsole>;

/** A test that records the console (quietly) and fails on any uncaught error or unhandled rejection. */
function check(title: string, body: (log: Log) => Promise<void> | void): void {
  it(title, async () => {
    const log = captureConsole();
    const uncaught = captureUncaught();
    try {
      await body(log);
      await nextTask();
      expect(uncaught.uncaught.map(String), "uncaught errors").to.deep.equal([]);
    } finally {
      uncaught.restore();
      log.restore();
    }
  });
}

const show = (value: unknown): string => (value instanceof Date ? value.toISOString() : (JSON.stringify(value) ?? String(value)));
const quote = (example: ExampleLike) => `«${example.title}»`;

/** The examples' method calls, each with its example, in declaration order. */
const callsOf = (declaration: DeclarationLike) =>
  declaration.examples.flatMap((example) => (example.acts ?? []).flatMap((act) => ("call" in act ? [{ example, act }] : [])));

/** The example the attribute checks start from: the first. */
const baseExample = (tag: ContractTag) => tag.declaration.examples[0]!;

/** Whether the element is a formatted box, for the `hidden` checks. */
const display = (el: Element) => getComputedStyle(el).display;

afterEach(cleanup);

describe("contract: declarations", () => {
  it("every declaration has an entry point elements/<tag>.ts, and every entry point a declaration", () => {
    expect(contractTags.length, "declarations found").to.be.greaterThan(0);
    expect(entryTags, "entry points by name").to.deep.equal(contractTags.map((t) => t.tag).sort());
  });

  for (const contractTag of contractTags) {
    const { tag, declaration, declarationPath } = contractTag;
    it(`${tag}: is declared in ${declarationPath} with a valid tag`, () => {
      expect(tag).to.match(/^x-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(declarationPath.endsWith(`/${tag.slice(2)}.element.ts`), `file name of ${declarationPath}`).to.equal(true);
    });

    it(`${tag}: has examples, each with a <${tag}>`, () => {
      expect(declaration.examples.length).to.be.greaterThan(0);
      for (const example of declaration.examples) {
        expect(example.title.trim(), "title").to.not.equal("");
        const template = document.createElement("template");
        template.innerHTML = example.html;
        expect(template.content.querySelector(tag), `${quote(example)} has a <${tag}>`).to.not.equal(null);
        const fired = [...(example.fires ?? []), ...(example.acts ?? []).flatMap((act) => act.fires)];
        for (const name of fired) expect(declaration.events, `${quote(example)} fires a declared event`).to.have.property(name);
      }
    });

    it(`${tag}: calls each declared method in an example's acts, and only declared ones`, () => {
      const called = new Set(callsOf(declaration).map(({ act }) => act.call));
      expect([...called].sort(), "methods the examples call").to.deep.equal(Object.keys(declaration.methods ?? {}).sort());
      const properties = new Set([...Object.keys(declaration.properties ?? {}), ...contractTag.attributes.map((a) => a.property)]);
      const reads = callsOf(declaration).flatMap(({ act }: { act: CallLike }) => Object.keys(act.reads ?? {}));
      expect(
        reads.filter((name) => !properties.has(name)),
        "reads of undeclared properties",
      ).to.deep.equal([]);
      const statesChecked = declaration.examples.flatMap((example) => (example.acts ?? []).flatMap((act) => Object.keys(act.states ?? {})));
      expect(
        statesChecked.filter((name) => !Object.hasOwn(declaration.states ?? {}, name)),
        "acts' states the declaration does not list",
      ).to.deep.equal([]);
    });

    it(`${tag}: describes every attribute and event`, () => {
      const undescribed = [
        ...Object.entries(declaration.attributes)
          .filter(([, spec]) => !spec.description?.trim())
          .map(([name]) => `attribute ${name}`),
        ...Object.entries(declaration.events)
          .filter(([, spec]) => !spec.description?.trim())
          .map(([name]) => `event ${name}`),
        ...Object.entries({ ...declaration.methods, ...declaration.properties })
          .filter(([, spec]) => !spec.description?.trim())
          .map(([name]) => `method or property ${name}`),
      ];
      expect(undescribed, "without a description").to.deep.equal([]);
    });
  }
});

describe("contract: without JavaScript (before definition)", () => {
  for (const { tag, declaration } of contractTags) {
    for (const example of declaration.examples) {
      check(`${tag} ${quote(example)}: shows its light-DOM fallback`, async () => {
        expect(customElements.get(tag), `${tag} is not defined yet`).to.equal(undefined);
        const { box, el } = build(example.html, tag);
        attach(box);
        await nextFrame();
        expect(fallbackNodes(el), "the example has fallback content").to.not.be.empty;
        expect(hiddenFallback(el), "fallback not shown").to.equal("");
      });

      check(`${tag} ${quote(example)}: honours hidden`, async () => {
        expect(customElements.get(tag), `${tag} is not defined yet`).to.equal(undefined);
        const { box, el } = build(example.html, tag, (target) => target.setAttribute("hidden", ""));
        attach(box);
        expect(display(el)).to.equal("none");
      });
    }
  }
});

for (const contractTag of contractTags) {
  const { tag, declaration, attributes, loadEntry } = contractTag;
  const eventNames = Object.keys(declaration.events);

  describe(`contract: ${tag}`, () => {
    before(async function () {
      if (!loadEntry) this.skip(); // reported by "every declaration has an entry point"
      await loadEntry!();
      await customElements.whenDefined(tag);
    });

    it("its entry point defines the tag with this declaration", () => {
      const defined = customElements.get(tag) as (CustomElementConstructor & { declaration?: unknown }) | undefined;
      expect(defined, "defined").to.not.equal(undefined);
      expect(defined!.declaration === declaration, "the class carries the declaration").to.equal(true);
    });

    for (const example of declaration.examples) {
      check(`${quote(example)}: renders, keeping the author's light DOM`, async () => {
        const { box, el } = build(example.html, tag);
        const authored = [...el.childNodes];
        const text = el.textContent;
        attach(box);
        await settle(el);
        expect(renderedNodes(el), "rendered nodes").to.not.be.empty;
        // What it adds to its light DOM (a generated form, a status region) must be slotted, or nobody sees or hears it.
        const unslotted = renderedNodes(el).filter((node) => node.parentNode === el && !node.assignedSlot);
        expect(
          unslotted.map((node) => node.outerHTML.slice(0, 120)),
          "nodes added to the light DOM but assigned to no slot",
        ).to.deep.equal([]);
        expect(
          authored.filter((node) => !el.contains(node)).map((node) => node.textContent),
          "author's nodes removed",
        ).to.deep.equal([]);
        expect(el.textContent!.includes(text!.trim()) || el.textContent === text, "author's text kept").to.equal(true);
      });

      check(`${quote(example)}: honours hidden after upgrade`, async () => {
        const el = await mount(example.html, tag, (target) => target.setAttribute("hidden", ""));
        expect(display(el), "hidden from the markup").to.equal("none");
        el.hidden = false;
        await settle(el);
        expect(display(el), "shown once hidden is removed").to.not.equal("none");
        el.hidden = true;
        expect(display(el), "hidden again").to.equal("none");
      });

      check(`${quote(example)}: keeps its rendered state across a move`, async () => {
        const probes = await findProbes();
        const el = await mount(example.html, tag);
        const rendered = renderedNodes(el).map((node) => ({ node, parent: node.parentNode }));
        expect(rendered, "rendered nodes").to.not.be.empty;
        const before = readProbes(probes);
        const elsewhere = document.createElement("section");
        document.body.append(elsewhere);
        try {
          elsewhere.append(el); // a disconnect and a connect in one task
          await Promise.resolve();
          await settle(el);
          const lost = rendered.filter(({ node, parent }) => node.parentNode !== parent);
          expect(
            lost.map(({ node }) => node.localName),
            "rendered nodes replaced (a remount)",
          ).to.deep.equal([]);
          // Only the entry count: a move may start React's listening in the shadow root (a restarted CSS animation's
          // animationstart is a "first use" to the bridge), which is no remount.
          expect(readProbes(probes)[REQUIRED_PROBE], "mounted entries (a remount adds one)").to.equal(before[REQUIRED_PROBE]);
        } finally {
          elsewhere.remove();
        }
      });

      check(`${quote(example)}: leaves nothing behind when removed`, async () => {
        const probes = await findProbes();
        expect([...probes.keys()], `the bridge exports ${REQUIRED_PROBE}`).to.include(REQUIRED_PROBE);
        // Once first: what a tag sets up for its first instance only (React's document listener) is not a leak.
        const warm = await mount(example.html, tag);
        warm.parentElement!.remove();
        await Promise.resolve();
        await settle(warm);
        const baseline = readProbes(probes);
        const listeners = trackGlobalListeners();
        try {
          const { box, el } = build(example.html, tag);
          attach(box);
          await settle(el);
          expect(readProbes(probes)[REQUIRED_PROBE], "mounted while on the page").to.not.equal(baseline[REQUIRED_PROBE]);
          const rendered = renderedNodes(el);
          box.remove();
          await Promise.resolve();
          await settle(el);
          expect(readProbes(probes), "bridge and shared counters after removal").to.deep.equal(baseline);
          expect(listeners.active(), "window and document listeners left").to.deep.equal([]);
          const left = rendered.filter((node) => el.shadowRoot!.contains(node) || el.contains(node));
          expect(
            left.map((node) => node.outerHTML.slice(0, 120)),
            "rendered nodes left in the element",
          ).to.deep.equal([]);
        } finally {
          listeners.stop();
        }
      });

      check(`${quote(example)}: is accessible (axe)`, async () => {
        const el = await mount(example.html, tag);
        await expect(el).to.be.accessible();
      });

      check(`${quote(example)}: shows its runtime states as declared custom states, none as an attribute`, async () => {
        const el = await mount(example.html, tag);
        expect(undeclaredStates(contractTag, el), "custom states its declaration does not list").to.deep.equal([]);
        expect(statesAsAttributes(contractTag, el), "states written as attributes").to.deep.equal([]);
      });

      for (const name of example.fires ?? []) {
        check(`${quote(example)}: fires ${name}, bubbling and composed, with a plain object as detail`, async () => {
          const { box, el } = build(example.html, tag);
          const heard = listen(el, [name]);
          try {
            attach(box);
            await settle(el);
            await waitUntil(() => heard.onElement.length > 0, `${name} fired on the element`, { timeout: 3000 });
            expectContractEvent(heard.onElement[0]!, heard);
          } finally {
            heard.stop();
          }
        });
      }

      const acts = example.acts ?? [];
      if (acts.length) {
        const steps = acts.map((act) => `${describeAct(act)} fires ${act.fires.join(" and ") || "nothing"}`).join(", then ");
        check(`${quote(example)}: ${steps}, each once, bubbling and composed, with a plain object as detail`, async () => {
          const { box, el } = build(example.html, tag);
          const heard = listen(el, eventNames);
          try {
            attach(box);
            await settle(el);
            // What the example fires by itself comes first (the slider is ready): the steps start from there.
            const heardAll = (names: string[], events: () => Event[]) => () => names.every((name) => events().some((event) => event.type === name));
            await waitUntil(
              heardAll(example.fires ?? [], () => heard.onElement),
              "the example's own events",
              { timeout: 3000 },
            );
            const attributes = attributesOf(el);
            for (const act of acts) {
              const start = heard.onElement.length;
              const firedNow = () => heard.onElement.slice(start);
              await perform(act, box, el);
              await waitUntil(heardAll(act.fires, firedNow), `${describeAct(act)}: ${act.fires.join(", ")} on the element`, { timeout: 3000 });
              await settle(el);
              checkReads(act, el);
              expect(
                firedNow()
                  .map((event) => event.type)
                  .sort(),
                `events fired by ${describeAct(act)}`,
              ).to.deep.equal([...act.fires].sort());
              for (const event of firedNow()) expectContractEvent(event, heard);
              expect(undeclaredStates(contractTag, el), `custom states after ${describeAct(act)} that the declaration does not list`).to.deep.equal(
                [],
              );
            }
            // Saved now (a page builder, an editor's preview), the element's markup is the one the page wrote.
            expect(attributesOf(el), "the element's attributes after the steps").to.deep.equal(attributes);
          } finally {
            heard.stop();
          }
        });
      }
    }

    // Each declared method once before the element has rendered: it waits (a promise), then runs, and does what its
    // act says when that act is its example's first (a later one may need the steps before it). Each declared
    // property reads its declared default until then.
    const firstCalls = new Map(
      callsOf(declaration)
        .map((entry) => [entry.act.call, entry] as const)
        .reverse(),
    );
    for (const [name, { example, act: called }] of firstCalls) {
      const first = example.acts?.[0] === called;
      const act: CallLike & { fires: string[] } = first ? called : { call: called.call, args: called.args ?? [], fires: [] };
      const does = first ? `fires ${act.fires.join(" and ") || "nothing"}` : "resolves";
      check(`${describeAct(called)} before the first render waits, then runs (${does})`, async () => {
        const { box, el } = build(example.html, tag);
        const heard = listen(el, eventNames);
        try {
          for (const [property, spec] of Object.entries(declaration.properties ?? {})) {
            expect((el as unknown as Record<string, unknown>)[property], `${property} before the first render`).to.deep.equal(spec.default);
          }
          const result = call(act, el);
          expect(result, `${name}() before the first render`).to.be.instanceOf(Promise);
          attach(box);
          await settle(el);
          await checkResult(act, result);
          await settle(el);
          await waitUntil(
            () => act.fires.every((type) => heard.onElement.some((event) => event.type === type)),
            `${act.fires.join(", ")} on the element`,
            { timeout: 3000 },
          );
          checkReads(act, el);
        } finally {
          heard.stop();
        }
      });
    }

    for (const attribute of attributes.filter((a) => a.spec.required)) {
      const example = baseExample(contractTag);
      check(`keeps its fallback shown when the required "${attribute.name}" is missing`, async () => {
        const el = await mount(example.html, tag, (target) => target.removeAttribute(attribute.name));
        expect(hiddenFallback(el), "fallback not shown").to.equal("");
      });

      const bad = badValue(attribute);
      if (bad !== undefined) {
        check(`keeps its fallback shown when the required "${attribute.name}" is invalid (${JSON.stringify(bad)})`, async () => {
          const el = await mount(example.html, tag, (target) => target.setAttribute(attribute.name, bad));
          expect(hiddenFallback(el), "fallback not shown").to.equal("");
        });
      }
    }

    for (const attribute of attributes) attributeChecks(contractTag, attribute);

    const quiet = declaration.examples.find((example) => !example.fires?.length) ?? baseExample(contractTag);
    check(`fires none of its events on programmatic attribute changes (${quote(quiet)})`, async () => {
      const el = await mount(quiet.html, tag);
      // An example that fires by itself (when every example does) has done so by now: mount waited for its renders.
      const fired: string[] = [];
      const record = (event: Event) => fired.push(`${event.type} after ${changing}`);
      let changing = "";
      for (const name of eventNames) el.addEventListener(name, record);
      for (const attribute of attributes) {
        const candidate = validCandidate(attribute, declaration.examples, tag);
        if (!candidate) continue;
        const original = el.getAttribute(attribute.name);
        changing = `${attribute.name}=${JSON.stringify(candidate.raw)}`;
        el.setAttribute(attribute.name, candidate.raw);
        await settle(el);
        changing = `${attribute.name} restored`;
        if (original === null) el.removeAttribute(attribute.name);
        else el.setAttribute(attribute.name, original);
        await settle(el);
      }
      expect(fired, "events fired").to.deep.equal([]);
    });
  });
}

/** An attribute's default, a valid value, removal, and a bad value, on the tag's first example. */
function attributeChecks(contractTag: ContractTag, attribute: Attribute): void {
  const { tag, declaration } = contractTag;
  const { name, property: prop, spec } = attribute;
  const example = baseExample(contractTag);
  const withoutIt = (target: Element) => target.removeAttribute(name);

  check(`"${name}": .${prop} is the default (${show(spec.default)}) when the attribute is absent`, async () => {
    const el = await mount(example.html, tag, withoutIt);
    expect(property(el, prop)).to.deep.equal(spec.default);
  });

  const candidate = validCandidate(attribute, declaration.examples, tag);
  const valueText = !candidate
    ? ""
    : candidate.equalsDefault
      ? " (only the default's own JSON could be built)"
      : ` (${JSON.stringify(candidate.raw.slice(0, 40))})`;
  check(`"${name}": a valid value${valueText} is the property's, and removal restores the default`, async () => {
    expect(candidate, `a valid value for "${name}" other than its default (give one in an example)`).to.not.equal(undefined);
    const el = await mount(example.html, tag, withoutIt);
    el.setAttribute(name, candidate!.raw);
    await settle(el);
    expect(property(el, prop), "after setAttribute").to.deep.equal(candidate!.value);
    el.removeAttribute(name);
    await settle(el);
    expect(property(el, prop), "after removeAttribute").to.deep.equal(spec.default);
  });

  const bad = badValue(attribute);
  if (bad === undefined) return; // text without a pattern: every value is valid
  const onlyWarning = (log: Log) => {
    expect(log.warnings, "console.warn calls").to.have.length(1);
    const [warning] = log.warnings;
    expect(warning!.startsWith(`[${tag}]`), `${JSON.stringify(warning)} starts with [${tag}]`).to.equal(true);
    expect(warning, "names the attribute").to.include(name);
  };

  check(`"${name}": a bad value (${JSON.stringify(bad)}) set later warns once and falls back to the default`, async (log) => {
    expect(spec.parse(bad).ok, `"${bad}" is refused`).to.equal(false);
    const el = await mount(example.html, tag);
    log.warnings.length = 0;
    el.setAttribute(name, bad);
    await settle(el);
    expect(property(el, prop)).to.deep.equal(spec.default);
    onlyWarning(log);
  });

  check(`"${name}": a bad value (${JSON.stringify(bad)}) in the markup warns once and falls back to the default`, async (log) => {
    const el = await mount(example.html, tag, (target) => target.setAttribute(name, bad));
    expect(property(el, prop)).to.deep.equal(spec.default);
    onlyWarning(log);
  });
}

describe("contract: network", () => {
  it("nothing reached beyond the test server", () => {
    expect(foreignResources()).to.deep.equal([]);
  });
});
