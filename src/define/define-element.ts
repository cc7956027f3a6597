import { createElement, type ComponentType } from "react";
import { microtask } from "../shared/microtask";
import "../shared/smooth-anchor-links";
import { sheetFor } from "../shared/stylesheets";
import type { AttributeSpecs, AttributeValues } from "./attributes";
import type { ElementDeclaration, ElementProps, EventSpecs } from "./declaration";
import { attachStates } from "./element-states";
import { showFallback } from "./fallback-slot";
import { listenOnFirstUse, withoutReactEvents } from "./first-use";
import { HOST_CSS } from "./host-css";
import { installMembers } from "./member-installer";
import { AttributeTable, ParsedAttributes } from "./parsed-attributes";
import type { PortalEntry, Props } from "./portal-entry";
import { mountPortal, unmountPortal } from "./shared-root";

/*
 * The bridge: one declaration in, one custom element class out.
 *
 * The element is a plain HTMLElement with an open shadow root. While it is on the page it has a portal entry
 * (portal-entry.ts): its view, rendered by the page's one React root into its shadow root. Attributes are parsed by
 * the declaration (HTML booleans, defaults on removal, warnings instead of throws); events bubble and cross the
 * shadow boundary; a move keeps React state; CSS is adopted; renders can be awaited; properties set before the
 * upgrade are kept.
 *
 * The way to the screen, one file per step:
 * - connect: connectedCallback (below) → mountPortal (shared-root.tsx) → the registry's arrivals (registry.ts) →
 *   AllPortals renders them at once or as a transition (portals.tsx, arrival-policy.ts);
 * - an attribute: attributeChangedCallback (below) → ParsedAttributes.read (parsed-attributes.ts) →
 *   PortalEntry.setProps (portal-entry.ts) → published at the next frame with every element's changes
 *   (frame-batch.ts) → the element's portal reads it (useSyncExternalStore in portals.tsx) and renders the view
 *   with it.
 */

/** The public face of every x-element. */
export interface XElement extends HTMLElement {
  /** Resolves when every render asked for so far is on screen. */
  readonly updateComplete: Promise<void>;
}

export type XElementOf<A extends AttributeSpecs> = XElement & AttributeValues<A>;

export interface XElementClass<A extends AttributeSpecs, E extends EventSpecs> {
  new (): XElementOf<A>;
  readonly declaration: ElementDeclaration<A, E>;
  readonly observedAttributes: string[];
}

/** What the browser needs besides the declaration: the view and its CSS. */
export interface ElementImplementation<A extends AttributeSpecs, E extends EventSpecs> {
  component: ComponentType<ElementProps<ElementDeclaration<A, E>>>;
  /** The element's CSS, adopted into its shadow root as a constructable stylesheet. */
  styles: string;
}

export function defineElement<A extends AttributeSpecs, E extends EventSpecs>(
  declaration: ElementDeclaration<A, E>,
  implementation: ElementImplementation<A, E>,
): XElementClass<A, E> {
  const { tag } = declaration;
  if (typeof customElements === "undefined") {
    throw new Error(`[${tag}] defineElement needs a browser; in Node, import the declaration (${tag}.element.ts) instead`);
  }
  // A second copy of the script on the page: the first definition stands. Cast: that copy's defineElement made it.
  const existing = customElements.get(tag);
  if (existing) return existing as XElementClass<A, E>;

  const table = new AttributeTable(tag, declaration.attributes);
  const { component, styles } = implementation;

  // Cast: props hold one parsed value per declared attribute, host and emit; values kept by name lose their types.
  const render = (props: Props) => createElement(component, props as ElementProps<ElementDeclaration<A, E>>);

  class Element extends HTMLElement implements XElement {
    static readonly declaration = declaration;
    static readonly observedAttributes = [...table.byName.keys()];

    readonly #shadowRoot: ShadowRoot;
    readonly #attributes = new ParsedAttributes(table, this);
    /** The element's rendering while it is on the page (from its connect until it has left). */
    #entry: PortalEntry | undefined;
    readonly #emit = (name: string, detail: object): void => {
      this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
    };

    constructor() {
      super();
      const shadowRoot = this.attachShadow({ mode: "open" });
      attachStates(this); // runtime states: ElementInternals' custom states (element-states.ts)
      this.#shadowRoot = shadowRoot;
      shadowRoot.adoptedStyleSheets = [sheetFor(HOST_CSS + styles)];
      if (declaration.reactEvents === false) withoutReactEvents(shadowRoot);
      else listenOnFirstUse(shadowRoot, () => this.#entry?.hasCommitted ?? false);
      showFallback(shadowRoot);
      this.#attributes.upgradeEarlyProperties();
    }

    get updateComplete(): Promise<void> {
      // Also resolved when the element is removed before its render commits.
      return this.#entry?.whenCommitted() ?? Promise.resolve();
    }

    /** The view's props: a new copy of the parsed values as they are now, with the host and its emit. */
    #props(): Props {
      return { ...this.#attributes.all, host: this, emit: this.#emit };
    }

    connectedCallback(): void {
      this.#attributes.readJsonScripts();
      this.#attributes.warnMissingRequired();
      // Moved (still mounted, see disconnectedCallback): the values it may have gained on the way; else a mount.
      if (this.#entry) this.#entry.setProps(this.#props());
      else this.#entry = mountPortal(this.#shadowRoot, render, this.#props());
    }

    /**
     * Moved through another document (an iframe's, a template's) and back: a stylesheet is adopted only by its own
     * document's shadow roots, so the browser dropped it on the way out; home again, it is adopted again.
     */
    adoptedCallback(): void {
      const sheet = sheetFor(HOST_CSS + styles);
      const shadowRoot = this.#shadowRoot;
      if (this.ownerDocument === document && !shadowRoot.adoptedStyleSheets.includes(sheet))
        shadowRoot.adoptedStyleSheets = [sheet, ...shadowRoot.adoptedStyleSheets];
    }

    disconnectedCallback(): void {
      // A move is a disconnect followed by a connect in the same task: wait, and unmount only if it stays out.
      microtask(() => {
        if (this.isConnected || !this.#entry) return;
        unmountPortal(this.#entry);
        this.#entry = undefined;
        showFallback(this.#shadowRoot);
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue === newValue) return;
      const attribute = table.byName.get(name);
      if (!attribute) return;
      this.#attributes.read(attribute);
      // Only an element on the page renders (a connect renders the latest values).
      if (this.isConnected) this.#entry?.setProps(this.#props());
    }

    static {
      // Each attribute is also a property: the getter returns the parsed value, the setter writes the attribute,
      // so the attribute stays the one source of truth (and page-builder markup round-trips).
      for (const { property, name, spec } of table.all) {
        Object.defineProperty(this.prototype, property, {
          configurable: true,
          enumerable: true,
          get(this: Element) {
            return this.#attributes.get(property);
          },
          set(this: Element, value: unknown) {
            const raw = spec.serialize(value);
            if (raw === null) this.removeAttribute(name);
            else this.setAttribute(name, raw);
          },
        });
      }
    }
  }

  // Declared methods and properties (element-methods.ts), on the prototype before any instance exists.
  installMembers(Element.prototype, declaration.methods, declaration.properties);
  customElements.define(tag, Element);
  // Cast: the attribute properties are defined on the prototype at run time (above), out of the compiler's sight.
  return Element as unknown as XElementClass<A, E>;
}
