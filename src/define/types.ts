import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { AttributeSpecs, AttributeValues } from "./attributes";
import type { ElementDeclaration, EventDetail, EventSpecs } from "./declaration";
import type { ElementMembers, MethodHandle, MethodSpecs, PropertySpecs } from "./methods";

/*
 * The public types of an element, derived by the compiler from its declaration: its DOM interface with its events on
 * its listeners, and its JSX attributes. Each tag is registered with these in HTMLElementTagNameMap and React's JSX:
 * in src/generated-elements.d.ts (and dist/types), generated from the declarations, or by its hand-written entry point.
 */

type AttributesOf<D> = D extends ElementDeclaration<infer A, EventSpecs> ? A : never;
type EventSpecsOf<D> = D extends ElementDeclaration<AttributeSpecs, infer E> ? E : never;
type MethodSpecsOf<D> = D extends ElementDeclaration<AttributeSpecs, EventSpecs, infer M, PropertySpecs> ? M : never;
type PropertySpecsOf<D> = D extends ElementDeclaration<AttributeSpecs, EventSpecs, MethodSpecs, infer P> ? P : never;

/** The handle a declaration's view registers (useElementMethods): its methods, and its properties' values. */
export type HandleOf<D extends ElementDeclaration> = MethodHandle<MethodSpecsOf<D>, PropertySpecsOf<D>>;
/** A declaration's methods and properties as the element has them (methods.ts). */
export type MembersOf<D extends ElementDeclaration> = ElementMembers<MethodSpecsOf<D>, PropertySpecsOf<D>>;

/** `addEventListener` and `removeEventListener` typed for the element's own events. */
interface TypedListeners<M> {
  addEventListener<K extends keyof M & string>(
    type: K,
    listener: (this: HTMLElement, event: M[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof M & string>(
    type: K,
    listener: (this: HTMLElement, event: M[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
}

/**
 * The element as scripts see it: each attribute a typed property, its declared methods and properties,
 * `updateComplete`, and its events typed on its
 * listeners (first, so that they are chosen before HTMLElement's catch-all signature).
 */
export type ElementOf<D extends ElementDeclaration> = TypedListeners<EventMapOf<D>> &
  HTMLElement &
  AttributeValues<AttributesOf<D>> &
  MembersOf<D> & {
    /** Resolves when every render asked for so far is on screen. */
    readonly updateComplete: Promise<void>;
  };

/**
 * `"x-complete": CustomEvent<{ end: string }>`. The build's dist/types/index.d.ts merges these into
 * `GlobalEventHandlersEventMap`, with a union where two elements fire an event of the same name.
 */
export type EventMapOf<D extends ElementDeclaration> = {
  [N in keyof EventSpecsOf<D> & string]: CustomEvent<EventDetail<EventSpecsOf<D>[N]>>;
};

/** `leadingZeros` → `leading-zeros`, as attributeName does at run time. */
export type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/** What markup may write in an attribute of value type T: booleans and numbers as such, the rest as text. */
type AttributeInput<T> = [T] extends [boolean]
  ? boolean | "" | "true" | "false"
  : [T] extends [number | null]
    ? number | string
    : T extends string
      ? T
      : string;

/**
 * JSX for React 19: kebab-case attributes (set as attributes), and camelCase properties with their parsed types
 * (React 19 sets a property when the element defines it). A one-word name is both: either form is accepted.
 */
export type JsxOf<D extends ElementDeclaration> = DetailedHTMLProps<HTMLAttributes<ElementOf<D>>, ElementOf<D>> &
  Partial<{
    [K in keyof AttributesOf<D> & string as Kebab<K>]:
      AttributeInput<AttributeValues<AttributesOf<D>>[K]> | (K extends Kebab<K> ? AttributeValues<AttributesOf<D>>[K] : never);
  }> &
  Partial<{ [K in keyof AttributesOf<D> & string as K extends Kebab<K> ? never : K]: AttributeValues<AttributesOf<D>>[K] }>;
