import type { ComponentType } from "react";
import type { AttributeSpecs, AttributeValues } from "./attributes";

/** An event an element fires: a bubbling, composed CustomEvent whose detail has type T. */
export interface EventSpec<T extends object> {
  /** Phantom field carrying the detail type; never set at run time. */
  readonly detail?: T;
}

export function event<T extends object>(): EventSpec<T> {
  return {};
}

// Any is unavoidable here: a record of events whose detail types differ; read back through EventDetail.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EventSpecs = Record<string, EventSpec<any>>;
export type EventDetail<S> = S extends EventSpec<infer T> ? T : never;

export type Emit<E extends EventSpecs> = <N extends keyof E & string>(name: N, detail: EventDetail<E[N]>) => void;

/** What every element component receives: its parsed attributes, its host element and a typed event emitter. */
export type ElementProps<A extends AttributeSpecs, E extends EventSpecs> = AttributeValues<A> & {
  host: HTMLElement;
  emit: Emit<E>;
};

export interface ElementDeclaration<A extends AttributeSpecs, E extends EventSpecs> {
  /** Lowercase, starts with `x-`. */
  tag: `x-${string}`;
  component: ComponentType<ElementProps<A, E>>;
  attributes: A;
  events: E;
  /** The element's CSS, adopted into its shadow root as a constructable stylesheet. */
  styles: string;
  /**
   * `false` when the component attaches no React event handlers (onClick, onKeyDown...). React then never adds
   * its ~150 listeners to the element's shadow root. By default it adds them on the element's first use (the
   * first pointer, focus, key, click, input or submit inside it), so an element nobody touches costs a dozen
   * listeners, not 150. Listeners the component adds itself (addEventListener) are not affected. Default true.
   */
  reactEvents?: boolean;
}

/** Documentation of slots, parts and CSS custom properties: name → description. */
export type Described = Record<string, string>;

/**
 * An element's documentation, the default export of its `elements/x-*.docs.ts`. Only the build's manifest
 * generator reads it (for custom-elements.json and the generated types); the element's code never imports it,
 * so no description ships to the browser. Every attribute and event must have a description.
 */
export interface ElementDocs<A extends AttributeSpecs, E extends EventSpecs> {
  description: string;
  /** By property name (`postId`, not `post-id`). */
  attributes: { [K in keyof A]: string };
  events: { [K in keyof E]: string };
  /** `""` is the default slot. */
  slots: Described;
  parts: Described;
  cssProperties: Described;
  /** Attributes that reflect the element's state (`complete`), set by the element itself. */
  states?: Described;
}
