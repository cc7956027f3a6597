import { createElement, startTransition, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { createRoot } from "react-dom/client";

/*
 * The floor of the bridge's design, for the upgrade benchmark: the least an element rendered by React through one
 * shared root, as a portal into its shadow root, can cost. No attribute, no r2wc, no fallback, no first-use
 * listening: each element shows a panel with a slot, as lit-floor does with Lit. Arrivals are rendered as one
 * transition, as the bridge renders a page's first batch.
 */
const hosts = new Set<ShadowRoot>();
const listeners = new Set<() => void>();
let version = 0;
const store = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => version,
};
let scheduled = false;
function changed(): void {
  version++;
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    startTransition(() => listeners.forEach((listener) => listener()));
  });
}

const panel = () => createElement("div", { part: "panel" }, createElement("slot"));

function Portals() {
  useSyncExternalStore(store.subscribe, store.get);
  return [...hosts].map((root, index) => createPortal(createElement(panel), root, String(index)));
}

createRoot(document.createElement("div")).render(createElement(Portals));

class ReactFloor extends HTMLElement {
  readonly #root = this.attachShadow({ mode: "open" });

  connectedCallback() {
    hosts.add(this.#root);
    changed();
  }

  disconnectedCallback() {
    hosts.delete(this.#root);
    changed();
  }
}

customElements.define("react-floor", ReactFloor);
