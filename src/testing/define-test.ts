import type { ComponentType } from "react";
import { declare, defineElement, type AttributeSpecs, type ElementProps, type EventSpecs, type XElementClass } from "../define";
import type { ElementDeclaration } from "../define/declaration";

/** A test element: a declaration without documentation, defined at once with its component and CSS. */
export function defineTest<A extends AttributeSpecs, E extends EventSpecs>(spec: {
  tag: `x-${string}`;
  component: ComponentType<ElementProps<ElementDeclaration<A, E>>>;
  attributes: A;
  events: E;
  styles: string;
  reactEvents?: boolean;
}): XElementClass<A, E> {
  const { component, styles, ...rest } = spec;
  const declaration = declare<A, E>({
    ...rest,
    summary: "A test element.",
    slots: {},
    parts: {},
    cssProperties: {},
    examples: [{ title: "test", html: "" }],
  });
  return defineElement(declaration, { component, styles });
}
