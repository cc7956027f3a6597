export { attr, attributeName } from "./attributes";
export type { AttributeSpec, AttributeSpecs, AttributeValues } from "./attributes";
export { defineElement } from "./define-element";
export type { XElement, XElementClass, XElementOf } from "./define-element";
export { event } from "./declaration";
export type { ElementDeclaration, ElementDocs, ElementProps, Emit, EventSpecs } from "./declaration";
