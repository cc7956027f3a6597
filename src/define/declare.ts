/*
 * What a declaration file (`src/<behaviour>/<tag>.element.ts`) imports: attribute and event specs, and `declare`.
 * No React and no custom elements here, so the build can read declarations in Node.
 */
export { attr, attributeName, isWebUrl } from "./attributes";
export type { AttributeSpec, AttributeSpecs, AttributeValues, WebUrlKind } from "./attributes";
export { declare, event } from "./declaration";
export { method, property, writableProperty } from "./methods";
export type { MethodSpec, ParameterDoc, PropertySpec } from "./methods";
export type { Described, ElementDeclaration, ElementProps, Emit, EventSpec, EventSpecs, Example } from "./declaration";
