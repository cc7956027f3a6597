import { provideMemberInstaller } from "./member-installer";
import type { MethodSpecs, PropertySpecs } from "./methods";

/*
 * The bridge's side of declared methods and properties: they are on the element's prototype from its definition
 * on, and forward to the handle its view registers (useElementMethods) while it is rendered.
 *
 * Before the view has rendered (not yet on the page, or before its first render), and while the element is off the
 * page: a method waits for the handle and returns a promise of its result; a property reads its declared default,
 * and a write waits for the handle (reading it meanwhile gives the value written). Nothing throws for want of a view.
 *
 * Only elements that declare methods or properties load this module (through use-element-methods.ts); as it
 * loads, it gives the bridge the function that puts them on a prototype (member-installer.ts).
 */

/** The view's handle as the bridge reads it: the latest render's. */
type Handle = Record<string, unknown>;

interface Members {
  /** Reads the view's latest handle; null before it has rendered and after it has gone. */
  read: (() => Handle | null) | null;
  waiting: Array<(handle: Handle) => void>;
  /** Property writes made before the handle, applied when it arrives. */
  writes: Map<string, unknown>;
}

const members = new WeakMap<Element, Members>();

function membersOf(element: Element): Members {
  let entry = members.get(element);
  if (!entry) {
    entry = { read: null, waiting: [], writes: new Map() };
    members.set(element, entry);
  }
  return entry;
}

const handleOf = (element: Element): Handle | null => members.get(element)?.read?.() ?? null;

/** Runs `call` with the handle now if there is one, else once it arrives. */
function withHandle<R>(element: Element, call: (handle: Handle) => R): R | Promise<R> {
  const handle = handleOf(element);
  if (handle) return call(handle);
  return new Promise<R>((resolve, reject) => {
    membersOf(element).waiting.push((arrived) => {
      try {
        resolve(call(arrived));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/**
 * The view's handle for `element` (`read` gives its latest render's, or null while it has none): pending writes
 * are applied and waiting calls run, in the order they were made. Returns the unregistration.
 */
export function registerHandle(element: Element, read: () => Handle | null): () => void {
  const entry = membersOf(element);
  entry.read = read;
  handleArrived(element);
  return () => {
    if (entry.read === read) entry.read = null;
  };
}

/** Called after each of the view's renders: a handle that was null may be there now. */
export function handleArrived(element: Element): void {
  const entry = members.get(element);
  const handle = entry?.read?.();
  if (!entry || !handle) return;
  for (const [name, value] of entry.writes) handle[name] = value;
  entry.writes.clear();
  const waiting = entry.waiting.splice(0);
  for (const run of waiting) run(handle);
}

/** Puts the declared methods and properties on a custom element class's prototype. */
function defineElementMethods(prototype: HTMLElement, methods: MethodSpecs = {}, properties: PropertySpecs = {}): void {
  for (const name of Object.keys(methods)) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value(this: Element, ...args: unknown[]) {
        // Cast: the declaration says it is a method, and the view's handle has it (HandleOf types it so).
        return withHandle(this, (handle) => (handle[name] as (...args: unknown[]) => unknown)(...args));
      },
    });
  }
  for (const [name, spec] of Object.entries(properties)) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      get(this: Element) {
        const handle = handleOf(this);
        if (handle) return handle[name];
        const writes = members.get(this)?.writes;
        return writes?.has(name) ? writes.get(name) : spec.default;
      },
      set: spec.writable
        ? function (this: Element, value: unknown) {
            const handle = handleOf(this);
            if (handle) handle[name] = value;
            else membersOf(this).writes.set(name, value);
          }
        : undefined,
    });
  }
}

provideMemberInstaller(defineElementMethods);
