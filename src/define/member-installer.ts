import type { MethodSpecs, PropertySpecs } from "./methods";

/*
 * Declared methods and properties are put on an element's prototype by element-methods.ts, which is not in the
 * runtime every element loads: only an element that declares them loads it, with the view that serves them
 * (useElementMethods). Loaded before the element is defined (the view is imported by the element's entry point),
 * that module hands its installer over here; until then, and on a page without such an element, it does nothing.
 */
type InstallMembers = (prototype: HTMLElement, methods?: MethodSpecs, properties?: PropertySpecs) => void;

let installer: InstallMembers | undefined;

/** Puts the declared methods and properties on a custom element class's prototype. */
export const installMembers: InstallMembers = (prototype, methods, properties) => installer?.(prototype, methods, properties);

/** Called once, by element-methods.ts as it loads. */
export function provideMemberInstaller(install: InstallMembers): void {
  installer = install;
}
