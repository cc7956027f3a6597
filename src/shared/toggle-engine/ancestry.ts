import type { ToggleRecord } from "./types";

/** The toggle ancestry walk stops after this many levels (the specification's limit). */
export const MAX_DEPTH = 30;

/** The node's parent in the flat tree: a slotted node's slot, a shadow root's host, else its parent. */
function flatParent(node: Node): Node | null {
  if (node instanceof Element && node.assignedSlot) return node.assignedSlot;
  if (node instanceof ShadowRoot) return node.host;
  return node.parentNode;
}

/** The closest toggle whose element encloses the record's element (a toggle nested in another's panel), or null. */
export function parentOf(record: ToggleRecord, byHost: ReadonlyMap<Element, ToggleRecord>): ToggleRecord | null {
  for (let node = flatParent(record.view.host); node; node = flatParent(node)) {
    const found = node instanceof Element ? byHost.get(node) : undefined;
    if (found) return found;
  }
  return null;
}

/** The record's ancestors, closest first, at most MAX_DEPTH of them. */
export function ancestorsOf(record: ToggleRecord, byHost: ReadonlyMap<Element, ToggleRecord>): ToggleRecord[] {
  const ancestors: ToggleRecord[] = [];
  let current = parentOf(record, byHost);
  while (current && ancestors.length < MAX_DEPTH && !ancestors.includes(current)) {
    ancestors.push(current);
    current = parentOf(current, byHost);
  }
  return ancestors;
}

/**
 * The toggles an event happened in: the innermost toggle whose trigger or panel content is on its path, and that
 * toggle's ancestors (at most MAX_DEPTH levels up). A click on a modal's backdrop is in none of the modal's content.
 */
export function togglesAround(path: readonly EventTarget[], byHost: ReadonlyMap<Element, ToggleRecord>): Set<ToggleRecord> {
  for (const target of path) {
    const record = target instanceof Element ? byHost.get(target) : undefined;
    if (record && record.view.contains(path)) return new Set([record, ...ancestorsOf(record, byHost)]);
  }
  return new Set();
}
