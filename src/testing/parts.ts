/*
 * An element's shadow parts by name: `part~=` matches a name among several (`part="slide current"`).
 * Null or empty when the element has no such part, so a test can assert that a part is absent.
 */

export const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

export const parts = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
