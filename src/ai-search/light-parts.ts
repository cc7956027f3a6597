import { INIT_ERROR } from "./widget";

/*
 * Which form the element works with: a theme's own search form in its light DOM (the no-JavaScript fallback,
 * enhanced in place), or, when there is none or a selector names nothing usable, a form of its own.
 */

export type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface LightParts {
  input: TextField;
  /** The input's form; null when the input stands alone (a search then logs NO_FORM). */
  form: HTMLFormElement | null;
  /** What starts a search besides Enter: the form's submit button, or the `trigger` element. */
  trigger: HTMLElement | null;
}

export interface Resolved {
  /** null: the element renders its own form. */
  parts: LightParts | null;
  /** The setup error to log, if a selector named nothing usable. */
  error: string | null;
}

const DEFAULT_INPUT = 'input[type="search"], input[name="s"], input:not([type]), input[type="text"]';
const DEFAULT_TRIGGER = 'button[type="submit"], button:not([type]), input[type="submit"]';

const isTextField = (node: Element | null): node is TextField => node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;

export function resolveLightParts(host: Element, inputSelector: string, triggerSelector: string): Resolved {
  const lightForm = host.querySelector("form");
  if (!inputSelector && !triggerSelector && !lightForm) return { parts: null, error: null };
  const input = inputSelector ? host.querySelector(inputSelector) : (lightForm?.querySelector(DEFAULT_INPUT) ?? null);
  if (!isTextField(input)) return { parts: null, error: INIT_ERROR };
  const form = input.form;
  const trigger = triggerSelector ? host.querySelector<HTMLElement>(triggerSelector) : (form?.querySelector<HTMLElement>(DEFAULT_TRIGGER) ?? null);
  if (triggerSelector && !(trigger instanceof HTMLElement)) return { parts: null, error: INIT_ERROR };
  return { parts: { input, form, trigger }, error: null };
}
