import { fixture } from "@open-wc/testing";
import type { TemplateResult } from "lit";

type Settling = Element & { updateComplete?: Promise<void> };

/**
 * Waits for every x-element in the tree, the root included: pending renders, a frame, a task (the renders those
 * asked for), twice.
 */
export async function settled(root: ParentNode): Promise<void> {
  const elements = [...(root instanceof Element ? [root] : []), ...root.querySelectorAll("*")].filter((el): el is Settling =>
    el.localName.startsWith("x-"),
  );
  for (let round = 0; round < 2; round++) {
    await Promise.all(elements.map((el) => el.updateComplete));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve));
  }
  await Promise.all(elements.map((el) => el.updateComplete));
}

/** The template's element on the page, with it and its neighbours settled. */
export async function mount<T extends Element>(template: TemplateResult): Promise<T> {
  const el = await fixture<T>(template);
  await settled(el.parentElement ?? el);
  return el;
}
