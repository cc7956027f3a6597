import { expect } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import type { ActLike, CallLike } from "./declarations";

/*
 * A person's steps on an example (Example.acts in src/define/declaration.ts), run in the browser: a click, focus
 * moved, or a key pressed on the real keyboard; and a script's, a declared method called.
 */

/** `click [slot="trigger"]`, `key Escape`: for test titles. */
export function describeAct(act: ActLike): string {
  if ("click" in act) return `click ${act.click}`;
  if ("focus" in act) return `focus ${act.focus}`;
  if ("call" in act) return `${act.call}(${(act.args ?? []).map((arg) => JSON.stringify(arg)).join(", ")})`;
  return `key ${act.key}`;
}

/** The first node the selector finds in the example's markup, else in the element's open shadow root. */
function find(selector: string, box: Element, el: Element): HTMLElement {
  const target = box.querySelector(selector) ?? el.shadowRoot?.querySelector(selector);
  if (!(target instanceof HTMLElement)) throw new Error(`no element matches ${JSON.stringify(selector)} in the example or its shadow root`);
  return target;
}

export async function perform(act: ActLike, box: Element, el: Element): Promise<void> {
  if ("click" in act) find(act.click, box, el).click();
  else if ("focus" in act) find(act.focus, box, el).focus();
  else if ("call" in act) await checkResult(act, call(act, el));
  else await sendKeys({ press: act.key });
}

/** Calls the act's method on the element with its arguments: its result, or a promise of it before the first render. */
export function call(act: CallLike, el: Element): unknown {
  // Cast: the method is declared (the suite checks that each act calls a declared method).
  const method = (el as unknown as Record<string, (...args: unknown[]) => unknown>)[act.call];
  if (typeof method !== "function") throw new Error(`${act.call} is not a method of <${el.localName}>`);
  return method.apply(el, act.args ?? []);
}

/** Awaits a call's result and checks it against the act's `returns`. */
export async function checkResult(act: CallLike, result: unknown): Promise<void> {
  const value: unknown = await result;
  if ("returns" in act) expect(value, `${describeAct({ ...act, fires: [] })} returns`).to.deep.equal(act.returns);
}

/** Checks the properties an act says read given values, and the custom states it says the element shows, once it has run. */
export function checkReads(act: ActLike, el: Element): void {
  for (const [name, shown] of Object.entries(act.states ?? {})) {
    expect(el.matches(`:state(${name})`), `:state(${name}) after ${describeAct(act)}`).to.equal(shown);
  }
  if (!("call" in act)) return;
  for (const [name, value] of Object.entries(act.reads ?? {})) {
    expect((el as unknown as Record<string, unknown>)[name], `${name} after ${describeAct(act)}`).to.deep.equal(value);
  }
}
