import "../contract/network";
import { expect } from "@open-wc/testing";
import { captureConsole, captureUncaught } from "../console";
import { contractTags, type Attribute, type ContractTag } from "../contract/declarations";
import { attach, build, cleanup, hiddenFallback, nextFrame, nextTask, property, renderedNodes, settle, type ContractElement } from "../contract/dom";
import { foreignResources } from "../contract/network";
import { sameValue } from "../contract/values";
import { unsafeMarkup } from "./scan";
import { hostileValues, PWNED, SEED, type Hostile } from "./values";

/*
 * Attribute fuzzing: every declared element, every attribute, the hostile values of values.ts in a seeded order,
 * then the attribute removed. Nothing here names a tag: an element is fuzzed by being declared.
 *
 * Each element is one instance (its first example), fed one attribute's values after another, each value checked
 * once rendered: no uncaught error, at most one warning (starting with the element's tag, and naming the attribute
 * when the value is refused), the value the declaration parses (or the default), something shown (the render or
 * the fallback), and nothing an attacker could use on the page. Between attributes the example's own value comes
 * back, so each starts from the example.
 *
 * For speed, the elements take their steps side by side: step n of every element, then one wait for all of them.
 * Warnings are told apart by the tag they start with; an uncaught error is reported to every element that stepped.
 */

// Nothing leaves the test server, whatever an attribute's default points at (a tile server, a widget's CDN): loads
// elsewhere are refused by a policy of the page's own. Scripts stay as free as without it, so the trap can spring.
const self = `'self' data: blob:`;
const policy = document.createElement("meta");
policy.httpEquiv = "Content-Security-Policy";
policy.content = [
  `default-src ${self}`,
  `script-src 'self' 'unsafe-inline' 'unsafe-eval'`,
  `style-src 'self' 'unsafe-inline'`,
  `connect-src 'self' ws://${location.host}`,
].join("; ");
document.head.append(policy);

type Window = typeof window & Record<string, unknown>;

/** The value the element should hold for `raw`: what the declaration parses it to, or the default. */
function expected(attribute: Attribute, raw: string | null): unknown {
  if (raw === null) return attribute.spec.default;
  const result = attribute.spec.parse(raw);
  return result.ok ? result.value : attribute.spec.default;
}

const show = (value: unknown): string => {
  const text = value instanceof Date ? value.toISOString() : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};
const cut = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** One step of one element: an attribute set to a hostile value, removed, or given back the example's value. */
interface Step {
  attribute: Attribute;
  /** The hostile value, null for removal. */
  hostile: Hostile | null;
  /** The example's own value put back: not checked, only applied. */
  restore?: string | null;
}

interface Subject {
  tag: string;
  el: ContractElement;
  box: HTMLElement;
  steps: Step[];
  problems: string[];
}

function plan({ attributes }: ContractTag, el: Element): Step[] {
  const steps: Step[] = [];
  for (const attribute of attributes) {
    const original = el.getAttribute(attribute.name);
    for (const hostile of hostileValues(attribute, original)) steps.push({ attribute, hostile });
    steps.push({ attribute, hostile: null });
    if (original !== null) steps.push({ attribute, hostile: null, restore: original });
  }
  return steps;
}

function apply(el: Element, { attribute, hostile, restore }: Step): void {
  const raw = restore !== undefined ? restore : (hostile?.raw ?? null);
  if (raw === null) el.removeAttribute(attribute.name);
  else el.setAttribute(attribute.name, raw);
}

/** What one element's step shows, described; nothing when all is well. */
function check(subject: Subject, step: Step, warnings: string[], errors: string[], hosts: ReadonlySet<string>): string[] {
  const { el, box } = subject;
  const { attribute, hostile } = step;
  const raw = hostile?.raw ?? null;
  const problems: string[] = [];
  const refused = raw !== null && !attribute.spec.parse(raw).ok;
  // One warning about the value, naming the attribute; besides it, at most one about what the element could not do
  // (a request, a media file), which may arrive a step late: no flood.
  const naming = warnings.filter((w) => w.includes(`"${attribute.name}"`));
  if (naming.length > 1 || warnings.length > 2) problems.push(`${warnings.length} warnings: ${warnings.map((w) => cut(w, 100)).join(" | ")}`);
  if (refused && naming.length === 0 && warnings.length > 0) problems.push(`the warning does not name "${attribute.name}": ${cut(warnings[0]!)}`);
  // An element may complain (tagged) about what it could not do with a value; a render failure is a defect.
  for (const error of errors) if (error.includes("failed to render")) problems.push(`error: ${cut(error, 200)}`);
  // A nonce set to "" keeps the previous one: the browser itself ignores an empty nonce (it empties the attribute to
  // hide the nonce from CSS, and the element cannot tell that apart).
  const nonceQuirk = attribute.name === "nonce" && raw === "";
  const want = expected(attribute, raw);
  const got = property(el, attribute.property);
  if (!nonceQuirk && !sameValue(got, want)) problems.push(`.${attribute.property} is ${show(got)}, expected ${show(want)}`);
  if (renderedNodes(el).length === 0 && hiddenFallback(el) !== "") problems.push("neither its render nor its fallback is shown");
  problems.push(...unsafeMarkup(box, hosts));
  return problems;
}

/** Runs every element's steps side by side; problems land on each subject. */
async function fuzz(subjects: Subject[], tally: { attributes: number; values: number }, untaggedMessages: string[]): Promise<void> {
  const hosts = new Set(subjects.map((s) => s.tag));
  const log = captureConsole();
  const uncaught = captureUncaught();
  try {
    await Promise.all(subjects.map((s) => settle(s.el)));
    log.warnings.length = log.errors.length = 0;
    const length = Math.max(...subjects.map((s) => s.steps.length));
    for (let index = 0; index < length; index++) {
      const stepping = subjects.filter((s) => index < s.steps.length);
      for (const s of stepping) apply(s.el, s.steps[index]!);
      await Promise.all(stepping.map((s) => s.el.updateComplete));
      await nextFrame();
      await nextTask();
      await Promise.all(stepping.map((s) => s.el.updateComplete));
      const tagged = (line: string) => /^\[x-[a-z0-9-]+\]/.test(line);
      const untagged = log.warnings.filter((w) => !tagged(w));
      // An error without a tag cannot be laid at one element's door: listed apart, with what changed.
      // React's own account of a render failure comes with the element's "failed to render", reported with it.
      const reactReport = (line: string) => line.includes("The above error occurred in the");
      for (const error of log.errors.filter((e) => !tagged(e) && !reactReport(e)))
        untaggedMessages.push(`${cut(error)} (while ${stepping.map((s) => `${s.tag} ${s.steps[index]!.attribute.name}`).join(", ")} changed)`);
      const strays = unsafeMarkup(document.body, new Set([...hosts, "div"])); // portals: what sits outside the boxes
      for (const s of stepping) {
        const step = s.steps[index]!;
        if (step.restore !== undefined) continue;
        const own = (lines: string[]) => lines.filter((line) => line.startsWith(`[${s.tag}]`));
        const found = [
          ...check(s, step, own(log.warnings), own(log.errors), hosts),
          ...untagged.map((w) => `a warning without a tag: ${cut(w)}`),
          ...uncaught.uncaught.map((cause) => `uncaught (while ${stepping.length} elements changed) ${cut(String(cause), 200)}`),
          ...strays.filter((stray) => !stray.includes("'s shadow root")),
        ];
        const label = step.hostile === null ? "removed" : step.hostile.name;
        s.problems.push(...found.map((problem) => `"${step.attribute.name}" ${label}: ${problem}`));
        if (step.hostile) tally.values++;
        else tally.attributes++;
      }
      log.warnings.length = log.errors.length = 0;
      uncaught.uncaught.length = 0;
    }
    await Promise.all(subjects.map((s) => settle(s.el)));
    for (const s of subjects) {
      if ((window as Window)[PWNED] !== undefined) s.problems.push(`window.${PWNED} was set: attacker script ran`);
      if (({} as Record<string, unknown>)["polluted"] !== undefined) s.problems.push("Object.prototype was polluted");
      s.problems.push(...uncaught.uncaught.map((cause) => `uncaught at the end: ${cut(String(cause), 200)}`));
    }
  } finally {
    uncaught.restore();
    log.restore();
  }
}

describe(`fuzz: hostile attribute values (seed ${SEED})`, () => {
  const tally = { attributes: 0, values: 0 };
  const subjects = new Map<string, Subject>();
  const untaggedMessages: string[] = [];

  before(async function () {
    this.timeout(120_000);
    const fuzzed = contractTags.filter((t) => t.loadEntry);
    for (const { loadEntry } of fuzzed) await loadEntry!();
    for (const contractTag of fuzzed) {
      const { tag, declaration } = contractTag;
      const { box, el } = build(declaration.examples[0]!.html, tag);
      subjects.set(tag, { tag, el, box, steps: plan(contractTag, el), problems: [] });
      // All in view at once, one on top of another: an element that starts its work in view (a map, a video) does.
      box.style.cssText = "position: fixed; inset: 0; overflow: hidden";
      attach(box);
    }
    await fuzz([...subjects.values()], tally, untaggedMessages);
    // For the record, in the runner's output: how much was fuzzed.
    console.log(`fuzz: ${tally.attributes} attributes, ${tally.values} hostile values set, then each attribute removed (seed ${SEED})`);
  });

  after(cleanup);

  for (const { tag, loadEntry } of contractTags) {
    it(`${tag}: every attribute, every hostile value, then removed`, function () {
      if (!loadEntry) this.skip(); // the contract suite reports the missing entry point
      expect(subjects.get(tag)?.problems, `problems (seed ${SEED})`).to.deep.equal([]);
    });
  }

  it("every console error starts with an element's tag (a library's own messages are routed through the element's log)", () => {
    expect([...new Set(untaggedMessages)].slice(0, 10)).to.deep.equal([]);
  });

  it("nothing reached beyond the test server", () => {
    expect(foreignResources()).to.deep.equal([]);
  });
});
