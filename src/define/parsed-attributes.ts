import { warn } from "../shared/log";
import { attributeName, type AttributeSpec, type AttributeSpecs } from "./attributes";

/**
 * HTMLElement's own `nonce` getter. On a page sent with a Content-Security-Policy header, the browser empties the
 * nonce attribute of an element once it is in the page (so that CSS selectors cannot read it out) and keeps the
 * value behind this getter only. (No HTMLElement outside a browser.)
 */
const nativeNonce = typeof HTMLElement === "undefined" ? undefined : Object.getOwnPropertyDescriptor(HTMLElement.prototype, "nonce")?.get;

/** An attribute's value as the page wrote it, a hidden nonce included. */
function readAttribute(element: HTMLElement, name: string): string | null {
  const value = element.getAttribute(name);
  if (name !== "nonce" || value !== "" || !nativeNonce) return value;
  const hidden: unknown = nativeNonce.call(element);
  return typeof hidden === "string" ? hidden : value;
}

interface Attribute {
  property: string;
  name: string;
  // Specs of different value types side by side; each value is read back through the declaration's types.
  spec: AttributeSpec<unknown>;
}

/** A tag's attributes, worked out once per definition from its declaration. */
export class AttributeTable {
  readonly all: Attribute[];
  readonly byName: Map<string, Attribute>;
  /** Names of JSON attributes, which a child <script type="application/json"> may carry instead. */
  readonly jsonNames: string[];

  constructor(
    readonly tag: string,
    specs: AttributeSpecs,
  ) {
    this.all = Object.entries(specs).map(([property, spec]) => ({ property, name: attributeName(property), spec }));
    this.byName = new Map(this.all.map((attribute) => [attribute.name, attribute]));
    this.jsonNames = this.all.filter(({ spec }) => spec.kind === "json").map(({ name }) => name);
  }
}

/**
 * One element's attribute values, parsed by its declaration (HTML booleans, numbers, dates, enums, JSON). Always
 * valid: the default stands in for anything absent, removed or invalid, and an invalid value warns once instead
 * of throwing.
 */
export class ParsedAttributes {
  /** By property name; a plain object, since the component's props are copies of it with host and emit. */
  private readonly values: Record<string, unknown>;
  /** The raw text each value was parsed from, so that reading the same text again keeps the same value. */
  private readonly raws = new Map<string, string | null>();
  private warnedMissing = false;

  constructor(
    private readonly table: AttributeTable,
    private readonly element: HTMLElement,
  ) {
    this.values = Object.fromEntries(table.all.map(({ property, spec }) => [property, spec.default]));
  }

  get(property: string): unknown {
    return this.values[property];
  }

  /** Every value by property name (not a copy). */
  get all(): Readonly<Record<string, unknown>> {
    return this.values;
  }

  /**
   * Reads an attribute as it is now, not as a change callback reported it: an upgrade queues that callback with
   * the value from before its constructor, which may have written a newer one (a property set early). Text
   * already parsed (by that constructor) is not parsed again, so an invalid value warns once.
   */
  read(attribute: Attribute): void {
    const raw = readAttribute(this.element, attribute.name) ?? this.jsonScriptText(attribute.name);
    if (raw !== this.raws.get(attribute.property)) this.parse(attribute, raw);
  }

  /** Parses one raw value (or its absence) into the value, warning once about an invalid value. */
  private parse({ property, name, spec }: Attribute, raw: string | null): void {
    let value = spec.default;
    if (raw !== null) {
      const result = spec.parse(raw);
      if (!result.ok) warn(this.table.tag, `attribute "${name}": ${JSON.stringify(raw)} ${result.problem}`);
      else {
        value = result.value;
        if (result.warning) warn(this.table.tag, `attribute "${name}": ${result.warning}`);
      }
    }
    this.raws.set(property, raw);
    this.values[property] = value;
  }

  /** Long JSON config may sit in a child <script type="application/json" data-attribute="name">. */
  private jsonScriptText(name: string): string | null {
    const { jsonNames } = this.table;
    if (!jsonNames.includes(name)) return null;
    for (const script of this.element.querySelectorAll<HTMLScriptElement>(':scope > script[type="application/json"]')) {
      // A script without data-attribute configures the element's first JSON attribute.
      const target = script.dataset["attribute"] ?? jsonNames[0];
      if (target === name) return script.textContent;
    }
    return null;
  }

  /**
   * Runs on every connect, a move's too: an unchanged script keeps its parsed value, since a new one (an equal
   * copy) would make the element start over, losing its state (a generated form, what the visitor typed in it).
   */
  readJsonScripts(): void {
    for (const name of this.table.jsonNames) {
      const attribute = this.table.byName.get(name);
      if (!attribute || this.element.hasAttribute(name)) continue;
      const text = this.jsonScriptText(name);
      if (text !== null && text !== this.raws.get(attribute.property)) this.parse(attribute, text);
    }
  }

  warnMissingRequired(): void {
    if (this.warnedMissing) return;
    for (const { name, spec } of this.table.all) {
      if (spec.required && !this.element.hasAttribute(name) && this.jsonScriptText(name) === null) {
        this.warnedMissing = true;
        warn(this.table.tag, `attribute "${name}" is missing; it is required`);
      }
    }
  }

  /**
   * A property set on the element before its definition loaded is an own property that shadows the prototype's
   * accessor: moved through the accessor (which writes the attribute), then parsed, since the attribute change
   * callback does not run for attributes written during an upgrade's constructor.
   */
  upgradeEarlyProperties(): void {
    for (const attribute of this.table.all) {
      const own = Object.getOwnPropertyDescriptor(this.element, attribute.property);
      if (!own) continue;
      const value: unknown = own.value;
      Reflect.deleteProperty(this.element, attribute.property);
      Reflect.set(this.element, attribute.property, value);
      this.parse(attribute, readAttribute(this.element, attribute.name));
    }
  }
}
