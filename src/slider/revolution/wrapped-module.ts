/*
 * A Slider Revolution module's server markup as a slider's only content (a wrapped shortcode's output: the module,
 * or a block's div around it). Apart from the module's code, which a slider loads only when it shows a module.
 */

/** The module markup the element holds as its only content, if any. */
export function wrappedModule(host: HTMLElement): HTMLElement | null {
  const content = [...host.children].filter((child) => !["SCRIPT", "TEMPLATE", "STYLE"].includes(child.tagName) && !child.hasAttribute("slot"));
  const only = content.length === 1 ? content[0]! : null;
  const module = only?.matches("sr7-module") ? only : (only?.querySelector(":scope > sr7-module") ?? null);
  return module instanceof HTMLElement ? module : null;
}
