import { waitUntil } from "@open-wc/testing";

/** Helpers of the tests of elements that enhance a form in their light DOM. */

export const formOf = (el: Element) => el.querySelector("form")!;

/** A control of the form by its name. */
export const field = (el: Element, name: string) => el.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** Waits up to 2 s for `predicate`, failing with `message`. */
export const until = (predicate: () => boolean, message = "condition") => waitUntil(predicate, message, { timeout: 2000 });
