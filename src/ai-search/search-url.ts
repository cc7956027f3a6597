/*
 * The address as the search reads and writes it: the input is prefilled from one parameter (`s`, what a theme's
 * search form submits), and a search writes the typed text to another (`q`), which the answer widget reads.
 */

/** The parameter's value in the address, or null when it is absent. */
export function readParam(href: string, name: string): string | null {
  return new URL(href).searchParams.get(name);
}

/** The address with the parameter set to the value (other parameters and the hash kept). */
export function withParam(href: string, name: string, value: string): string {
  const url = new URL(href);
  url.searchParams.set(name, value);
  return url.href;
}

/** The address without the parameter (other parameters and the hash kept). */
export function withoutParam(href: string, name: string): string {
  const url = new URL(href);
  url.searchParams.delete(name);
  return url.href;
}
