/*
 * A Slider Revolution module's server markup as a slider's only content (a wrapped shortcode's output: the module,
 * or a block's div around it). Apart from the module's code, which a slider loads only when it shows a module.
 */

/** An element with nothing in it: the plugin's own `<p class="rs-p-wp-fix">` before its module, an empty paragraph. */
const isEmpty = (element: Element): boolean => element.children.length === 0 && !element.textContent?.trim();

/** The element's content besides scripts, styles, templates, slotted parts and empty elements. */
function moduleContent(host: HTMLElement): HTMLElement[] {
  return [...host.children].filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && !["SCRIPT", "TEMPLATE", "STYLE"].includes(child.tagName) && !child.hasAttribute("slot") && !isEmpty(child),
  );
}

/** The module markup the element holds as its only content, if any. */
export function wrappedModule(host: HTMLElement): HTMLElement | null {
  const content = moduleContent(host);
  const only = content.length === 1 ? content[0]! : null;
  const module = only?.matches("sr7-module") ? only : (only?.querySelector(":scope > sr7-module") ?? null);
  return module instanceof HTMLElement ? module : null;
}
