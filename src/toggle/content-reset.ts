import { TRIGGER_SLOT } from "./trigger";

/** After the closing animation, content is cleared this much later (the specification's transition time + 100 ms). */
export const RESET_DELAY_MS = 100;

/** The panel's content nodes: everything but the trigger and the <template>. */
export function contentNodes(host: HTMLElement): ChildNode[] {
  return [...host.childNodes].filter(
    (node) => !(node instanceof Element && (node.getAttribute("slot") === TRIGGER_SLOT || node instanceof HTMLTemplateElement)),
  );
}

/** Whether the toggle has a panel: content, or a template to make it from. */
export function hasContent(host: HTMLElement): boolean {
  return contentNodes(host).some((node) => !(node instanceof Text) || node.data.trim() !== "") || templateOf(host) !== null;
}

export function templateOf(host: HTMLElement): HTMLTemplateElement | null {
  for (const child of host.children) if (child instanceof HTMLTemplateElement) return child;
  return null;
}

/** Removes the content (a video stops, a form forgets what was typed). */
export function clearContent(host: HTMLElement): void {
  for (const node of contentNodes(host)) node.remove();
}

/** Puts a fresh copy of the template's content in, if the content was cleared. */
export function restoreContent(host: HTMLElement): void {
  const template = templateOf(host);
  if (!template || contentNodes(host).length > 0) return;
  host.append(template.content.cloneNode(true));
}
