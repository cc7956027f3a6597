import "../contract/network";
import { expect } from "@open-wc/testing";
import { captureConsole, captureUncaught } from "../console";
import { contractTags, type ContractTag } from "../contract/declarations";
import { nextTask, property, settle, trackGlobalListeners, type ContractElement } from "../contract/dom";
import { findProbes, readProbes, REQUIRED_PROBE } from "../contract/probes";
import { sameValue, validCandidate } from "../contract/values";
import { hash, random, SEED, shuffle } from "../fuzz/values";
import { track } from "./trackers";

/*
 * Lifecycle churn: 1,000 cycles over a mix of every declared element (its first example). A cycle is one
 * element's life: inserted, an attribute changed, moved to another parent, removed, inserted again, removed.
 * The elements go through their cycles side by side, a round at a time, in a seeded order. Each move must keep
 * the element's rendered nodes and its mounted entry (no remount) and the changed value; once all is removed,
 * the bridge's and shared helpers' counters are back where they started, and no window or document listener,
 * observer of a removed node, interval, frame callback or timeout is left.
 *
 * Nothing here names a tag: an element is churned by being declared.
 */

const CYCLES = 1000;

interface Subject {
  contractTag: ContractTag;
  next: () => number;
}

interface Life {
  subject: Subject;
  holder: HTMLElement;
  el: ContractElement;
  change?: { property: string; value: unknown; name: string };
}

/** The test server's development client failing to open its socket (there is none here): not the product's. */
const devServerNoise = (message: string) => /^\[vite\]|WebSocket closed without opened|An error was thrown in a Promise outside a test/.test(message);

const cut = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** A parent for the elements, covering the viewport: whatever starts its work in view does. */
function parent(): HTMLElement {
  const section = document.createElement("section");
  section.style.cssText = "position: fixed; inset: 0; overflow: hidden";
  document.body.append(section);
  return section;
}

function born(subject: Subject): Life {
  const { tag, declaration } = subject.contractTag;
  const holder = document.createElement("div");
  holder.innerHTML = declaration.examples[0]!.html;
  return { subject, holder, el: holder.querySelector<ContractElement>(tag)! };
}

/** One attribute set to a valid value other than its current one, picked by the subject's generator. */
function changeAttribute(life: Life): void {
  const { contractTag, next } = life.subject;
  const { tag, declaration, attributes } = contractTag;
  const candidates = shuffle(attributes, next);
  for (const attribute of candidates) {
    const candidate = validCandidate(attribute, declaration.examples, tag);
    if (!candidate || life.el.getAttribute(attribute.name) === candidate.raw) continue;
    life.el.setAttribute(attribute.name, candidate.raw);
    life.change = { property: attribute.property, value: candidate.value, name: attribute.name };
    return;
  }
}

const settleAll = (lives: Life[]) => Promise.all(lives.map((life) => settle(life.el)));

describe(`churn: ${CYCLES} cycles of insert, change, move, remove and re-insert (seed ${SEED})`, () => {
  const problems = new Map<string, Set<string>>();
  const leaks: Record<string, unknown> = {};
  let cycles = 0;
  const note = (tag: string, problem: string) => {
    let set = problems.get(tag);
    if (!set) problems.set(tag, (set = new Set()));
    set.add(problem);
  };

  before(async function () {
    this.timeout(120_000);
    const churned = contractTags.filter((t) => t.loadEntry);
    // The test server's development client (which a module of some library in development mode brings in) sets
    // up its page listeners once: before the tracking, so that they are not taken for an element's.
    await import(/* @vite-ignore */ `${"/@vite/client"}`).catch(() => undefined);
    for (const { loadEntry } of churned) await loadEntry!();
    const probes = await findProbes();
    const [home, elsewhere] = [parent(), parent()];

    // Once first: what a tag sets up for its first instance only (React's document listener) is not a leak.
    const subjects: Subject[] = churned.map((contractTag) => ({ contractTag, next: random(hash(contractTag.tag)) }));
    const warm = subjects.map(born);
    for (const life of warm) home.append(life.holder);
    await settleAll(warm);
    for (const life of warm) life.holder.remove();
    await Promise.resolve();
    await settleAll(warm);

    const baseline = readProbes(probes);
    const log = captureConsole();
    const uncaught = captureUncaught(); // its own window listeners, before the listeners are tracked
    const listeners = trackGlobalListeners();
    const trackers = track();
    try {
      const order = random(SEED);
      while (cycles < CYCLES) {
        const round = shuffle(subjects, order).slice(0, CYCLES - cycles);
        cycles += round.length;
        // Inserted, and an attribute changed.
        const lives = round.map(born);
        for (const life of lives) home.append(life.holder);
        await settleAll(lives);
        for (const life of lives) changeAttribute(life);
        await settleAll(lives);
        // Moved: the same rendered nodes and mounted entry, the changed value kept.
        const before = lives.map((life) => [...(life.el.shadowRoot?.children ?? [])]);
        const entries = readProbes(probes)[REQUIRED_PROBE];
        for (const life of lives) elsewhere.append(life.holder);
        await Promise.resolve();
        await settleAll(lives);
        if (readProbes(probes)[REQUIRED_PROBE] !== entries)
          note("(any)", `mounted entries changed across a move: ${entries} → ${readProbes(probes)[REQUIRED_PROBE]}`);
        lives.forEach((life, index) => {
          const { tag } = life.subject.contractTag;
          const now = [...(life.el.shadowRoot?.children ?? [])];
          const lost = before[index]!.filter((node) => !now.includes(node));
          if (lost.length) note(tag, `a move replaced rendered nodes: ${lost.map((node) => node.localName).join(", ")}`);
          if (life.change && !sameValue(property(life.el, life.change.property), life.change.value)) note(tag, `a move lost "${life.change.name}"`);
        });
        // Removed, inserted again, removed for good.
        for (const life of lives) life.holder.remove();
        await Promise.resolve();
        await settleAll(lives);
        for (const life of lives) home.append(life.holder);
        await settleAll(lives);
        for (const life of lives) life.holder.remove();
        await Promise.resolve();
        await settleAll(lives);
        for (const cause of uncaught.uncaught.splice(0)) if (!devServerNoise(String(cause))) note("(uncaught)", cut(String(cause), 200));
        // An element may log what it could not do (a request the test server answers 404, a selector naming
        // nothing); a render failure, or a message without a tag, is a defect.
        for (const error of log.errors.splice(0)) {
          const tag = /^\[(x-[a-z0-9-]+)\]/.exec(error)?.[1];
          if (devServerNoise(error)) continue;
          if (!tag || error.includes("failed to render")) note(tag ?? "(untagged error)", `error: ${cut(error)}`);
        }
        log.warnings.length = 0;
      }

      // Every element is gone: the page at rest.
      await nextTask();
      await trackers.frame();
      await trackers.frame();
      trackers.resetRequests();
      for (let i = 0; i < 5; i++) await trackers.frame();
      await nextTask();
      leaks["probes"] = { before: baseline, after: readProbes(probes) };
      leaks["listeners"] = listeners.active();
      leaks["observed detached nodes"] = trackers.observedDetached();
      leaks["intervals"] = trackers.activeIntervals();
      leaks["requests at rest (5 frames)"] = trackers.requests();
      leaks["left on the page"] = [home, elsewhere].flatMap((p) => [...p.childNodes].map((node) => node.nodeName));
      leaks["added to the body"] = [...document.body.children]
        .filter((node) => node !== home && node !== elsewhere && node.localName !== "script")
        .map((node) => cut(node.outerHTML, 120));
    } finally {
      uncaught.restore();
      log.restore();
      trackers.stop();
      listeners.stop();
      home.remove();
      elsewhere.remove();
    }
    console.log(`churn: ${cycles} cycles over ${subjects.length} elements (seed ${SEED})`);
  });

  it(`runs ${CYCLES} cycles`, () => {
    expect(cycles).to.equal(CYCLES);
  });

  it("no error, and every move kept the element's rendered state and changed value", () => {
    expect(Object.fromEntries([...problems].map(([tag, set]) => [tag, [...set]]))).to.deep.equal({});
  });

  it("the bridge's and shared helpers' counters are back at their baseline", () => {
    const { before, after } = leaks["probes"] as { before: unknown; after: unknown };
    expect(after).to.deep.equal(before);
  });

  it("no window or document listener is left", () => {
    expect(leaks["listeners"]).to.deep.equal([]);
  });

  it("no observer still observes a removed node", () => {
    expect(leaks["observed detached nodes"]).to.deep.equal([]);
  });

  it("no interval, frame callback or timeout is left running", () => {
    expect({ intervals: leaks["intervals"], ...(leaks["requests at rest (5 frames)"] as object) }).to.deep.equal({
      intervals: 0,
      frames: 0,
      timeouts: 0,
    });
  });

  it("nothing is left on the page", () => {
    expect({ parents: leaks["left on the page"], body: leaks["added to the body"] }).to.deep.equal({ parents: [], body: [] });
  });
});
