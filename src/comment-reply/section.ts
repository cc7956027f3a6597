/*
 * The comment section on this page and the same section on the page WordPress answers a posted comment with (the
 * post, reloaded): which node here is which node there, and where a node that is only there goes here. A node is
 * matched by its id, else by its place (the same tag and classes, the same rank among its parent's children) under
 * a matched parent; the answer's own x-comment-reply is this element.
 */

import { inertCopy } from "../shared/post-page";

const classOf = (node: Element) => node.getAttribute("class") ?? "";
const alike = (a: Element, b: Element) => a.localName === b.localName && classOf(a) === classOf(b);
const atTop = (node: Element) => node === node.ownerDocument.body || node === node.ownerDocument.documentElement;

/** The answer's comment section: its x-comment-reply when it has one, else its body. */
export function sectionOf(doc: Document, host: HTMLElement): Element | null {
  return doc.querySelector(host.localName) ?? doc.body;
}

/** This page's node for a node of the answer, or null when this page does not show it. */
export function counterpart(host: HTMLElement, node: Element): Element | null {
  if (node.localName === host.localName) return host;
  if (node.id) return host.querySelector(`#${CSS.escape(node.id)}`);
  const parent = node.parentElement;
  if (!parent || atTop(parent)) {
    // No anchor above it (an answer without the element around its section): the one node here that looks the same.
    const same = [...host.querySelectorAll(node.localName)].filter((candidate) => alike(candidate, node));
    return same.length === 1 ? same[0]! : null;
  }
  const localParent = counterpart(host, parent);
  if (!localParent) return null;
  const rank = [...parent.children].filter((child) => alike(child, node)).indexOf(node);
  return [...localParent.children].filter((child) => alike(child, node))[rank] ?? null;
}

/** A node of the answer without its content, for this page: no event-handler attributes come along. */
function shellOf(node: Element): Element {
  const shell = document.importNode(node, false);
  for (const { name } of [...shell.attributes]) if (/^on/i.test(name)) shell.removeAttribute(name);
  return shell;
}

/**
 * Puts `copy` (this page's copy of the answer's `node`) where the answer has it: after the nearest earlier sibling
 * this page shows, else before the nearest later one, else in its parent here, which is made (empty but for the
 * copy) and placed the same way when this page has none. With nothing to go by, it goes before `fallback`.
 */
export function place(host: HTMLElement, node: Element, copy: Element, fallback: Element): void {
  const shown = (sibling: Element) => {
    const local = counterpart(host, sibling);
    return local && local !== host ? local : null;
  };
  for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    const local = shown(sibling);
    if (local) return void local.after(copy);
  }
  for (let sibling = node.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
    const local = shown(sibling);
    if (local) return void local.before(copy);
  }
  const parent = node.parentElement;
  if (!parent || atTop(parent)) return void fallback.before(copy);
  const localParent = counterpart(host, parent);
  if (localParent) return void localParent.append(copy);
  const shell = shellOf(parent);
  shell.append(copy);
  place(host, parent, shell, fallback);
}

/** The answer's node copied for this page: its content without scripts, frames or event-handler attributes. */
export function copyOf(node: Element): Element {
  const copy = shellOf(node);
  copy.append(inertCopy(node));
  return copy;
}
