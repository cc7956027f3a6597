import { useLayoutEffect } from "react";

/**
 * Reflects a piece of the element's state as an attribute of its host (`complete`, `locked`, `status`), for CSS
 * and scripts: a string is written as is, `true` as a bare attribute, `false` or `null` removes it. Written before
 * paint, so a style keyed on it never shows a frame late.
 */
export function useStateAttribute(host: HTMLElement, name: string, value: string | boolean | null): void {
  useLayoutEffect(() => {
    if (value === false || value === null) host.removeAttribute(name);
    else host.setAttribute(name, value === true ? "" : value);
  }, [host, name, value]);
}
