/**
 * Trusted Types enforced in a test, as a page that sends `require-trusted-types-for 'script'` enforces them: while
 * on, a plain string passed to an HTML sink (DOMParser.parseFromString, innerHTML, outerHTML, insertAdjacentHTML,
 * Range.createContextualFragment) or to a script's src throws the browser's TypeError, and is recorded. Values made
 * by a Trusted Types policy pass. `off()` puts the sinks back.
 */
export interface TrustedTypesGuard {
  /** The sinks that were given a plain string, in order. */
  readonly refused: string[];
  off(): void;
}

interface Factory {
  isHTML(value: unknown): boolean;
  isScriptURL(value: unknown): boolean;
}

export function enforceTrustedTypes(): TrustedTypesGuard {
  const factory = (globalThis as { trustedTypes?: Factory }).trustedTypes;
  if (!factory) throw new Error("this browser has no Trusted Types");
  const refused: string[] = [];
  const restores: (() => void)[] = [];
  const check = (sink: string, value: unknown, trusted: (value: unknown) => boolean) => {
    if (trusted(value)) return;
    refused.push(sink);
    throw new TypeError(`Failed to set '${sink}': This document requires 'TrustedHTML' assignment.`);
  };
  const isHTML = (value: unknown) => factory.isHTML(value);

  function wrapMethod<T extends object>(target: T, name: keyof T & string, sink: string, trusted: (value: unknown) => boolean) {
    const original = target[name] as (...args: unknown[]) => unknown;
    (target as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      check(sink, name === "insertAdjacentHTML" ? args[1] : args[0], trusted);
      return original.apply(this, args);
    };
    restores.push(() => ((target as Record<string, unknown>)[name] = original));
  }
  function wrapSetter(target: object, name: string, sink: string, trusted: (value: unknown) => boolean) {
    const descriptor = Object.getOwnPropertyDescriptor(target, name)!;
    Object.defineProperty(target, name, {
      ...descriptor,
      set(this: unknown, value: unknown) {
        check(sink, value, trusted);
        descriptor.set!.call(this, value);
      },
    });
    restores.push(() => Object.defineProperty(target, name, descriptor));
  }

  wrapMethod(DOMParser.prototype, "parseFromString", "DOMParser.parseFromString", isHTML);
  wrapMethod(Element.prototype, "insertAdjacentHTML", "Element.insertAdjacentHTML", isHTML);
  wrapMethod(Range.prototype, "createContextualFragment", "Range.createContextualFragment", isHTML);
  wrapSetter(Element.prototype, "innerHTML", "Element.innerHTML", isHTML);
  wrapSetter(Element.prototype, "outerHTML", "Element.outerHTML", isHTML);
  wrapSetter(ShadowRoot.prototype, "innerHTML", "ShadowRoot.innerHTML", isHTML);
  wrapSetter(HTMLScriptElement.prototype, "src", "HTMLScriptElement.src", (value) => factory.isScriptURL(value));
  return {
    refused,
    off: () =>
      restores
        .splice(0)
        .reverse()
        .forEach((restore) => restore()),
  };
}

/**
 * The browser's own Trusted Types enforcement for the rest of this test file's page (a CSP <meta>: it cannot be
 * undone), where only the x-elements policy may be created; the violations it reports are recorded, as
 * "directive sample", until `stop()`.
 */
export function enforceTrustedTypesOnPage(): { readonly violations: string[]; stop(): void } {
  const violations: string[] = [];
  const record = (event: SecurityPolicyViolationEvent) => violations.push(`${event.effectiveDirective} ${event.sample}`);
  const csp = document.createElement("meta");
  csp.httpEquiv = "Content-Security-Policy";
  csp.content = "require-trusted-types-for 'script'; trusted-types x-elements";
  document.head.append(csp);
  document.addEventListener("securitypolicyviolation", record);
  return { violations, stop: () => document.removeEventListener("securitypolicyviolation", record) };
}
