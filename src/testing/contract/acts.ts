import { sendKeys } from "@web/test-runner-commands";
import type { ActLike } from "./declarations";

/*
 * A person's steps on an example (Example.acts in src/define/declaration.ts), run in the browser: a click, focus
 * moved, or a key pressed on the real keyboard.
 */

/** `click [slot="trigger"]`, `key Escape`: for test titles. */
export function describeAct(act: ActLike): string {
  if ("click" in act) return `click ${act.click}`;
  if ("focus" in act) return `focus ${act.focus}`;
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
  else await sendKeys({ press: act.key });
}
