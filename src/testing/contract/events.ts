import { expect } from "@open-wc/testing";

/*
 * The contract's events as the page receives them: on the element, and on the document from outside any shadow
 * root, where a page listens.
 */

export interface Heard {
  /** Declared events dispatched on the element, in order. */
  onElement: Event[];
  /** The same events as heard by a listener on the document. */
  onDocument: Event[];
  stop(): void;
}

export function listen(el: Element, names: string[]): Heard {
  const onElement: Event[] = [];
  const onDocument: Event[] = [];
  // Only the element's own dispatches: a nested element's event of the same name bubbles through it too.
  const onEl = (event: Event) => {
    if (event.target === el) onElement.push(event);
  };
  const onDoc = (event: Event) => onDocument.push(event);
  for (const name of names) {
    el.addEventListener(name, onEl);
    document.addEventListener(name, onDoc);
  }
  return {
    onElement,
    onDocument,
    stop() {
      for (const name of names) {
        el.removeEventListener(name, onEl);
        document.removeEventListener(name, onDoc);
      }
    },
  };
}

const show = (value: unknown): string => {
  if (value instanceof Event) return `an Event (${value.type})`;
  return JSON.stringify(value) ?? String(value);
};

/** Whether a detail is a plain object, as declared (`event<{ ... }>`): not null, an array, an Event or a node. */
function isPlainObject(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A user event as the contract has it: a bubbling, composed CustomEvent with a plain object as detail, heard on the document. */
export function expectContractEvent(event: Event, heard: Heard): void {
  expect(event, `${event.type}: a CustomEvent`).to.be.instanceOf(CustomEvent);
  expect({ bubbles: event.bubbles, composed: event.composed }, `${event.type}: bubbles and composed`).to.deep.equal({
    bubbles: true,
    composed: true,
  });
  const { detail } = event as CustomEvent<unknown>;
  expect(isPlainObject(detail), `${event.type}: detail ${show(detail)} is a plain object`).to.equal(true);
  expect(heard.onDocument, `${event.type} reaches the document`).to.include(event);
}
