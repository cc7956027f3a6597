export * from "./declare";
export { defineElement } from "./define-element";
export type { ElementImplementation, XElement, XElementClass, XElementOf } from "./define-element";
export type { ElementOf, EventMapOf, HandleOf, JsxOf, MembersOf } from "./types";
