/** A file as both the browser and Node (undici) give it: only what the rules read. */
export interface FileLike {
  readonly name: string;
  readonly size: number;
}

export type SwvValue = string | FileLike;

/** FormData on both sides; only its entries are read. */
export type SwvFormData = Iterable<[string, string | FileLike]>;

/** `field`, `field[]`, `field[0]`, `field[a][b]`: the field a FormData name belongs to. */
export function baseName(name: string): string {
  const bracket = name.indexOf("[");
  return bracket === -1 ? name : name.slice(0, bracket);
}

const isFile = (value: SwvValue): value is FileLike => typeof value !== "string";

/**
 * The values of one field, as swv reads them: `a[]`/`a[0]` collect every value, a plain name repeated keeps only
 * its last value, and blanks are dropped. Files are the exception: a `multiple` file input posts all its files under
 * its plain name, and they all belong to the field (the size rules sum them). An empty file input posts a nameless
 * empty file; that is no value either.
 */
export function getFieldValues(formData: SwvFormData, field: string): SwvValue[] {
  let values: SwvValue[] = [];
  for (const [name, value] of formData) {
    if (baseName(name) !== field) continue;
    const moreFiles = isFile(value) && values.length > 0 && values.every(isFile);
    if (name === field && !moreFiles) values = [value];
    else values.push(value);
  }
  return values.filter((value) => (typeof value === "string" ? value !== "" : value.name !== "" || value.size > 0));
}

/** The field names present in the form data, in order. */
export function fieldNames(formData: SwvFormData): string[] {
  const names = new Set<string>();
  for (const [name] of formData) names.add(baseName(name));
  return [...names];
}

/** Text rules trim every value and drop blanks; files are not text. */
export function textValues(values: SwvValue[]): string[] {
  return values
    .filter((value): value is string => typeof value === "string")
    .map((value) => value.trim())
    .filter((value) => value !== "");
}

export function fileValues(values: SwvValue[]): FileLike[] {
  return values.filter(isFile);
}
