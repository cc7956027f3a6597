import { fixture } from "@open-wc/testing";

/** The ai-search tests' helpers: widget scripts from blob URLs (nothing leaves the test server) and waiting by frames. */

type TemplateResult = Parameters<typeof fixture>[0];
type Upgraded = HTMLElement & { updateComplete: Promise<void> };

export async function mounted<T extends Upgraded>(template: TemplateResult, tag: string): Promise<T> {
  const wrapper = await fixture<HTMLElement>(template);
  const el = (wrapper.localName === tag ? wrapper : wrapper.querySelector(tag)) as T;
  await el.updateComplete;
  return el;
}

/**
 * A stand-in for the widget script, as a blob URL: like the real one it reads div_id, p_id and p_key from
 * document.currentScript and the query from the address, and renders into the container it finds by id.
 */
export function widgetUrl(): string {
  const source = `(() => {
    const me = document.currentScript;
    const box = document.getElementById(me.getAttribute("div_id"));
    if (!box) return;
    const q = new URL(location.href).searchParams.get("q");
    const p = document.createElement("p");
    p.className = "answer";
    p.textContent = "answer to " + q + " for " + me.getAttribute("p_id") + "/" + me.getAttribute("p_key");
    box.append(p);
  })();`;
  return URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
}

/** A script address that fails to load (a revoked blob URL), without a request leaving the page. */
export function missingUrl(): string {
  const url = URL.createObjectURL(new Blob([""], { type: "text/javascript" }));
  URL.revokeObjectURL(url);
  return url;
}

/** Waits frame by frame (timers may be faked) until `done`, for at most about five seconds. */
export async function framesUntil(done: () => boolean, what: string): Promise<void> {
  for (let frame = 0; frame < 300 && !done(); frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  if (!done()) throw new Error(`timed out waiting for ${what}`);
}

export const panelOf = (el: Element) => el.querySelector<HTMLElement>(":scope > .x-ai-search-answer")!;
/** The widget's container, wherever it is: the element's child, or inside the theme's form it enhances. */
export const answerOf = (el: Element) => el.querySelector<HTMLElement>(".x-ai-search-answer")!;
export const scriptsOf = (el: Element) => [...el.querySelectorAll<HTMLScriptElement>("script[div_id]")];
