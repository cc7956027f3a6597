import r2wc from "@r2wc/core";
import type { ComponentType } from "react";
import { warn } from "../shared/log";
import { microtask } from "../shared/microtask";
import { attributeName, type AttributeSpecs, type AttributeValues } from "./attributes";
import type { ElementDeclaration, ElementProps, EventSpecs } from "./declaration";
import { listenOnFirstUse, sharedRootRenderer, withoutReactEvents, type PortalEntry } from "./shared-root";
import { sheetFor } from "../shared/stylesheets";
import { HOST_CSS } from "./host-css";

/*
 * The bridge: one declaration in, one custom element class out.
 *
 * r2wc (core 1.3.1) gives the element its shadow root and calls the renderer on connect, update and disconnect.
 * This subclass closes r2wc's gaps: attributes are parsed by the declaration (HTML booleans, defaults on removal,
 * warnings instead of throws), events bubble and cross the shadow boundary, a move keeps React state, CSS is
 * adopted, renders can be awaited, and properties set before the upgrade are kept.
 *
 * r2wc keeps its props, its render method and its renderer context behind global symbols; we use them to drive
 * renders with our parsed props instead of r2wc's own string parsing.
 */
const R2WC_PROPS = Symbol.for("r2wc.props");
const R2WC_RENDER = Symbol.for("r2wc.render");
const R2WC_CONTEXT = Symbol.for("r2wc.context");

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  [R2WC_CONTEXT]?: PortalEntry;
}

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

const FALLBACK_SLOT = "data-x-fallback";

/**
 * HTMLElement's own `nonce` getter. On a page sent with a Content-Security-Policy header, the browser empties the
 * nonce attribute of an element once it is in the page (so that CSS selectors cannot read it out) and keeps the
 * value behind this getter only. (No HTMLElement outside a browser, where only the manifest is generated.)
 */
const nativeNonce = typeof HTMLElement === "undefined" ? undefined : Object.getOwnPropertyDescriptor(HTMLElement.prototype, "nonce")?.get;

/** An attribute's value as the page wrote it, a hidden nonce included. */
function readAttribute(element: HTMLElement, name: string): string | null {
  const value = element.getAttribute(name);
  return name === "nonce" && value === "" && nativeNonce ? (nativeNonce.call(element) as string) : value;
}

export function defineElement<A extends AttributeSpecs, E extends EventSpecs>(
  declaration: ElementDeclaration<A, E>,
  implementation: ElementImplementation<A, E>,
): XElementClass<A, E> {
  const { tag } = declaration;
  // A second copy of the script on the page: the first definition stands.
  const existing = customElements.get(tag);
  if (existing) return existing as unknown as XElementClass<A, E>;

  const properties = Object.keys(declaration.attributes) as Array<keyof A & string>;
  const propertyByAttribute = new Map(properties.map((property) => [attributeName(property), property]));
  const jsonAttributes = properties.filter((property) => declaration.attributes[property]!.kind === "json").map(attributeName);
  const Base = r2wc(
    implementation.component as unknown as ComponentType<Record<string, unknown>>,
    { shadow: "open" },
    sharedRootRenderer,
  ) as unknown as { new (): HTMLElement & R2wcInternals };

  class Element extends Base implements XElement {
    static readonly declaration = declaration;
    static readonly observedAttributes = [...propertyByAttribute.keys()];

    /** Parsed values, always valid: the default stands in for anything absent or invalid. */
    private readonly values = new Map<string, unknown>(properties.map((p) => [p, declaration.attributes[p]!.default]));
    /** The raw text each value was parsed from, so that reading the same text again keeps the same value. */
    private readonly raws = new Map<string, string | null>();
    private warnedMissing = false;

    constructor() {
      super();
      const shadowRoot = this.shadowRoot!;
      shadowRoot.adoptedStyleSheets = [sheetFor(HOST_CSS + implementation.styles)];
      if (declaration.reactEvents === false) withoutReactEvents(shadowRoot);
      else listenOnFirstUse(shadowRoot, () => this[R2WC_CONTEXT]?.hasCommitted ?? false);
      // Until the first render commits, a plain slot keeps the light-DOM fallback visible.
      this.restoreFallbackSlot();
      this[R2WC_PROPS] = {
        ...Object.fromEntries(this.values),
        host: this,
        emit: (name: string, detail: object) =>
          this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail })),
      };
      this.upgradeEarlyProperties();
    }

    get updateComplete(): Promise<void> {
      const entry = this[R2WC_CONTEXT];
      if (!entry) return Promise.resolve();
      return entry.whenCommitted().then(() => {
        // Also resolved when the element is removed before its first render: then the fallback stays.
        if (this[R2WC_CONTEXT] === entry && entry.hasCommitted) this.dropFallbackSlot();
      });
    }

    connectedCallback(): void {
      this.readJsonScripts();
      this.warnMissingRequired();
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
      void this.updateComplete;
    }

    /**
     * Moved through another document (an iframe's, a template's) and back: a stylesheet is adopted only by its own
     * document's shadow roots, so the browser dropped it on the way out; home again, it is adopted again.
     */
    adoptedCallback(): void {
      const sheet = sheetFor(HOST_CSS + implementation.styles);
      const shadowRoot = this.shadowRoot!;
      if (this.ownerDocument === document && !shadowRoot.adoptedStyleSheets.includes(sheet)) shadowRoot.adoptedStyleSheets = [sheet, ...shadowRoot.adoptedStyleSheets];
    }

    disconnectedCallback(): void {
      // A move is a disconnect followed by a connect in the same task: wait, and unmount only if it stays out.
      microtask(() => {
        if (this.isConnected || !this[R2WC_CONTEXT]) return;
        (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
        this.restoreFallbackSlot();
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue === newValue) return;
      const property = propertyByAttribute.get(name);
      if (!property) return;
      // The attribute as it is now, not `newValue`: an upgrade queues this call with the value from before its
      // constructor, which may have written a newer one (a property set before the definition loaded).
      const raw = readAttribute(this, name) ?? this.jsonScriptText(name);
      // Already parsed (by the upgrade's constructor, from a property set early): once is enough, warning included.
      if (raw !== this.raws.get(property)) this.applyRaw(property, raw);
      // r2wc would mount a disconnected element here (its connected flag starts true); only render when on the page.
      if (this.isConnected) this[R2WC_RENDER]();
    }

    /** Parses one raw value (or its absence) into the prop, warning once about an invalid value. */
    private applyRaw(property: string, raw: string | null): void {
      const spec = declaration.attributes[property]!;
      let value: unknown = spec.default;
      if (raw !== null) {
        const result = spec.parse(raw);
        if (result.ok) value = result.value;
        else warn(tag, `attribute "${attributeName(property)}": ${JSON.stringify(raw)} ${result.problem}`);
      }
      this.raws.set(property, raw);
      this.values.set(property, value);
      this[R2WC_PROPS][property] = value;
    }

    /** Long JSON config may sit in a child <script type="application/json" data-attribute="name">. */
    private jsonScriptText(name: string): string | null {
      if (!jsonAttributes.includes(name)) return null;
      for (const script of this.querySelectorAll<HTMLScriptElement>(':scope > script[type="application/json"]')) {
        // A script without data-attribute configures the element's first JSON attribute.
        const target = script.dataset["attribute"] ?? jsonAttributes[0];
        if (target === name) return script.textContent;
      }
      return null;
    }

    /**
     * Runs on every connect, a move's too: an unchanged script keeps its parsed value, since a new one (an equal
     * copy) would make the element start over, losing its state (a generated form, what the visitor typed in it).
     */
    private readJsonScripts(): void {
      for (const name of jsonAttributes) {
        if (this.hasAttribute(name)) continue;
        const property = propertyByAttribute.get(name)!;
        const text = this.jsonScriptText(name);
        if (text !== null && text !== this.raws.get(property)) this.applyRaw(property, text);
      }
    }

    private warnMissingRequired(): void {
      if (this.warnedMissing) return;
      for (const property of properties) {
        const name = attributeName(property);
        if (declaration.attributes[property]!.required && !this.hasAttribute(name) && this.jsonScriptText(name) === null) {
          this.warnedMissing = true;
          warn(tag, `attribute "${name}" is missing; it is required`);
        }
      }
    }

    /** A property set on the element before its definition loaded shadows the accessor; move it through it. */
    private upgradeEarlyProperties(): void {
      for (const property of properties) {
        if (Object.prototype.hasOwnProperty.call(this, property)) {
          const value = (this as unknown as Record<string, unknown>)[property];
          delete (this as unknown as Record<string, unknown>)[property];
          (this as unknown as Record<string, unknown>)[property] = value;
          // attributeChangedCallback does not run for attributes written during an upgrade's constructor
          this.applyRaw(property, readAttribute(this, attributeName(property)));
        }
      }
    }

    private dropFallbackSlot(): void {
      this.shadowRoot!.querySelector(`slot[${FALLBACK_SLOT}]`)?.remove();
    }

    private restoreFallbackSlot(): void {
      if (this.shadowRoot!.querySelector(`slot[${FALLBACK_SLOT}]`)) return;
      const fallback = document.createElement("slot");
      fallback.setAttribute(FALLBACK_SLOT, "");
      this.shadowRoot!.prepend(fallback);
    }
  }

  // Each attribute is also a property: the getter returns the parsed value, the setter writes the attribute,
  // so the attribute stays the one source of truth (and page-builder markup round-trips).
  for (const property of properties) {
    const spec = declaration.attributes[property]!;
    const name = attributeName(property);
    Object.defineProperty(Element.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return this["values"].get(property);
      },
      set(this: Element, value: unknown) {
        const raw = spec.serialize(value);
        if (raw === null) this.removeAttribute(name);
        else this.setAttribute(name, raw);
      },
    });
  }

  customElements.define(tag, Element);
  return Element as unknown as XElementClass<A, E>;
}
