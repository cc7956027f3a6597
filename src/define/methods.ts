/*
 * Methods and properties an element offers scripts besides its attributes (`show()`, `next(n)`, `current`), as a
 * declaration writes them: `methods: { show: method<() => void>({ description }) }`,
 * `properties: { current: property<number>({ type: "number", default: 0, description }) }`.
 *
 * The type argument is the compiler's type (the element's, and the view's handle's); the texts (`parameters`,
 * `returns`, `type`) are the manifest's and the README's. A build test compiles one against the other. The bridge
 * (element-methods.ts) puts each on the element's prototype; the view serves them (use-element-methods.ts).
 * Descriptions and type texts are stripped from browser bundles (tools/build/strip-docs.ts): the code never reads them.
 */
/** A method's parameter, for the manifest. */
export interface ParameterDoc {
  readonly name: string;
  /** Its TypeScript type, as text (`number`). */
  readonly type: string;
  readonly description: string;
  /** It may be left out (`next()` as well as `next(2)`). */
  readonly optional?: boolean;
}

// Any is unavoidable here: the phantom signature of a method of any parameters; read back through MethodsOf.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => unknown;

export interface MethodSpec<F extends AnyFunction> {
  readonly kind: "method";
  readonly description: string;
  readonly parameters: readonly ParameterDoc[];
  /** The return type's text (`void`). */
  readonly returns: string;
  /** Phantom field carrying the signature; never set at run time. */
  readonly signature?: F;
}

export interface PropertySpec<T, Writable extends boolean> {
  readonly kind: "property";
  readonly description: string;
  /** Its TypeScript type, as text. */
  readonly type: string;
  /** What it reads before the view has rendered (and while the element is off the page). */
  readonly default: T;
  readonly writable: Writable;
}

interface MethodOptions {
  description: string;
  parameters?: ParameterDoc[];
  /** Default `void`. */
  returns?: string;
}

interface PropertyOptions<T> {
  description: string;
  type: string;
  default: T;
}

/** A method; F is its signature (`(n?: number) => void`). */
export function method<F extends AnyFunction>({ description, parameters = [], returns = "void" }: MethodOptions): MethodSpec<F> {
  return { kind: "method", description, parameters, returns };
}

/** A read-only property: the view gives its value. */
export function property<T>(options: PropertyOptions<T>): PropertySpec<T, false> {
  return { kind: "property", ...options, writable: false };
}

/** A property scripts may also set: the view takes the value (a write before the first render waits for it). */
export function writableProperty<T>(options: PropertyOptions<T>): PropertySpec<T, true> {
  return { kind: "property", ...options, writable: true };
}

// Any is unavoidable here: records of specs of different signatures and value types; read back through MethodsOf.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MethodSpecs = Record<string, MethodSpec<any>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PropertySpecs = Record<string, PropertySpec<any, boolean>>;

type SignatureOf<S> = S extends MethodSpec<infer F> ? F : never;
type ValueOf<S> = S extends PropertySpec<infer T, boolean> ? T : never;
type WritableKeys<P> = { [K in keyof P]: P[K] extends PropertySpec<unknown, true> ? K : never }[keyof P];

/**
 * What the view registers (useElementMethods): each method, and each property's current value (a getter, and for a
 * writable one a setter).
 */
export type MethodHandle<M extends MethodSpecs, P extends PropertySpecs> = { [K in keyof M]: SignatureOf<M[K]> } & {
  [K in keyof P]: ValueOf<P[K]>;
};

/**
 * A method's result on the element: as the view returns it, or, called before the view has rendered, a promise of
 * it. A method that returns nothing is `void` either way (its promise may be awaited).
 */
export type Called<R> = [R] extends [void] ? void : R | Promise<R>;

/** The methods and properties on the element. */
export type ElementMembers<M extends MethodSpecs, P extends PropertySpecs> = {
  [K in keyof M]: (...args: Parameters<SignatureOf<M[K]>>) => Called<ReturnType<SignatureOf<M[K]>>>;
} & { readonly [K in Exclude<keyof P, WritableKeys<P>>]: ValueOf<P[K]> } & { -readonly [K in WritableKeys<P>]: ValueOf<P[K]> };
