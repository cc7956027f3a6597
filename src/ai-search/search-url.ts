/*
 * The address as the search reads and writes it: the input is prefilled from one parameter (`s`, what a theme's
 * search form submits), and a search writes the typed text to another (`q`), which the answer widget reads.
 */

/** The parameter's value in the address, or null when it is absent. */
export function readParam(href: string, name: string): string | null {
  return new URL(href).searchParams.get(name);
}

/** The address with the parameter set to the value, or removed for null (other parameters and the hash kept). */
export function withParam(href: string, name: string, value: string | null): string {
  const url = new URL(href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return url.href;
}
